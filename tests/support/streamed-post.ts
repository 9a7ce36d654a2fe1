/**
 * A client that streams a large body at a server, for the tests that bound request bodies
 *: what the server answered, how much had been sent by then, and whether the server
 * ended the connection before taking it all.
 */
import { request } from 'node:http';

export const MB = 1024 * 1024;

export interface StreamedPost {
  status: number;
  /** Body bytes the client had written when the answer arrived. */
  sentBeforeAnswer: number;
  /** The connection ended before the whole body could be sent: the server stopped reading. */
  cutShort: boolean;
  /**
   * Body bytes the client had written when the connection ended: the most the server can have
   * read. Once it stops reading, only the loopback socket's buffers (a few MB) take more.
   */
  sentInAll: number;
}

/**
 * POSTs `total` bytes chunked, as fast as the server takes them, and keeps sending after the
 * answer: a server that drains the rest lets it all through, one that stops reading ends it.
 */
export function streamPost(
  url: string,
  total: number,
  headers: Record<string, string>,
): Promise<StreamedPost> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: { status: number; sent: number } | undefined;
    const req = request(url, { method: 'POST', headers });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    const finish = (cutShort: boolean) => {
      if (!answer) return reject(new Error(`no answer after ${sent} bytes`));
      resolve({ status: answer.status, sentBeforeAnswer: answer.sent, cutShort, sentInAll: sent });
    };
    req.on('response', (res) => {
      answer = { status: res.statusCode ?? 0, sent };
      res.resume();
      res.on('end', () => {
        if (sent >= total) finish(false);
      });
    });
    req.on('error', () => finish(sent < total));
    req.on('close', () => finish(sent < total));
    pump();
  });
}
