import { HOME_CONTENT } from '#app/content/localised.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SECTIONS_TEXT } from './sections-text.ts';
import { ContentIcon } from '../icon.tsx';
import { SwipeRow } from '../swipe-row.tsx';

/** "Client logos" of the spec: the kinds of client we carry, as we name no companies. */
export function ClientSectors() {
  const locale = useLocale();
  const text = SECTIONS_TEXT[locale];
  const { CLIENT_SECTORS } = HOME_CONTENT[locale];
  return (
    <section
      aria-labelledby="clients-title"
      className="border-y border-slate-100 bg-slate-50/60 py-8 sm:py-10"
    >
      <div className="container-page">
        <h2
          id="clients-title"
          className="text-center text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          {text.clientsTitle}
        </h2>
        {/* One scrolling row on a phone rather than four rows of two. */}
        <div className="mt-6">
          <SwipeRow label={text.clientsLabel} className="gap-3 sm:grid-cols-4 lg:grid-cols-8">
            {CLIENT_SECTORS.map((s) => (
              <li
                key={s.name}
                className="text-navy-800 flex w-28 shrink-0 snap-start flex-col items-center gap-2 rounded-xl px-2 py-3 text-center text-sm font-semibold sm:w-auto"
              >
                <ContentIcon name={s.icon} className="text-navy-600 size-7" />
                {s.name}
              </li>
            ))}
          </SwipeRow>
        </div>
      </div>
    </section>
  );
}
