/**
 * `npm run serve` (scripts/serve.ts) with a build made for another SITE_URL says so
 * in one line at start; with the build's own SITE_URL it says nothing. The build in ./build is
 * made for the default, http://localhost:3000 (scripts/lib/server.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

const warningLines = (output: string) =>
  output.split('\n').filter((line) => /build was made for SITE_URL/.test(line));

describe('start-up with a build made for another SITE_URL', () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('warns in one line naming both origins', async () => {
    server = await startServer({ SITE_URL: 'https://www.bus4u.example' });
    const lines = warningLines(server.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('SITE_URL=http://localhost:3000');
    expect(lines[0]).toContain('SITE_URL is https://www.bus4u.example');
    expect(lines[0]).toContain('npm run build');
    // The sitemap follows the running SITE_URL, which is why the warning matters.
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('https://www.bus4u.example/');
  });

  it('says nothing when SITE_URL is the build’s own, written with a trailing slash', async () => {
    server = await startServer({ SITE_URL: 'http://localhost:3000/' });
    expect(server.output()).not.toMatch(/Warning/);
  });
});
