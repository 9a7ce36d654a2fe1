import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientChunkGroups } from './scripts/lib/chunk-groups.ts';
import { BUSINESS_OVERRIDES_CONSTANT, businessOverridesFrom } from './server/business-overrides.ts';

const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || '3000'}`;

// Business contact overrides are read once, at build time, so the prerendered HTML and the
// browser bundle agree; the server reads them with the same function (app/content/business.ts).
const businessOverrides = businessOverridesFrom(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    [BUSINESS_OVERRIDES_CONSTANT]: JSON.stringify(businessOverrides),
    __SITE_URL__: JSON.stringify(siteUrl),
  },
  build: {
    assetsInlineLimit: 0,
  },
  environments: {
    // The server build starts from the Express app's entry, which re-exports React Router's server
    // build: routes and server code are one module graph (docs/decisions/018-one-server-build.md).
    ssr: {
      build: { rolldownOptions: { input: './server/main.server.ts' } },
    },
    // The files the browser loads: see chunk-groups.ts for why two groups.
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
    },
  },
});
