/**
 * A name written as a MIME encoded-word (=?UTF-8?B?…?=) must not decode, in a mail
 * client, into other text in a header: the operator's Subject and Reply-To display name, the
 * customer's To display name. Delivered through a real SMTP peer and read with mailparser, which
 * decodes headers the way mail clients do.
 */
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteMail, type SmtpPeer } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor, type QuoteApp } from '../support/quote-app.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';

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
  let app: QuoteApp;
  let smtp: SmtpPeer;
  const mailing = mailAppPerSuite('postgres', {
    MAIL_FROM: 'quotes@bus4u.example',
    QUOTE_NOTIFY_EMAIL: OPERATOR,
    RATE_LIMIT_QUOTES_PER_HOUR: '1000',
  });

  beforeAll(async () => {
    ({ smtp, app } = mailing);
  });

  async function deliver(name: string): Promise<{ operator: ParsedMail; customer: ParsedMail }> {
    const response = await postQuote(app.url, quoteBody({ name }));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rawOf = (kind: 'operator' | 'customer') => quoteMail(smtp, id, kind)?.raw;
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
