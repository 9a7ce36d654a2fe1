import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { Faq } from '#app/content/types.ts';

/**
 * Questions and answers; one open at a time, and the open one can be closed again.
 * Native <details> elements sharing a name do exactly that in the browser itself: no JavaScript
 * to ship, keyboard and screen-reader support built in, and the answers are in the HTML for
 * crawlers and for visitors without JavaScript.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly Faq[];
  headingLevel?: 2 | 3;
}) {
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.q} name={group} className="group/faq">
          <summary className="text-navy-900 hover:bg-navy-50/60 flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left [&::-webkit-details-marker]:hidden">
            <Heading className="text-[1.05rem] font-semibold">{item.q}</Heading>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open/faq:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-slate-700">{item.a}</div>
        </details>
      ))}
    </div>
  );
}
