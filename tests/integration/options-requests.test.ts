/**
 * OPTIONS on any path: answered by the server itself before React Router, 204
 * with an Allow header naming what the path takes, and nothing written to the log. React Router
 * once answered 405 with a stack trace per request, so anyone could fill the log, and `/` 404.
 */
import { describe, expect, it } from 'vitest';
import { serverPerSuite } from '../support/lifecycle.ts';

describe('OPTIONS requests', () => {
  const server = serverPerSuite();

  it.each([
    ['/', 'GET, HEAD, OPTIONS'],
    ['/about', 'GET, HEAD, OPTIONS'],
    ['/no-such-page', 'GET, HEAD, OPTIONS'],
    ['/admin', 'GET, HEAD, POST, OPTIONS'],
    ['/admin/dashboard', 'GET, HEAD, POST, OPTIONS'],
    ['/admin/quotes/Q-260101-ABCDEFGH', 'GET, HEAD, POST, OPTIONS'],
    ['/api/quotes', 'POST, OPTIONS'],
  ])('OPTIONS %s answers 204 with Allow: %s', async (path, allow) => {
    const logBefore = server.output().length;
    const response = await fetch(`${server.url}${path}`, { method: 'OPTIONS', redirect: 'manual' });
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe(allow);
    expect(await response.text()).toBe('');
    // Give a stray log line time to arrive before reading the log.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output().slice(logBefore)).toBe('');
  });
});
