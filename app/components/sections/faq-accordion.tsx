import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { Faq } from '#app/content/types.ts';

/** Questions and answers; one open at a time, and the open one can be closed again (spec §4). */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly Faq[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white"
    >
      {items.map((item, i) => (
        <Accordion.Item key={item.q} value={`faq-${i}`}>
          <Accordion.Header asChild>
            <Heading className="text-base">
              <Accordion.Trigger className="group text-navy-900 hover:bg-navy-50/60 flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-[1.05rem] font-semibold">
                {item.q}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          {/* Always in the HTML (hidden while closed) so the answers are there without JavaScript. */}
          <Accordion.Content
            forceMount
            className="overflow-hidden px-5 pb-5 leading-relaxed text-slate-700 data-[state=closed]:hidden"
          >
            {item.a}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
