/**
 * The outside world of a quote, on loopback, for fault and security tests: an SMTP server that
 * keeps each message's raw envelope and text, a partner app whose answer per request the test
 * decides (a status, a Retry-After, or never answering), and a TCP proxy in front of PostgreSQL
 * that can be cut and restored without touching the machine's database server.
 */
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, connect, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMessage, type MimeMessage } from './mime.ts';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  message: MimeMessage;
}

export interface SmtpPeer {
  port: number;
  /** Messages the peer accepted (answered 250 to), in that order. */
  received: ReceivedMail[];
  /** Messages whose data arrived and that wait for the peer's answer. */
  waiting(): number;
  /** Changes how the peer answers the messages that arrive from now on. */
  setAnswer(answer: SmtpAnswer): void;
  close(): Promise<void>;
}

/**
 * How the peer answers the n-th message (1-based) once its data has arrived: accept it after a
 * number of milliseconds, or 'hang' (never answer; a real server would time out long after). A
 * message whose connection closes before the answer is not accepted, as a real mail server drops
 * a transaction the client abandoned before the final 250.
 */
export type SmtpAnswer = (n: number) => number | 'hang';

/** An SMTP server on 127.0.0.1:`port` (0 for any free port) that accepts every message. */
export function startSmtpPeer(port = 0, answer: SmtpAnswer = () => 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  /** Message number → its session, while the message waits for the peer's answer. */
  const pending = new Map<number, string>();
  let answerFor = answer;
  let arrived = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app's pooled connections stay open; do not wait the default 30 s for them on close.
    closeTimeout: 500,
    size: 1024 * 1024,
    onClose(session) {
      closedSessions.add(session.id);
      for (const [n, id] of pending) if (id === session.id) pending.delete(n);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        // Accepted (callback) only once parsed and recorded, as a real server stores, then answers;
        // a slow or hanging answer is simulated after parsing.
        void parseMessage(raw).then(
          (message) => {
            const mail: ReceivedMail = {
              envelopeFrom: from ? from.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw,
              message,
            };
            const n = ++arrived;
            const delay = answerFor(n);
            const accept = () => {
              pending.delete(n);
              if (closedSessions.has(session.id)) return;
              received.push(mail);
              callback();
            };
            pending.set(n, session.id);
            if (delay === 0) accept();
            else if (delay !== 'hang') setTimeout(accept, delay);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        waiting: () => pending.size,
        setAnswer: (next) => {
          answerFor = next;
        },
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** The quote id an e-mail is about, from the Message-ID the outbox gives it. */
export function mailKey(mail: ReceivedMail): string {
  return mail.message.headers.get('message-id') ?? '';
}

export interface PartnerRequest {
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status answered, or undefined while (or if never) answered. */
  status?: number;
}

/** How the partner answers its n-th request (1-based). */
export type PartnerAnswer = { status: number; headers?: Record<string, string> } | 'hang';

export interface PartnerPeer {
  url: string;
  requests: PartnerRequest[];
  close(): Promise<void>;
}

export function startPartnerPeer(
  answer: (n: number, request: PartnerRequest) => PartnerAnswer = () => ({ status: 201 }),
): Promise<PartnerPeer> {
  const requests: PartnerRequest[] = [];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: PartnerRequest = {
        at: Date.now(),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = answer(requests.length, request);
      // A hanging partner holds the request open until the client gives up (or close()).
      if (reply === 'hang') return;
      request.status = reply.status;
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(JSON.stringify({ ok: reply.status < 300 }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/functions/v1/receive-quote`,
        requests,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}

export interface TcpProxy {
  port: number;
  /**
   * Until restore(): 'reset' answers every open and new connection with a TCP reset (the database
   * server is gone); 'stall' stops every byte both ways without closing anything (a network
   * partition: the peer is silent, so only the client's own timeouts can notice).
   */
  cut(mode?: 'reset' | 'stall'): void;
  /** Lets new connections through again; connections stalled by cut('stall') are dropped. */
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy to 127.0.0.1:`targetPort` (PostgreSQL), for cutting the line on purpose. */
export function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let state: 'open' | 'reset' | 'stall' = 'open';
  const server = createTcpServer((client) => {
    if (state === 'reset') {
      client.resetAndDestroy();
      return;
    }
    open.add(client);
    client.on('error', () => client.destroy()).on('close', () => open.delete(client));
    // A stalled line accepts the connection and then says nothing.
    if (state === 'stall') return;
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(upstream);
    const drop = () => {
      open.delete(client);
      open.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        cut(mode = 'reset') {
          state = mode;
          for (const socket of open) {
            if (mode === 'reset') {
              socket.resetAndDestroy();
            } else {
              socket.unpipe();
              socket.pause();
            }
          }
          if (mode === 'reset') open.clear();
        },
        restore() {
          if (state === 'stall') {
            for (const socket of open) socket.destroy();
            open.clear();
          }
          state = 'open';
        },
        close: () =>
          new Promise((r) => {
            for (const socket of open) socket.destroy();
            server.close(() => r());
          }),
      });
    });
  });
}

/**
 * The e-mail of `kind` (`operator`, `customer`) the outbox sent for quote `quoteId`, if it has
 * arrived: the outbox's Message-ID names both.
 */
export function quoteMail(
  smtp: SmtpPeer,
  quoteId: string,
  kind: 'operator' | 'customer',
): ReceivedMail | undefined {
  return smtp.received.find((mail) => mailKey(mail) === `<${quoteId}.${kind}@bus4u.outbox>`);
}
