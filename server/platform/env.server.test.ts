import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server.ts';

/** Any pair will do: parseEnv checks presence, web-push the keys' shape when it signs. */
const VAPID = { PUSH_VAPID_PUBLIC_KEY: 'BPublicKey', PUSH_VAPID_PRIVATE_KEY: 'privateKey' };

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      PARTNER_API_KEY_HEADER: 'x-api-key',
      OUTBOX_POLL_SECONDS: 2,
      OUTBOX_RETRY_DELAY_SECONDS: 5,
      OUTBOX_RETRY_LIMIT: 12,
      RATE_LIMIT_QUOTES_PER_HOUR: 20,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    // The outside services' own addresses, unless a test points one at its stand-in.
    expect(env).toMatchObject({
      STRIPE_API_URL: 'https://api.stripe.com',
      DVLA_VES_URL: 'https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry',
      FLIGHT_API_URL: 'https://aeroapi.flightaware.com/aeroapi',
    });
  });

  it('derives SITE_URL from PORT and treats empty strings as missing', () => {
    expect(parseEnv({ PORT: '8080', SITE_URL: '' }).SITE_URL).toBe('http://localhost:8080');
    expect(parseEnv({ SITE_URL: 'https://bus4u.example/' }).SITE_URL).toBe('https://bus4u.example');
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid DATABASE_URL/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid SMTP_URL/],
    [{ OUTBOX_POLL_SECONDS: '0.1' }, /^Invalid OUTBOX_POLL_SECONDS/],
    [{ QUOTE_NOTIFY_EMAIL: 'not-an-email' }, /^Invalid QUOTE_NOTIFY_EMAIL/],
    [{ PARTNER_QUOTE_URL: 'ftp://x' }, /^Invalid PARTNER_QUOTE_URL/],
    [{ FLIGHT_API_URL: 'ftp://x' }, /^Invalid FLIGHT_API_URL/],
    [{ DVLA_VES_URL: 'not a url' }, /^Invalid DVLA_VES_URL/],
  ])('refuses %o with one line naming the variable', (input, message) => {
    expect(() => parseEnv(input)).toThrow(message);
  });

  it('requires SESSION_SECRET in production on PostgreSQL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bus4u' })).toThrow(
      /^Invalid SESSION_SECRET/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/bus4u',
        SESSION_SECRET: 'x'.repeat(32),
        ...VAPID,
      }),
    ).not.toThrow();
  });

  it('requires the VAPID pair in production on PostgreSQL, and both halves or neither', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/bus4u',
        SESSION_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/^Invalid PUSH_VAPID_PUBLIC_KEY/);
    expect(() => parseEnv({ PUSH_VAPID_PUBLIC_KEY: 'BPub' })).toThrow(
      /^Invalid PUSH_VAPID_PRIVATE_KEY/,
    );
    expect(() => parseEnv({ PUSH_CONTACT: 'ops@bus4u.example' })).toThrow(/^Invalid PUSH_CONTACT/);
    expect(parseEnv({ PUSH_CONTACT: 'mailto:ops@bus4u.example' }).PUSH_CONTACT).toBe(
      'mailto:ops@bus4u.example',
    );
  });

  it('reads SESSION_SECRETS as a newest-first list that replaces SESSION_SECRET', () => {
    const env = parseEnv({
      SESSION_SECRET: 'o'.repeat(32),
      SESSION_SECRETS: ` ${'n'.repeat(32)} , ${'o'.repeat(32)} `,
    });
    expect(env.SESSION_SECRETS).toEqual(['n'.repeat(32), 'o'.repeat(32)]);
    expect(env.SESSION_SECRET).toBe('n'.repeat(32));
    expect(() => parseEnv({ SESSION_SECRETS: `${'n'.repeat(32)},short` })).toThrow(
      /^Invalid SESSION_SECRETS/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/bus4u',
        SESSION_SECRETS: 'n'.repeat(32),
        ...VAPID,
      }),
    ).not.toThrow();
  });

  it('takes a UK VAT number and a company number as HMRC and Companies House print them, and stops on a typo', () => {
    expect(parseEnv({ VAT_NUMBER: 'GB 123 4567 89' }).VAT_NUMBER).toBe('GB 123 4567 89');
    expect(parseEnv({ VAT_NUMBER: 'GB123456789001' }).VAT_NUMBER).toBe('GB123456789001');
    expect(parseEnv({ VAT_NUMBER: 'GBGD001' }).VAT_NUMBER).toBe('GBGD001');
    for (const typo of ['GB 123 4567 8', '123456789', 'GB12345678X', 'FR12345678901']) {
      expect(() => parseEnv({ VAT_NUMBER: typo })).toThrow(/^Invalid VAT_NUMBER/);
    }
    expect(parseEnv({ COMPANY_NUMBER: 'SC123456' }).COMPANY_NUMBER).toBe('SC123456');
    expect(() => parseEnv({ COMPANY_NUMBER: '1234' })).toThrow(/^Invalid COMPANY_NUMBER/);
  });
});
