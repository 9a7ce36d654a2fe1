import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/routes-table.ts';

export default {
  appDirectory: 'app',
  // Admin pages render per request behind a session; every public page is prerendered.
  ssr: true,
  prerender: () => [...PRERENDER_PATHS],
} satisfies Config;
