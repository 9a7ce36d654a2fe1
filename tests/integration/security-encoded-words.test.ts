/**
 * Issue 14 #7: a name written as a MIME encoded-word (=?UTF-8?B?…?=) must not decode, in a mail
 * client, into other text in a header: the operator's Subject and Reply-To display name, the
 * customer's To display name. Delivered through a real SMTP peer and read with mailparser, which
 * decodes headers the way mail clients do.
 */
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/peers.ts';
import {
  postQuote,
  quoteBody,
  startQuoteApp,
  waitFor,
  type QuoteApp,
} from '../support/quote-app.ts';

const OPERATOR = 'ops@bus4u.example';
const INJECTED = 'Bcc: a@evil.example';
// The same text as encoded-words, in both encodings and in the shapes decoders accept.
const ENCODED_NAMES = [
  `=?UTF-8?B?${Buffer.from(INJECTED).toString('base64')}?=`,
  `Megan =?utf-8?q?${INJECTED.replace(/ /g, '_')}?= Jones`,
  `=?UTF-8?B?${Buffer.from(INJECTED).toString('base64')}?==?UTF-8?Q?_x?=`,
  `Zoë =?ISO-8859-1?B?${Buffer.from(INJECTED).toString('base64')}?=`,
];

const addressList = (value: AddressObject | AddressObject[] | undefined) =>
  [value ?? []].flat().flatMap((a) => a.value);

describe('encoded-words in visitor text that reaches an e-mail header', () => {
  let database: TestDatabase;
  let app: QuoteApp;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    smtp = await startSmtpPeer();
    app = await startQuoteApp(database, {
      workers: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'quotes@bus4u.example',
        QUOTE_NOTIFY_EMAIL: OPERATOR,
        RATE_LIMIT_QUOTES_PER_HOUR: '1000',
      },
    });
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
    await database?.dispose();
  });

  async function deliver(name: string): Promise<{ operator: ParsedMail; customer: ParsedMail }> {
    const response = await postQuote(app.url, quoteBody({ name }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rawOf = (kind: string) =>
      smtp.received.find(
        (m) => m.message.headers.get('message-id') === `<${id}.${kind}@bus4u.outbox>`,
      )?.raw;
    const [operator, customer] = await waitFor(
      async () => {
        const both = [rawOf('operator'), rawOf('customer')];
        return both.every(Boolean) ? (both as string[]) : undefined;
      },
      30_000,
      `the e-mails for ${id}`,
    );
    return { operator: await simpleParser(operator!), customer: await simpleParser(customer!) };
  }

  it.each(ENCODED_NAMES)('never decodes %s into header text', async (name) => {
    const { operator, customer } = await deliver(name);

    expect(operator.subject).not.toContain(INJECTED);
    const replyTo = addressList(operator.replyTo);
    expect(replyTo.map((a) => a.address)).toEqual(['megan@example.com']);
    expect(replyTo[0]!.name).not.toContain(INJECTED);
    expect(addressList(operator.to).map((a) => a.address)).toEqual([OPERATOR]);
    expect(operator.bcc).toBeUndefined();

    const to = addressList(customer.to);
    expect(to.map((a) => a.address)).toEqual(['megan@example.com']);
    expect(to[0]!.name).not.toContain(INJECTED);
    expect(customer.subject).not.toContain(INJECTED);
    expect(customer.bcc).toBeUndefined();
  });

  it('still shows an ordinary name, Welsh letters included, exactly as typed', async () => {
    const name = 'Siân Ŵyn-Jones';
    const { operator, customer } = await deliver(name);
    expect(operator.subject).toContain(name);
    expect(addressList(operator.replyTo)[0]!.name).toBe(name);
    expect(addressList(customer.to)[0]!.name).toBe(name);
  });
});
