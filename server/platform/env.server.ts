/**
 * The environment, validated once at start (every variable in docs/configuration.md). Empty strings count as
 * missing. The rest of the server reads the typed object this returns, never process.env.
 */
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** A URL whose scheme `protocols` accepts. */
const urlString = (protocols: RegExp, hint: string) =>
  z.string().refine((v) => {
    try {
      return protocols.test(new URL(v).protocol);
    } catch {
      return false;
    }
  }, hint);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyAsUndefined, urlString(protocols, hint).optional());
/** An outside service's base URL: the provider's own unless set (tests point it at a stand-in). */
const serviceUrl = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    urlString(/^https?:$/, 'must be an http(s) URL').default(fallback),
  );
/** A UK VAT registration number as HMRC prints them, spaces allowed: GB 123 4567 89. */
const VAT_NUMBER_FORMAT = /^(GB|XI)\s?(\d{3}\s?\d{4}\s?\d{2}(\s?\d{3})?|GD\d{3}|HA\d{3})$/;

const positiveNumber = (fallback: number, min: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().min(min).default(fallback));

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  SITE_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as https://bus4u.example'),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// URL'),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.email().optional()),
  QUOTE_NOTIFY_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  /** Where a customer leaves a Google review; unset, no review request is sent. */
  REVIEW_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as https://g.page/r/…/review'),
  PARTNER_QUOTE_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  PARTNER_API_KEY: optionalString,
  PARTNER_API_KEY_HEADER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
      .default('x-api-key'),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: optionalString,
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Comma-separated, newest first: the first signs admin cookies, every one is accepted. */
  SESSION_SECRETS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, 'each secret must be at least 32 characters')).min(1))
      .optional(),
  ),
  OUTBOX_POLL_SECONDS: positiveNumber(2, 0.5),
  OUTBOX_RETRY_DELAY_SECONDS: positiveNumber(5, 0),
  /** PostgreSQL: 'off' sends every statement unnamed (a transaction-mode pooler needs that). */
  PG_PREPARED_STATEMENTS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** PGlite: 'off' runs statements without first giving the event loop a turn (decision 015). */
  PGLITE_TURNS: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /**
   * 'off': this instance leaves the monthly account invoicing to "Invoice now" (or to another
   * instance). The run is safe on two at once; this is for an instance that should not send.
   */
  ACCOUNT_INVOICING: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  /** '1': count each quote step's time and statements, printed at exit (the load bench's). */
  COST_METER: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  OUTBOX_RETRY_LIMIT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(12)),
  RATE_LIMIT_QUOTES_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(20),
  ),
  /** Estimates allowed per client address per hour (POST /api/estimate; at least 60: the form asks again as the journey changes). */
  RATE_LIMIT_ESTIMATES_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).default(120),
  ),
  /** An OSRM-compatible routing server for road distances; unset: the built-in estimate. */
  DISTANCE_PROVIDER_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL'),
  DISTANCE_PROVIDER_TIMEOUT_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(50).default(1500),
  ),
  /** Quote requests older than this many months are anonymised automatically (admin retention). */
  RETENTION_MONTHS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(24)),
  /** Google tag IDs, handed to the browser (/tag-config.json) only after cookie consent. */
  PUBLIC_GA_ID: optionalString,
  PUBLIC_ADS_ID: optionalString,
  PUBLIC_ADS_PHONE_LABEL: optionalString,
  PUBLIC_ADS_QUOTE_LABEL: optionalString,
  /** Trust X-Forwarded-For only behind a proxy that sets it (e.g. "loopback" or a hop count). */
  TRUST_PROXY: optionalString,
  /** The operator's Stripe secret key; unset, online payment is off. */
  STRIPE_SECRET_KEY: optionalString,
  /** The signing secret of POST /api/payments/stripe-webhook; required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the `stripe` client sends its calls; tests point it at a stand-in on loopback. */
  STRIPE_API_URL: serviceUrl('https://api.stripe.com'),
  /** The account customers may pay into, as one line; unset, bank transfer is not offered. */
  BANK_TRANSFER_DETAILS: optionalString,
  /**
   * The business's VAT registration number; set, payment documents are VAT invoices. A UK number
   * (GB or XI, then 9 or 12 digits, spaces allowed; or a government department's GD/HA and 3
   * digits): a typo would go on every invoice, so anything else stops the start.
   */
  VAT_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(VAT_NUMBER_FORMAT, 'must be a UK VAT number such as GB 123 4567 89')
      .optional(),
  ),
  /** The registered name printed on every payment document; unset: the site's business name. */
  BUSINESS_LEGAL_NAME: optionalString,
  /** The registered office printed on every payment document, lines separated by commas. */
  BUSINESS_ADDRESS: optionalString,
  /** The Companies House number printed on every payment document (8 characters, e.g. 01234567). */
  COMPANY_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(\d{8}|[A-Z]{2}\d{6})$/, 'must be a company number such as 01234567 or SC123456')
      .optional(),
  ),
  /** The VAPID key pair (base64url) signing Web Push alerts; unset: made once in DATA_DIR. */
  PUSH_VAPID_PUBLIC_KEY: optionalString,
  PUSH_VAPID_PRIVATE_KEY: optionalString,
  /** The VAPID subject a push service may write to (`mailto:` or https); unset: the business e-mail. */
  /** A request still new this many minutes after it came alerts the operator once more (0: never). */
  ALERT_STILL_NEW_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).default(30)),
  PUSH_CONTACT: optionalUrl(/^(mailto|https):$/, 'must be a mailto: or https: URL'),
  /** The DVLA Vehicle Enquiry Service key; set, a vehicle's MOT and tax dates are looked up. */
  DVLA_VES_API_KEY: optionalString,
  /** Where that service answers; tests point it at a stand-in on loopback. */
  DVLA_VES_URL: serviceUrl('https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry'),
  /** The operator's FlightAware AeroAPI key; set, flights are checked and tracked. */
  FLIGHT_API_KEY: optionalString,
  /** Where flight look-ups go; tests point it at a stand-in on loopback. */
  FLIGHT_API_URL: serviceUrl('https://aeroapi.flightaware.com/aeroapi'),
});

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new EnvError(`Invalid ${name}: ${issue.message}`);
  }
  const env = result.data;
  if (
    env.NODE_ENV === 'production' &&
    env.DATABASE_URL &&
    !env.SESSION_SECRET &&
    !env.SESSION_SECRETS
  ) {
    throw new EnvError(
      'Invalid SESSION_SECRET: required (or SESSION_SECRETS) when NODE_ENV=production and DATABASE_URL is set',
    );
  }
  if (Boolean(env.PUSH_VAPID_PUBLIC_KEY) !== Boolean(env.PUSH_VAPID_PRIVATE_KEY)) {
    throw new EnvError(
      'Invalid PUSH_VAPID_PRIVATE_KEY: set both PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY, or neither',
    );
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.PUSH_VAPID_PUBLIC_KEY) {
    // Every instance must sign with the pair the operator's devices subscribed with.
    throw new EnvError(
      'Invalid PUSH_VAPID_PUBLIC_KEY: required (with PUSH_VAPID_PRIVATE_KEY) when NODE_ENV=production and DATABASE_URL is set',
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    // Without it no payment could ever be confirmed: Stripe's word arrives by the webhook.
    throw new EnvError('Invalid STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  return {
    ...env,
    // SESSION_SECRETS, when given, replaces SESSION_SECRET; its first (newest) secret is the one
    // the rest of the server hashes with.
    SESSION_SECRET: env.SESSION_SECRETS?.[0] ?? env.SESSION_SECRET,
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
