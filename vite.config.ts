import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
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
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React DOM and React Router load on every page, together: one file
              // compresses better than the eight the automatic split made (about 4 KB gzip less
              // at load, issue 19). `$initial` keeps anything only imported later out of it.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/,
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
    },
  },
});
