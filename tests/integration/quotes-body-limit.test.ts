/**
 * POST /api/quotes refuses an oversized body without reading it. A declared length over
 * 32 KB is answered 413 before a byte of the body is read; a chunked 10 MB body is answered 413 as
 * soon as it passes 32 KB and the rest is never read. Measured as the bytes the server's socket
 * took off the connection (socket.bytesRead), on loopback with a real HTTP client, not as time.
 */
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.ts';
import { postQuote, quoteBody } from '../support/quote-app.ts';
import { quoteAppPerSuite } from '../support/lifecycle.ts';

const KB = 1024;
const MB = 1024 * KB;

/** How much of a refused body the server may read: the limit plus Node's socket and stream buffers. */
const READ_BOUND = 256 * KB;

interface Refusal {
  status: number;
  connection: string | undefined;
  body: string;
  /** Body bytes the client had handed to its socket when the answer came. */
  sentBeforeAnswer: number;
  /** Bytes the server read off this connection, headers included, once it had closed. */
  serverRead: number;
}

describe.each(DATABASE_KINDS)('POST /api/quotes body bound on %s', (kind) => {
  const { app } = quoteAppPerSuite(kind);
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app.server.on('connection', (socket: Socket) => sockets.push(socket));
  });

  /**
   * POSTs `total` bytes of a JSON-looking body, chunked or with a declared length, as fast as the
   * server takes them, and keeps going after the answer: only a server that stops reading ends it.
   */
  function post(total: number, mode: 'chunked' | 'declared'): Promise<Refusal> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answer: Omit<Refusal, 'serverRead'> | undefined;
      const before = sockets.length;
      const req = request(`${app.url}/api/quotes`, {
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          ...(mode === 'declared' ? { 'Content-Length': String(total) } : {}),
        },
      });
      const chunk = Buffer.alloc(64 * KB, ' ');
      // With a declared length the client waits for the answer before sending any of the body.
      const pump = () => {
        if (mode === 'declared') return req.flushHeaders();
        while (sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        if (!answer) return reject(new Error(`no answer after ${sent} bytes`));
        const socket = sockets[before];
        if (!socket) return reject(new Error('the server saw no connection'));
        const done = () => resolve({ ...answer!, serverRead: socket.bytesRead });
        if (socket.destroyed) done();
        else socket.once('close', done);
      };
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        const status = res.statusCode ?? 0;
        const connection = res.headers.connection;
        answer = { status, connection, body, sentBeforeAnswer: sent };
        res.on('end', () => {
          answer = { ...answer!, body };
          req.destroy();
          finish();
        });
      });
      req.on('error', finish);
      req.on('close', finish);
      pump();
    });
  }

  it('answers a declared 10 MB body 413 at once, having read none of it', async () => {
    const refusal = await post(10 * MB, 'declared');
    expect(refusal.status).toBe(413);
    expect(refusal.connection).toBe('close');
    expect(JSON.parse(refusal.body)).toEqual({ error: 'The request is larger than 32kb.' });
    expect(refusal.sentBeforeAnswer).toBe(0);
    // Only the request line and headers were read.
    expect(refusal.serverRead).toBeLessThan(2 * KB);
  });

  it('answers a chunked 10 MB body 413 once it passes 32 KB, and reads a bounded amount', async () => {
    const refusal = await post(10 * MB, 'chunked');
    expect(refusal.status).toBe(413);
    expect(refusal.connection).toBe('close');
    expect(JSON.parse(refusal.body)).toEqual({ error: 'The request is larger than 32kb.' });
    expect(refusal.serverRead).toBeGreaterThan(32 * KB);
    expect(refusal.serverRead).toBeLessThan(READ_BOUND);
  });

  it('still takes a quote sent chunked, and refuses what is not JSON or not an object', async () => {
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${app.url}/api/quotes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => (body += text));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const json = JSON.stringify(quoteBody());
      req.write(json.slice(0, 100));
      req.end(json.slice(100));
    });
    expect(chunked.status).toBe(201);
    expect(JSON.parse(chunked.body)).toMatchObject({ id: expect.stringMatching(/^Q-/) });

    expect((await postQuote(app.url, '"just a string"')).status).toBe(400);
    expect((await postQuote(app.url, '{"name":')).status).toBe(400);
    const latin1 = await postQuote(app.url, quoteBody(), {
      'Content-Type': 'application/json; charset=latin1',
    });
    expect(latin1.status).toBe(415);
  });
});
