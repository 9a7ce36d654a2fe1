import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// Business contact overrides are read once, at build time, so the prerendered HTML and the
// browser bundle agree (see app/content/business.ts).
const siteUrl = process.env.SITE_URL || `http://localhost:${process.env.PORT || '3000'}`;

const businessOverrides = {
  phone: process.env.PUBLIC_BUSINESS_PHONE || undefined,
  email: process.env.PUBLIC_BUSINESS_EMAIL || undefined,
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: {
    __PUBLIC_BUSINESS_OVERRIDES__: JSON.stringify(businessOverrides),
    __SITE_URL__: JSON.stringify(siteUrl),
  },
  build: {
    assetsInlineLimit: 0,
  },
});
