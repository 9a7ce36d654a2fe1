/**
 * The account customer's own page (`/account/<token>`): what its invoices still ask and what is
 * past due, every invoice and statement as the PDF it was sent, its journeys to come, and how to
 * pay by bank transfer. In English or Welsh by its path.
 */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from '../../documents/documents-text.ts';
import { ACCOUNT_INVOICE_TEXT } from '../account-invoices-text.ts';
import { monthName } from '../invoice-month.ts';
import { PAY_INVOICE_FIELD, type CardReturn } from '../account-card-return.ts';
import { CONFIRMING_REFRESH_SECONDS } from '../../ui/payment-panel.tsx';
import type { AccountMoneyData } from './account-money-panel.tsx';

export interface AccountOwnPageData {
  locale: Locale;
  organisation: string;
  documentsPath: string;
  money: Pick<AccountMoneyData, 'statement' | 'documents'>;
  upcoming: { id: number; pickupAt: string; from: string; to: string }[];
  bankDetails: string | null;
  /** Online payment is on: each invoice with something left can be paid by card. */
  cardPayment: boolean;
  /** Where the page was sent back from (Stripe, or our own refusal to start a payment). */
  cardReturn: CardReturn | 'recorded' | null;
}

export function AccountOwnPage({
  locale,
  organisation,
  documentsPath,
  money,
  upcoming,
  bankDetails,
  cardPayment,
  cardReturn,
}: AccountOwnPageData) {
  const t = ACCOUNT_INVOICE_TEXT[locale].page;
  const titles = DOCUMENT_TEXT[locale].title;
  return (
    <div className="container-page grid max-w-3xl gap-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t.heading(organisation)}</h1>
      <p className="text-lg text-slate-700">{t.intro}</p>
      <CardReturnNotice state={cardReturn} locale={locale} />
      <section aria-labelledby="account-statement" className={cardVariants()}>
        <h2 id="account-statement" className="mb-2 text-xl font-bold text-navy-900">
          {ACCOUNT_INVOICE_TEXT[locale].statement.title}
        </h2>
        <p>
          {money.statement.closingPence < 0
            ? t.inCredit(formatPence(-money.statement.closingPence))
            : t.owed(formatPence(money.statement.closingPence))}
        </p>
        {money.statement.overduePence > 0 ? (
          <p className="font-semibold">{t.overdue(formatPence(money.statement.overduePence))}</p>
        ) : null}
      </section>
      <section aria-labelledby="account-invoices" className={cardVariants()}>
        <h2 id="account-invoices" className="mb-2 text-xl font-bold text-navy-900">
          {t.invoices}
        </h2>
        {money.documents.length === 0 ? (
          <p>{t.noInvoices}</p>
        ) : (
          <ul className="grid gap-3">
            {money.documents.map((document) => (
              <li key={document.number} className="grid gap-1">
                <a
                  href={`${documentsPath}/invoice-${document.number}.pdf`}
                  className={textLinkVariants({ underline: 'always' })}
                >
                  {t.invoiceLink(
                    titles[document.kind],
                    document.number,
                    document.month ? monthName(document.month, locale) : '',
                  )}
                </a>
                {document.kind === 'credit-note' ? null : (
                  <span className="text-sm text-slate-700">
                    {document.leftPence > 0
                      ? t.dueBy(
                          formatLongDate(document.dueOn, locale),
                          formatPence(document.leftPence),
                        )
                      : t.paid}
                  </span>
                )}
                {cardPayment && document.kind !== 'credit-note' && document.leftPence > 0 ? (
                  // A plain server form: it works before hydration and with JavaScript off. It
                  // names the invoice only; the server works out what is left to pay.
                  <Form method="post" className="mt-1">
                    <input type="hidden" name={PAY_INVOICE_FIELD} value={document.number} />
                    <Button type="submit" className="w-full sm:w-auto">
                      {t.card.pay(formatPence(document.leftPence), document.number)}
                    </Button>
                  </Form>
                ) : null}
                {document.hasStatement ? (
                  <a
                    href={`${documentsPath}/statement-${document.number}.pdf`}
                    className={textLinkVariants({ underline: 'always' })}
                  >
                    {t.statementLink(document.number)}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="account-upcoming" className={cardVariants()}>
        <h2 id="account-upcoming" className="mb-2 text-xl font-bold text-navy-900">
          {t.upcoming}
        </h2>
        {upcoming.length === 0 ? (
          <p>{t.noUpcoming}</p>
        ) : (
          <ul className="grid gap-1">
            {upcoming.map((journey) => (
              <li key={journey.id}>
                {t.journey(
                  formatLondonDateTime(journey.pickupAt, locale),
                  journey.from,
                  journey.to,
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {bankDetails ? (
        <section aria-labelledby="account-bank" className={cardVariants()}>
          <h2 id="account-bank" className="mb-2 text-xl font-bold text-navy-900">
            {t.payByBank}
          </h2>
          <p>{bankDetails}</p>
          <p>{t.quote}</p>
        </section>
      ) : null}
    </div>
  );
}

/** What happened to the last card payment started from this page, in words. */
function CardReturnNotice({
  state,
  locale,
}: {
  state: CardReturn | 'recorded' | null;
  locale: Locale;
}) {
  const t = ACCOUNT_INVOICE_TEXT[locale].page.card;
  if (state === null) return null;
  if (state === 'returned') {
    return (
      <div role="status" className="rounded-lg bg-amber-50 p-4 text-amber-950">
        <meta httpEquiv="refresh" content={String(CONFIRMING_REFRESH_SECONDS)} />
        <p className="font-semibold">{t.confirming}</p>
        <p className="mt-1 text-sm">{t.confirmingHint}</p>
      </div>
    );
  }
  if (state === 'recorded') {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-4 font-semibold text-emerald-900">
        {t.recorded}
      </p>
    );
  }
  const words = {
    cancelled: t.cancelled,
    unavailable: t.unavailable,
    'below-card-minimum': t.belowCardMinimum,
    'nothing-due': t.nothingDue,
  }[state];
  const problem = state === 'unavailable' || state === 'below-card-minimum';
  return (
    <p
      role={problem ? 'alert' : 'status'}
      className={
        problem
          ? 'rounded-lg bg-dragon-50 p-4 font-semibold text-dragon-800'
          : 'rounded-lg bg-slate-100 p-4 text-slate-800'
      }
    >
      {words}
    </p>
  );
}
