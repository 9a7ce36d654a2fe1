/**
 * The outside world of a quote for the load bench, in a process of its own so that it does not
 * share the load generator's thread: an SMTP server that accepts every message and a partner app
 * that answers every forward 200. GET /counts on the partner's port answers what arrived: messages
 * and forwards, and how many of each were distinct (an e-mail or a forward sent twice arrives
 * twice under the same key).
 *
 *   node scripts/bench/peers.ts   (prints `peers ready {"smtpPort":…,"partnerPort":…}`)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const mails = { arrived: 0, keys: new Set<string>() };
const forwards = { arrived: 0, keys: new Set<string>() };

/** A message's recipients and subject: every quote's e-mails differ in both or one. */
function mailKey(raw: string, recipients: string[]): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  return `${recipients.join(',')}|${subject}`;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 500,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      mails.arrived++;
      const to = session.envelope.rcptTo.map((r) => r.address);
      mails.keys.add(mailKey(Buffer.concat(chunks).toString('utf8'), to));
      callback();
    });
  },
});

const partner = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/counts') {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        mails: mails.arrived,
        distinctMails: mails.keys.size,
        forwards: forwards.arrived,
        distinctForwards: forwards.keys.size,
      }),
    );
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    forwards.arrived++;
    forwards.keys.add(Buffer.concat(chunks).toString('utf8'));
    res.setHeader('content-type', 'application/json');
    res.end('{"ok":true}');
  });
});

const listening = (server: { listen: (port: number, host: string, done: () => void) => void }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
await listening(smtp);
await listening(partner);
const smtpPort = (smtp.server.address() as AddressInfo).port;
const partnerPort = (partner.address() as AddressInfo).port;
console.log(`peers ready ${JSON.stringify({ smtpPort, partnerPort })}`);
process.once('SIGTERM', () => {
  smtp.close(() => undefined);
  partner.close();
  process.exit(0);
});
