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
    __ANALYTICS__: JSON.stringify({
      gaId: process.env.PUBLIC_GA_ID || undefined,
      adsId: process.env.PUBLIC_ADS_ID || undefined,
      adsPhoneLabel: process.env.PUBLIC_ADS_PHONE_LABEL || undefined,
      adsQuoteLabel: process.env.PUBLIC_ADS_QUOTE_LABEL || undefined,
    }),
  },
  build: {
    assetsInlineLimit: 0,
  },
});
