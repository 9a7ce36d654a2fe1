/**
 * The customer's page of a cancelled booking says who ended it, on PGlite and PostgreSQL with the
 * Stripe stand-in: "If that is a surprise…" only when we cancelled it, never to a customer who
 * cancelled it themselves, and a booking released for no payment says so; in English and Welsh.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import { releaseExpiredHold } from '#app/features/bookings/booking-hold.server.ts';
import { bookingStatusOf, cancelReasonOf } from '#app/features/bookings/booking-status.server.ts';
import { customerQuotePageData } from '#app/features/customer-quote/customer-quote-page.server.ts';
import { CustomerQuoteView } from '#app/features/customer-quote/ui/customer-quote-view.tsx';
import { postBookingCancel } from '../support/admin-money.ts';
import { DATABASE_KINDS } from '../support/databases.ts';
import { paymentFlowPerSuite } from '../support/lifecycle.ts';
import { sessionIdOf } from '../support/payment-flow.ts';

const PHONE = BUSINESS.phone.display;
const SURPRISE = 'If that is a surprise';
const SURPRISE_CY = "Os yw hynny'n annisgwyl";

describe.each(DATABASE_KINDS)('a cancelled booking’s page on %s', (kind) => {
  const flow = paymentFlowPerSuite(kind);

  /** The page's status paragraph as the customer reads it, in the language asked. */
  async function statusWords(token: string, locale: 'en' | 'cy') {
    const page = await customerQuotePageData(
      flow.mailing.app.db,
      token,
      new Date(),
      bookingStatusOf,
      locale,
      cancelReasonOf,
    );
    expect(page.status).toBe('cancelled');
    return renderToStaticMarkup(createElement(CustomerQuoteView, { data: page })).replaceAll(
      '&#x27;',
      "'",
    );
  }

  it('thanks a customer who cancelled, without asking whether it was a surprise', async () => {
    const { token } = await flow.priced('self-cancel@example.com', 30);
    await flow.acceptedAndPaid(token);
    await flow.cancelAsShown(token);
    // Through the page's own loader too, as the customer opens it.
    expect((await flow.load(token)).cancelledBy).toBe('customer');
    const en = await statusWords(token, 'en');
    expect(en).toContain(
      `You cancelled this journey, and we have e-mailed you to confirm it. If you would like to book again, please call us on ${PHONE} and we will gladly help.`,
    );
    expect(en).not.toContain(SURPRISE);
    const cy = await statusWords(token, 'cy');
    expect(cy).toContain("Fe wnaethoch chi ganslo'r daith hon");
    expect(cy).not.toContain(SURPRISE_CY);
  });

  it('keeps "If that is a surprise" for a booking the operator cancelled', async () => {
    const { id, token } = await flow.priced('operator-cancel@example.com', 30);
    await flow.acceptedAndPaid(token);
    expect(await postBookingCancel(flow, id, 'full')).toMatchObject({ ok: true });
    expect(await statusWords(token, 'en')).toContain(
      `This journey is no longer booked, and we have e-mailed you about it. ${SURPRISE}, or you would like to book again, please call us on ${PHONE} and we will help straight away.`,
    );
    expect(await statusWords(token, 'cy')).toContain(SURPRISE_CY);
  });

  it('says a booking released for no payment was released because no payment came in time', async () => {
    const { id, token } = await flow.priced('not-paid@example.com', 30);
    expect(sessionIdOf(await flow.accept(token))).toBeTruthy();
    const [{ hold_until: holdUntil }] = (await flow.mailing.database.query<{ hold_until: Date }>(
      'select hold_until from bookings where quote_id = $1',
      [id],
    )) as [{ hold_until: Date }];
    expect(
      await releaseExpiredHold(flow.mailing.app.db, id, new Date(holdUntil.getTime() + 1_000)),
    ).toBe(true);
    const en = await statusWords(token, 'en');
    expect(en).toContain(
      'We held this journey for you, but no payment reached us before the hold ended, so it is no longer booked',
    );
    expect(en).not.toContain(SURPRISE);
    const cy = await statusWords(token, 'cy');
    expect(cy).toContain("ni chyrhaeddodd unrhyw daliad cyn i'r cyfnod cadw ddod i ben");
    expect(cy).not.toContain(SURPRISE_CY);
  });
});
