import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LedgerPanel, type LedgerPanelEntry } from '../admin-ui/ledger-panel.tsx';
import { ReconciliationPanel } from '../admin-ui/reconciliation-panel.tsx';
import { STRIPE_MONEY_TEXT } from '../stripe-money-text.ts';
import type { StripeMoneyView } from '../stripe-money-view.ts';
import { StripeMoneyNotice } from './stripe-money-notice.tsx';

// React escapes apostrophes; compare against the text as the page carries it.
const asHtml = (text: string) => text.replaceAll("'", '&#x27;');

const view: StripeMoneyView = {
  failedRefunds: [{ refundId: 're_1', amountPence: 10_500, reason: 'expired_or_canceled_card' }],
  disputes: [{ id: 'dp_1', amountPence: 5_000, status: 'needs_response', reason: 'fraudulent' }],
};

describe('what the pages say of money moved at Stripe', () => {
  it('tells the customer of a failed refund and an open dispute, in English and in Welsh', () => {
    for (const locale of ['en', 'cy'] as const) {
      const html = renderToStaticMarkup(<StripeMoneyNotice view={view} locale={locale} />);
      const t = STRIPE_MONEY_TEXT[locale];
      expect(html).toContain(asHtml(t.heading));
      expect(html).toContain(asHtml(t.refundFailed('£105.00')));
      expect(html).toContain(asHtml(t.disputeOpen('£50.00')));
    }
    expect(STRIPE_MONEY_TEXT.cy.refundFailed('£1.00')).not.toEqual(
      STRIPE_MONEY_TEXT.en.refundFailed('£1.00'),
    );
    expect(
      renderToStaticMarkup(
        <StripeMoneyNotice view={{ failedRefunds: [], disputes: [] }} locale="en" />,
      ),
    ).toBe('');
  });

  it('says how a closed dispute ended', () => {
    const lost = renderToStaticMarkup(
      <StripeMoneyNotice
        view={{ failedRefunds: [], disputes: [{ ...view.disputes[0]!, status: 'lost' }] }}
        locale="en"
      />,
    );
    expect(lost).toContain(asHtml(STRIPE_MONEY_TEXT.en.disputeLost('£50.00')));
  });

  it('leaves a failed refund out of the ledger panel’s sums and marks it', () => {
    const entry = (e: Partial<LedgerPanelEntry>): LedgerPanelEntry => ({
      id: 1,
      kind: 'payment',
      method: 'stripe',
      amountPence: 10_500,
      providerId: 'pi_1',
      note: null,
      recordedBy: null,
      createdAt: '2027-03-01T10:00:00.000Z',
      failed: false,
      ...e,
    });
    const html = renderToStaticMarkup(
      <LedgerPanel
        entries={[
          entry({}),
          entry({ id: 2, kind: 'refund', providerId: 're_1', amountPence: 10_500, failed: true }),
        ]}
        stripeMoney={view}
      />,
    );
    expect(html).toContain('failed at Stripe');
    expect(html).toContain('Paid £105.00; held');
    expect(html).toContain('Dispute £50.00 · open');
    const lost = renderToStaticMarkup(
      <LedgerPanel
        entries={[entry({})]}
        stripeMoney={{ failedRefunds: [], disputes: [{ ...view.disputes[0]!, status: 'lost' }] }}
      />,
    );
    expect(lost).toContain('£50.00 was taken back by the card holder');
  });

  it('shows the last reconciliation, failed or with differences', () => {
    const base = {
      day: '2027-03-01',
      startedAt: '2027-03-01T10:00:00.000Z',
      finishedAt: '2027-03-01T10:01:00.000Z',
      checked: 3,
      error: null,
    };
    const differ = renderToStaticMarkup(
      <ReconciliationPanel
        run={{ ...base, state: 'done', differences: 1, quoteIds: ['Q-270301-ABCDEFGH'] }}
      />,
    );
    expect(differ).toContain('3 card payments of the last 35 days checked');
    expect(differ).toContain('1 payment differs');
    expect(differ).toContain('href="/admin/quotes/q-270301-abcdefgh"');
    const failed = renderToStaticMarkup(
      <ReconciliationPanel
        run={{ ...base, state: 'failed', differences: 0, quoteIds: [], error: 'StripeAPIError' }}
      />,
    );
    expect(failed).toContain('failed (StripeAPIError)');
    expect(renderToStaticMarkup(<ReconciliationPanel run={null} />)).toContain('Not run yet');
  });
});
