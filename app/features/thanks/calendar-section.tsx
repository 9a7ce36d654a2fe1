import { Bell, CalendarPlus, Clock, MapPin, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { Locale } from '#app/lib/locale.ts';
import { notify } from '#app/lib/notify.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { SERVICE_TYPE_TEXT } from '#app/lib/service-types.ts';
import { journeyDateLabel, type SavedEnquiry } from './saved-enquiry.ts';
import { CALENDAR_MIME_TYPE } from './thanks-constants.ts';
import { THANKS_TEXT } from './thanks-text.ts';

/** Hands the file to the browser's download manager; the object URL is freed once it has it. */
function saveFile(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: CALENDAR_MIME_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

async function downloadCalendarEvent(enquiry: SavedEnquiry, locale: Locale): Promise<void> {
  const t = THANKS_TEXT[locale];
  try {
    // The builder and `ics` load on this click only, never with the page.
    const { buildCalendarFile } = await import('./calendar.ts');
    const result = buildCalendarFile(enquiry, new Date(), locale);
    if (!result.ok && result.reason === 'missing-details') {
      void notify({
        title: t.toastCalendarMissingTitle,
        description: t.toastCalendarMissingText,
        variant: 'error',
      });
      return;
    }
    if (!result.ok) throw result.error ?? new Error('The calendar file could not be made');
    saveFile(result.fileName, result.content);
    void notify({
      title: t.toastCalendarSuccessTitle,
      description: t.toastCalendarSuccessText,
      variant: 'success',
    });
  } catch (error) {
    console.warn('Could not create the calendar file', error);
    void notify({
      title: t.toastCalendarFailedTitle,
      description: t.toastCalendarFailedText,
      variant: 'error',
    });
  }
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt className="text-navy-600 mt-0.5 shrink-0">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/** One way of the journey: where from and to, and when; `label` names it on a return. */
function Leg({
  label,
  from,
  to,
  when,
}: {
  label: string | null;
  from: string | undefined;
  to: string | undefined;
  when: string;
}) {
  const iconClass = 'size-5';
  const t = THANKS_TEXT[useLocale()];
  return (
    <div data-journey-leg={label ?? 'single'}>
      {label ? <p className="text-navy-900 mb-2 text-sm font-bold">{label}</p> : null}
      <dl className="space-y-3">
        {from || to ? (
          <Detail icon={<MapPin aria-hidden className={iconClass} />} label={t.route}>
            <span className="text-navy-900 font-semibold">{from ?? t.pickupFallback}</span>
            {to ? (
              <>
                {' '}
                {t.to} <span className="text-navy-900 font-semibold">{to}</span>
              </>
            ) : null}
          </Detail>
        ) : null}
        <Detail icon={<Clock aria-hidden className={iconClass} />} label={t.pickupLabel}>
          {when}
        </Detail>
      </dl>
    </div>
  );
}

/** The journey as we received it, with the calendar download. */
export function CalendarSection({
  enquiry,
  quiet = false,
}: {
  enquiry: SavedEnquiry;
  /** An outline button, when something else on the page (an offer's "Book now") comes first. */
  quiet?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const locale = useLocale();
  const t = THANKS_TEXT[locale];
  const date = journeyDateLabel(enquiry.pickupDate, locale) ?? enquiry.pickupDate ?? '';
  const iconClass = 'size-5';
  return (
    <section
      aria-labelledby="journey-title"
      data-calendar-section
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-7"
    >
      <p className="eyebrow">
        {enquiry.journeyType ? SERVICE_TYPE_TEXT[locale][enquiry.journeyType] : t.quoteRequest}
      </p>
      <h2 id="journey-title" className="mt-1 text-xl font-bold">
        {t.calendarHeading}
      </h2>
      <div className="mt-4 space-y-4 text-[0.95rem]">
        <Leg
          label={enquiry.returnDate ? t.outbound : null}
          from={enquiry.pickupLocation}
          to={enquiry.destination}
          when={t.at(date, enquiry.pickupTime ?? '')}
        />
        {enquiry.returnDate ? (
          <Leg
            label={t.return}
            from={enquiry.destination}
            to={enquiry.pickupLocation}
            when={(() => {
              const returnDate = journeyDateLabel(enquiry.returnDate, locale) ?? enquiry.returnDate;
              return enquiry.returnTime ? t.at(returnDate, enquiry.returnTime) : returnDate;
            })()}
          />
        ) : null}
        {enquiry.passengers ? (
          <dl>
            <Detail icon={<Users aria-hidden className={iconClass} />} label={t.passengersLabel}>
              {t.passengers(enquiry.passengers)}
            </Detail>
          </dl>
        ) : null}
      </div>
      <Button
        type="button"
        variant={quiet ? 'outline' : 'primary'}
        className="mt-6 w-full"
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          void downloadCalendarEvent(enquiry, locale).finally(() => setBusy(false));
        }}
        data-calendar-button
      >
        <CalendarPlus aria-hidden /> {t.calendarButton}
      </Button>
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <Bell aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t.calendarNote}
      </p>
    </section>
  );
}
