/**
 * The account customer's own page (`/account/<token>`): what its invoices still ask and what is
 * past due, every invoice and statement as the PDF it was sent, its journeys to come, and how to
 * pay by bank transfer. In English or Welsh by its path.
 */
import { cardVariants } from '#app/components/ui/card.ts';
import { textLinkVariants } from '#app/components/ui/text-link.ts';
import { formatLongDate, formatLondonDateTime } from '#app/lib/dates.ts';
import type { Locale } from '#app/lib/locale.ts';
import { formatPence } from '#app/lib/money.ts';
import { DOCUMENT_TEXT } from '../../documents/documents-text.ts';
import { ACCOUNT_INVOICE_TEXT } from '../account-invoices-text.ts';
import { monthName } from '../invoice-month.ts';
import type { AccountMoneyData } from './account-money-panel.tsx';

export interface AccountOwnPageData {
  locale: Locale;
  organisation: string;
  documentsPath: string;
  money: Pick<AccountMoneyData, 'statement' | 'documents'>;
  upcoming: { id: number; pickupAt: string; from: string; to: string }[];
  bankDetails: string | null;
}

export function AccountOwnPage({
  locale,
  organisation,
  documentsPath,
  money,
  upcoming,
  bankDetails,
}: AccountOwnPageData) {
  const t = ACCOUNT_INVOICE_TEXT[locale].page;
  const titles = DOCUMENT_TEXT[locale].title;
  return (
    <div className="container-page grid max-w-3xl gap-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t.heading(organisation)}</h1>
      <p className="text-lg text-slate-700">{t.intro}</p>
      <section aria-labelledby="account-statement" className={cardVariants()}>
        <h2 id="account-statement" className="mb-2 text-xl font-bold text-navy-900">
          {ACCOUNT_INVOICE_TEXT[locale].statement.title}
        </h2>
        <p>{t.owed(formatPence(money.statement.closingPence))}</p>
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
