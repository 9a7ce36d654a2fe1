import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/routes-table.ts';

export default {
  appDirectory: 'app',
  // BUILD_DIR lets a second build (e.g. a test build made for another origin) live beside ./build.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // Admin pages render per request behind a session; every public page is prerendered.
  ssr: true,
  prerender: () => [...PRERENDER_PATHS],
} satisfies Config;
