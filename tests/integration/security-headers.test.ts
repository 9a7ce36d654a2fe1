/**
 * Security headers on every kind of response of the production server: a prerendered page (CSP
 * with the hashes of its own inline scripts, docs/decisions/002), the server-rendered admin sign-in
 * page (a fresh nonce per response), the API's 201 and 400, a 404 JSON, redirects, /healthz and
 * static assets. HSTS only when SITE_URL is https; no-store on the API and the admin area.
 */
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteBody } from '../support/quote-app.ts';
import type { RunningServer } from '../../scripts/lib/server.ts';
import { serverPerSuite } from '../support/lifecycle.ts';

type Probe = { name: string; method?: string; path: string; body?: unknown; status: number };

function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

async function request(server: RunningServer, probe: Probe): Promise<Response> {
  return fetch(`${server.url}${probe.path}`, {
    method: probe.method ?? 'GET',
    redirect: 'manual',
    headers: probe.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
  });
}

/** The headers every response carries, whatever made it. */
function expectBaseline(response: Response, what: string) {
  const csp = cspDirectives(response.headers.get('content-security-policy'));
  const script = csp.get('script-src') ?? [];
  expect(script, what).toContain("'self'");
  expect(script, what).not.toContain("'unsafe-inline'");
  expect(script, what).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  expect(response.headers.get('x-powered-by'), what).toBeNull();
  return script;
}

describe('security headers on http://', () => {
  const server = serverPerSuite({ RATE_LIMIT_QUOTES_PER_HOUR: '1000' });
  let assetPath: string;

  beforeAll(async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    assetPath = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(home)![1]!;
  });

  const probes: Probe[] = [
    { name: 'prerendered home', path: '/', status: 200 },
    { name: 'prerendered page', path: '/book-online', status: 200 },
    { name: 'API 201', method: 'POST', path: '/api/quotes', body: quoteBody(), status: 201 },
    { name: 'API 400', method: 'POST', path: '/api/quotes', body: { name: '' }, status: 400 },
    { name: '404 JSON', method: 'POST', path: '/no-such-endpoint', body: {}, status: 404 },
    { name: 'unknown path redirect', path: '/no-such-page', status: 302 },
    { name: 'canonical redirect', path: '/Book-Online', status: 301 },
    { name: 'healthz', path: '/healthz', status: 200 },
    { name: 'readyz', path: '/readyz', status: 200 },
    { name: 'sitemap', path: '/sitemap.xml', status: 200 },
    { name: 'admin sign-in', path: '/admin', status: 200 },
    { name: 'admin page without session', path: '/admin/dashboard', status: 302 },
  ];

  it.each(probes)('$name: CSP, nosniff, referrer and permissions policies', async (probe) => {
    const response = await request(server, probe);
    expect(response.status).toBe(probe.status);
    expectBaseline(response, probe.name);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('a static asset carries them too, and is immutable', async () => {
    const response = await fetch(`${server.url}${assetPath}`);
    expect(response.status).toBe(200);
    expectBaseline(response, assetPath);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a prerendered page allows exactly its own inline scripts by hash, without a nonce', async () => {
    const response = await fetch(`${server.url}/`);
    const script = expectBaseline(response, '/');
    const html = await response.text();
    expect(script.some((s) => s.startsWith("'nonce-"))).toBe(false);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      (m) => !/type="application\/(ld\+)?json"/.test(m[1] ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const match of inline) {
      const hash = createHash('sha256')
        .update(match[2] ?? '')
        .digest('base64');
      expect(script).toContain(`'sha256-${hash}'`);
    }
  });

  it('the server-rendered admin page gets a fresh nonce per response, on its scripts', async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/admin`);
      const script = expectBaseline(response, '/admin');
      const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('no-store on the API (every status) and the admin area', async () => {
    for (const probe of probes.filter((p) => p.path.startsWith('/api') || p.path === '/admin')) {
      const response = await request(server, probe);
      expect(response.headers.get('cache-control'), probe.name).toBe('no-store');
    }
    // A cross-site sign-in attempt is refused before React Router, headers and all.
    const crossSite = await fetch(`${server.url}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expectBaseline(crossSite, 'cross-site POST /admin');
  });
});

describe('security headers on https://', () => {
  const server = serverPerSuite({ SITE_URL: 'https://bus4u.example' });

  it.each(['/', '/healthz', '/admin', '/no-such-page'])('%s sends HSTS', async (path) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expectBaseline(response, path);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});
