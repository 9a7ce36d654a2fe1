/**
 * Static files pick their encoding by the request's q-values: `br;q=0` means
 * "never brotli", and `identity` asks for the file as it is. On equal q-values brotli, the
 * smaller, is preferred whatever order the browser lists them in (Chrome says "gzip, deflate,
 * br, zstd"). Raw HTTP, so no client adds or decodes an encoding of its own.
 */
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverPerSuite } from '../support/lifecycle.ts';

function encodingFor(base: string, path: string, acceptEncoding?: string) {
  const { hostname, port } = new URL(base);
  const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
  return new Promise<{ status: number; encoding: string; vary: string }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          vary: String(res.headers.vary ?? ''),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static file encodings', () => {
  const server = serverPerSuite();
  let asset: string;

  beforeAll(async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    asset = /"(\/assets\/[^"]+\.js)"/.exec(home)![1]!;
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['gzip;q=0.5, identity', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['BR;Q=0, GZIP', 'gzip'],
    ['', 'identity'],
  ])('Accept-Encoding "%s" gets %s', async (accept, expected) => {
    for (const path of [asset, '/']) {
      const response = await encodingFor(server.url, path, accept);
      expect(response.status, path).toBe(200);
      expect(response.encoding, path).toBe(expected);
      expect(response.vary, path).toMatch(/Accept-Encoding/i);
    }
  });

  it('sends the plain file when the request names no encoding', async () => {
    expect((await encodingFor(server.url, asset)).encoding).toBe('identity');
  });
});
