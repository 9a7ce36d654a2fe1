import { ShieldCheck } from 'lucide-react';
import { BUSINESS, COUNCIL_AUTHORISATION } from '#app/content/business.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { THANKS_TEXT } from './thanks-text.ts';

/**
 * Licence facts from BUSINESS. The company and VAT numbers appear only once the
 * operator has supplied them: an invented number on a licence line would mislead.
 */
export function LicenceInfo() {
  const locale = useLocale();
  const t = THANKS_TEXT[locale];
  const facts = [
    { label: t.licence.operatorLicence, value: BUSINESS.licence.operatorLicence },
    { label: t.licence.councilAuthorisation, value: COUNCIL_AUTHORISATION[locale] },
    ...(BUSINESS.companyNumber
      ? [{ label: t.licence.companyNumber, value: BUSINESS.companyNumber }]
      : []),
    ...(BUSINESS.vatNumber ? [{ label: t.licence.vatNumber, value: BUSINESS.vatNumber }] : []),
  ];
  return (
    <section aria-labelledby="licence-title" className="container-page pt-12 pb-16 sm:pb-20">
      <div className="bg-navy-50 flex flex-col gap-5 rounded-[var(--radius-card)] p-6 sm:flex-row sm:items-center sm:gap-8 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="bg-navy-900 flex size-11 shrink-0 items-center justify-center rounded-xl text-white">
            <ShieldCheck aria-hidden className="size-5" />
          </span>
          <h2 id="licence-title" className="text-lg font-bold">
            {t.licenceHeading}
          </h2>
        </div>
        <dl className="grid flex-1 gap-x-8 gap-y-3 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {fact.label}
              </dt>
              <dd className="text-navy-900 font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
