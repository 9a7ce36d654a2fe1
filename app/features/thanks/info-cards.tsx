import { BadgeCheck, MailSearch, MessageCircle, type LucideIcon } from 'lucide-react';
import { useLocale } from '#app/lib/use-locale.ts';
import { INFO_CARDS } from './thanks-constants.ts';
import { THANKS_TEXT } from './thanks-text.ts';

const ICONS: Record<(typeof INFO_CARDS)[number]['id'], LucideIcon> = {
  whatsapp: MessageCircle,
  spam: MailSearch,
  local: BadgeCheck,
};

/** The three things worth knowing while the quote is on its way. */
export function InfoCards() {
  const texts = THANKS_TEXT[useLocale()].infoCards;
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {INFO_CARDS.map((card) => {
        const Icon = ICONS[card.id];
        const text = texts[card.id];
        return (
          <li
            key={card.id}
            className="flex gap-4 rounded-[var(--radius-card)] border border-slate-200/80 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6 md:block"
          >
            <span className="bg-navy-50 text-navy-900 flex size-11 shrink-0 items-center justify-center rounded-xl">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold md:mt-4">{text.title}</h3>
              <p className="mt-1.5 leading-relaxed text-slate-700 md:mt-2">{text.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
