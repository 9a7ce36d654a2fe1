/** The admin request page's price intents: send (or revise) a price, and withdraw it. */
import type { AppDb } from '#server/platform/db/app-db.server.ts';
import type { Enqueuer } from '#server/platform/outbox/send-in-transaction.server.ts';
import type { BookingStateOf } from './booking-state.server.ts';
import { customerQuoteUrl } from './quote-token.server.ts';
import { sendPrice, withdrawPrice } from './send-price.server.ts';

export const PRICE_INTENTS = ['price', 'withdraw-price'] as const;
export type PriceIntent = (typeof PRICE_INTENTS)[number];

export function isPriceIntent(value: unknown): value is PriceIntent {
  return typeof value === 'string' && (PRICE_INTENTS as readonly string[]).includes(value);
}

export type PriceActionResult = {
  intent: PriceIntent;
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The same link the e-mail carries, as a WhatsApp message to the customer; shown once. */
  whatsapp?: string;
};

export async function priceAction(
  deps: {
    db: AppDb;
    boss: Enqueuer;
    siteUrl: string;
    by: string;
    bookingStateOf?: BookingStateOf;
  },
  quote: { id: string; name: string; phone: string },
  form: FormData,
): Promise<PriceActionResult> {
  if (form.get('intent') === 'withdraw-price') {
    return {
      intent: 'withdraw-price',
      ...(await withdrawPrice(deps.db, { quoteId: quote.id, by: deps.by })),
    };
  }
  const result = await sendPrice(deps, { quoteId: quote.id, form, by: deps.by });
  if (!result.ok) {
    return { intent: 'price', ok: false, message: result.message, fieldErrors: result.fieldErrors };
  }
  const url = customerQuoteUrl(deps.siteUrl, result.token);
  const firstName = quote.name.trim().split(/\s+/)[0] ?? quote.name;
  const text = `Hello ${firstName}, your Bus4U price for ${quote.id} is ready: ${url} You can accept or decline it there.`;
  return {
    intent: 'price',
    ok: true,
    message:
      result.revision > 1
        ? 'Revised price sent: the customer is e-mailed, and their old links show it.'
        : 'Price sent: the customer is e-mailed.',
    whatsapp: `https://wa.me/${quote.phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
  };
}
