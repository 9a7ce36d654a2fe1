import { Bell, CalendarPlus, Clock, MapPin, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { SERVICE_TYPE_LABELS } from '#app/features/quote/quote-constants.ts';
import { notify } from '#app/lib/notify.ts';
import { journeyDateLabel, type SavedEnquiry } from './saved-enquiry.ts';
import {
  CALENDAR_BUTTON_LABEL,
  CALENDAR_HEADING,
  CALENDAR_MIME_TYPE,
  CALENDAR_NOTE,
  TOAST_CALENDAR_FAILED_TEXT,
  TOAST_CALENDAR_FAILED_TITLE,
  TOAST_CALENDAR_MISSING_TEXT,
  TOAST_CALENDAR_MISSING_TITLE,
  TOAST_CALENDAR_SUCCESS_TEXT,
  TOAST_CALENDAR_SUCCESS_TITLE,
} from './thanks-constants.ts';

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

async function downloadCalendarEvent(enquiry: SavedEnquiry): Promise<void> {
  try {
    // The builder and `ics` load on this click only, never with the page.
    const { buildCalendarFile } = await import('./calendar.ts');
    const result = buildCalendarFile(enquiry);
    if (!result.ok && result.reason === 'missing-details') {
      void notify({
        title: TOAST_CALENDAR_MISSING_TITLE,
        description: TOAST_CALENDAR_MISSING_TEXT,
        variant: 'error',
      });
      return;
    }
    if (!result.ok) throw result.error ?? new Error('The calendar file could not be made');
    saveFile(result.fileName, result.content);
    void notify({
      title: TOAST_CALENDAR_SUCCESS_TITLE,
      description: TOAST_CALENDAR_SUCCESS_TEXT,
      variant: 'success',
    });
  } catch (error) {
    console.warn('Could not create the calendar file', error);
    void notify({
      title: TOAST_CALENDAR_FAILED_TITLE,
      description: TOAST_CALENDAR_FAILED_TEXT,
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

/** The journey as we received it, with the calendar download (spec §2, §4). */
export function CalendarSection({ enquiry }: { enquiry: SavedEnquiry }) {
  const [busy, setBusy] = useState(false);
  const date = journeyDateLabel(enquiry.pickupDate) ?? enquiry.pickupDate;
  const iconClass = 'size-5';
  return (
    <section
      aria-labelledby="journey-title"
      data-calendar-section
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-7"
    >
      <p className="eyebrow">
        {enquiry.journeyType ? SERVICE_TYPE_LABELS[enquiry.journeyType] : 'Quote request'}
      </p>
      <h2 id="journey-title" className="mt-1 text-xl font-bold">
        {CALENDAR_HEADING}
      </h2>
      <dl className="mt-4 space-y-3 text-[0.95rem]">
        {enquiry.pickupLocation || enquiry.destination ? (
          <Detail icon={<MapPin aria-hidden className={iconClass} />} label="Route">
            <span className="text-navy-900 font-semibold">
              {enquiry.pickupLocation ?? 'Pickup'}
            </span>
            {enquiry.destination ? (
              <>
                {' '}
                to <span className="text-navy-900 font-semibold">{enquiry.destination}</span>
              </>
            ) : null}
          </Detail>
        ) : null}
        <Detail icon={<Clock aria-hidden className={iconClass} />} label="Pickup">
          {date} at {enquiry.pickupTime}
        </Detail>
        {enquiry.passengers ? (
          <Detail icon={<Users aria-hidden className={iconClass} />} label="Passengers">
            {enquiry.passengers} {enquiry.passengers === 1 ? 'passenger' : 'passengers'}
          </Detail>
        ) : null}
      </dl>
      <Button
        type="button"
        className="mt-6 w-full"
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          void downloadCalendarEvent(enquiry).finally(() => setBusy(false));
        }}
        data-calendar-button
      >
        <CalendarPlus aria-hidden /> {CALENDAR_BUTTON_LABEL}
      </Button>
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
        <Bell aria-hidden className="mt-0.5 size-4 shrink-0" />
        {CALENDAR_NOTE}
      </p>
    </section>
  );
}
