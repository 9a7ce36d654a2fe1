/**
 * PUBLIC_BUSINESS_PHONE and PUBLIC_BUSINESS_EMAIL reach both halves of the site the same way: the
 * pages and the server's e-mails through Vite's `define` (vite.config.ts), as the server is part of
 * the same build (server/main.server.ts) and `npm run dev` loads it through Vite. business.ts itself
 * never reads the environment, and refuses to load without the constant rather than fall back
 * silently.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PHONE = '+442920180999';
const PHONE_DISPLAY = '029 2018 0999';
const EMAIL = 'bookings@operator.test';
const OVERRIDES = { PUBLIC_BUSINESS_PHONE: PHONE, PUBLIC_BUSINESS_EMAIL: EMAIL };

/** Runs a module script from the repo root in a process of its own, `loader` first (tsx). */
async function runScript(script: string, env: Record<string, string>, loader: string[] = []) {
  return promisify(execFile)(
    process.execPath,
    [...loader, '--input-type=module', '--eval', script],
    { cwd: ROOT, env: { ...process.env, ...env } },
  );
}

const runWithTsx = (script: string, env: Record<string, string>) =>
  runScript(script, env, ['--import', 'tsx']);

/**
 * The booking loop's e-mail frame and the operator's inbox, rendered by the server's own code
 * loaded through Vite with the project's config, as `npm run dev` and the build load it.
 */
const SERVER_SIDE = `
const { createServer } = await import('vite');
const vite = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'silent',
});
const { renderSimpleEmail } = await vite.ssrLoadModule('/app/lib/emails/simple-email.tsx');
const { mailboxes } = await vite.ssrLoadModule('/app/lib/mailboxes.server.ts');
const quote = {
  id: 'Q-TEST', name: 'Test', email: 'c@example.org', phone: '07700 900123', service: 'Airport',
  direction: 'One-way', pickupLocation: 'Cardiff', destination: 'Heathrow', pickup: 'Monday',
  return: null, passengers: 4, specialRequirements: null, trafficSource: 'direct',
  currentPage: '/', formVersion: 'v1', estimate: null, locale: 'en',
};
const email = await renderSimpleEmail('Hello', { preview: 'p', heading: 'h', paragraphs: [], quote });
console.log(JSON.stringify({ text: email.text, inbox: mailboxes({}).operatorInbox.address }));
await vite.close();
`;

describe('business contact overrides', () => {
  it('reach the e-mails the server renders, through the same define', async () => {
    const { stdout } = await runScript(SERVER_SIDE, OVERRIDES);
    const { text, inbox } = JSON.parse(stdout) as { text: string; inbox: string };
    expect(text).toContain(`Phone or WhatsApp: ${PHONE_DISPLAY} (24/7)`);
    expect(text).toContain(EMAIL);
    expect(inbox).toBe(EMAIL);
  });

  it('reach the pages through the define vite.config.ts builds them with', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, OVERRIDES);
    try {
      const loaded = await loadConfigFromFile(
        { command: 'build', mode: 'production' },
        undefined,
        ROOT,
      );
      expect(loaded?.config.define?.__PUBLIC_BUSINESS_OVERRIDES__).toBe(
        JSON.stringify({ phone: PHONE, email: EMAIL }),
      );
    } finally {
      process.env = saved;
    }
  });

  it('stop at once if business.ts is loaded without Vite, so without the overrides', async () => {
    const script = `await import('./app/content/business.ts');`;
    await expect(runWithTsx(script, OVERRIDES)).rejects.toThrow(
      'business.ts was loaded without __PUBLIC_BUSINESS_OVERRIDES__',
    );
  });
});
