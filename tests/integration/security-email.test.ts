/**
 * What a visitor types, as it reaches the two e-mails (real smtp-server peer): Welsh letters,
 * emoji, right-to-left text and combining marks arrive intact; commas, quotes, angle brackets and
 * line breaks never add a header or a recipient (checked on the raw SMTP envelope and headers);
 * HTML and <script> in every field arrive escaped in both HTML parts.
 */
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteMail, type ReceivedMail, type SmtpPeer } from '../support/peers.ts';
import { postQuote, quoteBody, waitFor, type QuoteApp } from '../support/quote-app.ts';
import { mailAppPerSuite } from '../support/lifecycle.ts';

const OPERATOR = 'ops@bus4u.example';
const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(2)>"'&`;

/** A header as it travels, unfolded but not decoded: what a receiving parser reads. */
function rawHeaders(raw: string): [string, string][] {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
}

function addressesIn(raw: string, header: string): string[] {
  const value = rawHeaders(raw).find(([name]) => name === header)?.[1] ?? '';
  return addressparser(value, { flatten: true }).map((a) => a.address);
}

describe('visitor text in the e-mails', () => {
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

  /** Posts a quote and waits for both its e-mails. */
  async function deliver(overrides: Record<string, unknown>) {
    const response = await postQuote(app.url, quoteBody(overrides));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mailOf = (kind: 'operator' | 'customer') => quoteMail(smtp, id, kind);
    return waitFor(
      async () => {
        const operator = mailOf('operator');
        const customer = mailOf('customer');
        return operator && customer ? { id, operator, customer } : undefined;
      },
      30_000,
      `the e-mails for ${id}`,
    );
  }

  it('keeps Welsh, emoji, right-to-left text and combining marks intact', async () => {
    const name = 'Siân Ŵyn-Ŷates 🚐👩‍👩‍👧 מרים Zoe\u0308';
    const pickup = 'Heol y Frenhines, Caerdydd ŵŷ';
    const destination = 'مطار كارديف ✈️';
    const notes = 'Cadair olwyn ♿, a̐ é\u0301 — diolch! 🏴󠁧󠁢󠁷󠁬󠁳󠁿';
    const { operator, customer } = await deliver({
      name,
      pickupLocation: pickup,
      destination,
      specialRequirements: notes,
    });
    const op = operator.message;
    expect(op.headers.get('subject')).toContain(name);
    expect(op.headers.get('reply-to')).toBe(`${name} <megan@example.com>`);
    for (const value of [name, pickup, destination, notes]) {
      expect(op.text).toContain(value);
      expect(op.html).toContain(value);
    }
    // The acknowledgement greets the visitor by first name and repeats the trip.
    const ack = customer.message;
    expect(ack.headers.get('to')).toBe(`${name} <megan@example.com>`);
    expect(ack.html).toContain('Siân');
    for (const value of [pickup, destination, notes]) {
      expect(ack.text).toContain(value);
      expect(ack.html).toContain(value);
    }
  });

  it('never lets commas, quotes or line breaks add a recipient or a header', async () => {
    const baseline = await deliver({});
    const name = `Megan, Evil <evil@attacker.example>, "Bcc" bcc@attacker.example; x@attacker.example`;
    const { operator, customer } = await deliver({
      name,
      email: 'victim@example.com',
      specialRequirements: 'Line one\r\nBcc: evil@attacker.example\r\n\r\nInjected body',
      current_page: '/book-online',
      attribution: {
        ...quoteBody().attribution,
        utm_campaign: 'x\r\nCc: evil@attacker.example',
        referrer: 'https://evil.example/\nBcc: evil@attacker.example',
      },
    });
    expect(operator.envelopeTo).toEqual([OPERATOR]);
    expect(customer.envelopeTo).toEqual(['victim@example.com']);
    expect(addressesIn(customer.raw, 'to')).toEqual(['victim@example.com']);
    expect(addressesIn(operator.raw, 'to')).toEqual([OPERATOR]);
    expect(addressesIn(operator.raw, 'reply-to')).toEqual(['victim@example.com']);
    expect(addressesIn(customer.raw, 'reply-to')).toEqual([OPERATOR]);
    const names = (mail: ReceivedMail) =>
      rawHeaders(mail.raw)
        .map(([header]) => header)
        .sort();
    expect(names(operator)).toEqual(names(baseline.operator));
    expect(names(customer)).toEqual(names(baseline.customer));
    for (const mail of [operator, customer]) {
      expect(names(mail)).not.toContain('bcc');
      expect(names(mail)).not.toContain('cc');
    }
  });

  it('refuses CR/LF and commas where they would reach a header: the name and the address', async () => {
    const before = smtp.received.length;
    for (const overrides of [
      { name: 'Megan\r\nBcc: evil@attacker.example' },
      { name: 'Megan\nBcc: evil@attacker.example' },
      { email: 'megan@example.com\r\nBcc: evil@attacker.example' },
      { email: 'megan@example.com, evil@attacker.example' },
      { email: '"megan"@example.com <evil@attacker.example>' },
    ]) {
      const response = await postQuote(app.url, quoteBody(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.length).toBe(before);
  });

  it('escapes HTML and scripts from every field in both HTML parts', async () => {
    const { operator, customer } = await deliver({
      name: `Megan ${HOSTILE}`,
      phone: '<script>alert(1)</script>',
      pickupLocation: `Canton ${HOSTILE}`,
      destination: `Bristol ${HOSTILE}`,
      specialRequirements: `Seats ${HOSTILE}`,
      current_page: `/book-online${HOSTILE}`,
      attribution: {
        ...quoteBody().attribution,
        utm_source: HOSTILE,
        utm_campaign: HOSTILE,
        landing_page: `/x${HOSTILE}`,
        referrer: `https://x.example/${HOSTILE}`,
        traffic_source: HOSTILE,
      },
    });
    for (const [kind, mail] of [
      ['operator', operator],
      ['customer', customer],
    ] as const) {
      const { html } = mail.message;
      expect(html, kind).not.toMatch(/<script|<img/i);
      expect(html, kind).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html, kind).toContain('&lt;img src=x onerror=alert(2)&gt;');
    }
    // The operator sees every field, so every field's payload is there, escaped.
    const escaped = (operator.message.html.match(/&lt;script&gt;alert\(1\)/g) ?? []).length;
    expect(escaped).toBeGreaterThanOrEqual(6);
  });
});
