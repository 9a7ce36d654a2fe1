import type { Translations } from '#app/lib/locale.ts';
import { formatPenceShort as money } from '#app/lib/money.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { estimateLineLabel } from '#app/lib/estimate-lines-text.ts';
import type { Estimate } from '../estimate.ts';

/** "How we worked this out": each line of an estimate and the total they add up to. */
const LINES_TEXT = {
  en: {
    caption: (total: string) => `How the price of ${total} is made up`,
    total: { vat: 'Total, VAT and every charge included', noVat: 'Total, every charge included' },
  },
  cy: {
    caption: (total: string) => `Sut mae pris o ${total} wedi'i gyfrifo`,
    total: { vat: 'Cyfanswm, gan gynnwys TAW a phob tâl', noVat: 'Cyfanswm, gan gynnwys pob tâl' },
  },
} satisfies Translations<{
  caption: (total: string) => string;
  total: { vat: string; noVat: string };
}>;

/** `vatIncluded`: the business is VAT-registered; without it the total makes no VAT claim. */
export function EstimateLines({
  estimate,
  vatIncluded,
}: {
  estimate: Estimate;
  vatIncluded: boolean;
}) {
  const locale = useLocale();
  const t = LINES_TEXT[locale];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t.caption(money(estimate.total))}</caption>
      <tbody>
        {estimate.lines.map((line, i) => (
          <tr key={i} className="border-b border-slate-200 last:border-0">
            <td className="py-1 pr-3 align-top">{estimateLineLabel(line, locale)}</td>
            <td className="py-1 text-right align-top whitespace-nowrap tabular-nums">
              {money(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <th scope="row" className="pt-2 pr-3 text-left">
            {vatIncluded ? t.total.vat : t.total.noVat}
          </th>
          <td className="pt-2 text-right whitespace-nowrap tabular-nums">
            {money(estimate.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
