/**
 * A Web Push service of our own on loopback, playing both sides the server never sees: the push
 * service (HTTPS, checking the VAPID Authorization header of RFC 8292) and the browser (it makes a
 * subscription's keys as a browser does, an ECDH P-256 key pair and a 16-byte auth secret, and
 * decrypts each message's RFC 8291 `aes128gcm` body with them). Written with node:crypto on
 * purpose: the decryption is the browser's side, so it must not share code with the sender.
 *
 * It serves HTTPS with a self-signed certificate made here, because the product only takes https
 * endpoints. The test process is told to trust that one certificate (trustStandIn below, through
 * Node's own default CA list); nothing in the product turns a TLS check off.
 *
 * Per device, a test decides how the service answers: 201 (delivered), 410 (gone) or never (slow).
 */
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { generate } from 'selfsigned';

export type DeviceBehaviour = 'deliver' | 'gone' | 'slow';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedAlert {
  device: string;
  payload: { title: string; body: string; url: string };
  ttl: number;
  urgency: string | null;
  receivedAt: number;
}

export interface PushStandIn {
  origin: string;
  /** Its self-signed certificate, for a server process to trust through NODE_EXTRA_CA_CERTS. */
  certPem: string;
  /** A new device: its subscription as the browser's PushSubscription.toJSON() gives it. */
  subscribe(device: string, behaviour?: DeviceBehaviour): BrowserSubscription;
  behave(device: string, behaviour: DeviceBehaviour): void;
  received: ReceivedAlert[];
  /** Requests refused for a bad VAPID header or a body that did not decrypt, with why. */
  refused: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

interface DeviceState {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
  behaviour: DeviceBehaviour;
}

/** Trusts the stand-in's certificate in this process, beside the usual ones. */
function trustStandIn(certPem: string) {
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), certPem]);
}

/** RFC 8291 section 3.4 and RFC 8188: the browser's decryption of one `aes128gcm` message. */
export function decryptAes128gcm(
  body: Buffer,
  device: Pick<DeviceState, 'ecdh' | 'publicKey' | 'auth'>,
) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.publicKey,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; answers why it is wrong, or null. */
export function vapidProblem(
  header: string | undefined,
  endpointOrigin: string,
  expectedKey: string,
  now = Date.now(),
): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `not a vapid Authorization header: ${header ?? '(none)'}`;
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) return 'k is not the server VAPID public key';
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) return 'the JWT has not three parts';
  const header64 = JSON.parse(fromB64url(head).toString('utf8')) as { alg?: string; typ?: string };
  if (header64.alg !== 'ES256') return `alg ${header64.alg}, not ES256`;
  const point = fromB64url(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(point.subarray(1, 33)),
      y: b64url(point.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!signed) return 'the JWT signature does not verify';
  const body = JSON.parse(fromB64url(claims).toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== endpointOrigin) return `aud ${body.aud}, not ${endpointOrigin}`;
  const secondsLeft = (body.exp ?? 0) - now / 1000;
  if (!(secondsLeft > 0 && secondsLeft <= 24 * 3600)) return 'exp is not within 24 hours';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return `sub ${body.sub}`;
  return null;
}

export async function startPushStandIn(vapidPublicKey: string): Promise<PushStandIn> {
  // A name of its own: two stand-ins in one process (PGlite, then PostgreSQL) must not share a
  // subject, or the trust store matches the second's certificate against the first's key.
  const subject = `bus4u push stand-in ${randomBytes(6).toString('hex')}`;
  const pems = await generate([{ name: 'commonName', value: subject }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  trustStandIn(pems.cert);
  const devices = new Map<string, DeviceState>();
  const received: ReceivedAlert[] = [];
  const refused: string[] = [];
  const held = new Set<ServerResponse>();
  let origin = '';

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const device = devices.get(decodeURIComponent((req.url ?? '').replace(/^\/push\//, '')));
    if (req.method !== 'POST' || !device) {
      res.writeHead(404).end();
      return;
    }
    const name = decodeURIComponent((req.url ?? '').slice('/push/'.length));
    if (device.behaviour === 'slow') {
      // Never answers: the sender's own bound is all that ends the wait.
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (device.behaviour === 'gone') {
      res.writeHead(410).end();
      return;
    }
    const problem = vapidProblem(req.headers.authorization, origin, vapidPublicKey);
    if (problem) {
      refused.push(problem);
      res.writeHead(401).end();
      return;
    }
    if (req.headers['content-encoding'] !== 'aes128gcm') {
      refused.push(`content-encoding ${String(req.headers['content-encoding'])}`);
      res.writeHead(400).end();
      return;
    }
    try {
      const payload = JSON.parse(decryptAes128gcm(body, device)) as ReceivedAlert['payload'];
      received.push({
        device: name,
        payload,
        ttl: Number(req.headers.ttl),
        urgency: (req.headers.urgency as string | undefined) ?? null,
        receivedAt: Date.now(),
      });
      res.writeHead(201).end();
    } catch (error) {
      refused.push(`did not decrypt: ${(error as Error).message}`);
      res.writeHead(400).end();
    }
  };

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    certPem: pems.cert,
    received,
    refused,
    subscribe(device, behaviour = 'deliver') {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, publicKey, auth, behaviour });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        keys: { p256dh: b64url(publicKey), auth: b64url(auth) },
      };
    },
    behave(device, behaviour) {
      const state = devices.get(device);
      if (!state) throw new Error(`no device ${device}`);
      state.behaviour = behaviour;
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
