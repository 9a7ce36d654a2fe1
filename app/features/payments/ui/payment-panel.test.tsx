import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentPanelView } from '../payment-view.ts';
import { PAYMENTS_TEXT } from '../payments-text.ts';
import { PaymentPanel } from './payment-panel.tsx';

const live: PaymentPanelView = {
  farePence: 40_000,
  paidPence: 40_000,
  leftPence: 0,
  dueDate: null,
  payNow: null,
  heldUntil: null,
  confirming: false,
  unavailable: false,
  cancel: null,
  refundedPence: 0,
  keptAfterCancelPence: null,
  refundOnItsWayPence: 0,
  refundChanged: false,
  bankTransfer: { offered: false, shown: null },
};

function render(view: PaymentPanelView, locale: 'en' | 'cy' = 'en'): string {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <PaymentPanel view={view} locale={locale} /> },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

const asHtml = (text: string) => text.replaceAll("'", '&#x27;');

describe('the payment panel', () => {
  it('thanks the customer for a live booking paid in full', () => {
    expect(render(live)).toContain(PAYMENTS_TEXT.en.panel.paidInFull);
  });

  it('never calls a cancelled booking paid in full: it shows what was paid, refunded and kept', () => {
    for (const locale of ['en', 'cy'] as const) {
      const t = PAYMENTS_TEXT[locale].panel;
      // Released for no payment, then a late £100 on a £400 fare: nothing refunded yet.
      const late = render(
        { ...live, paidPence: 10_000, refundedPence: 0, keptAfterCancelPence: 10_000 },
        locale,
      );
      expect(late).not.toContain(asHtml(t.paidInFull));
      expect(late).toContain(asHtml(t.keptAfterCancel));
      expect(late).toMatch(/data-testid="kept">£100\.00</);
      // Cancelled five days ahead: £200 back, £200 kept by the terms.
      const half = render(
        { ...live, paidPence: 40_000, refundedPence: 20_000, keptAfterCancelPence: 20_000 },
        locale,
      );
      expect(half).not.toContain(asHtml(t.paidInFull));
      expect(half).toMatch(/data-testid="refunded">£200\.00</);
      expect(half).toMatch(/data-testid="kept">£200\.00</);
    }
  });
});
