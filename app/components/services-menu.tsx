import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NAV_MENU_CLOSE_DELAY_MS, NAV_MENU_OPEN_DELAY_MS } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * The header's Services dropdown as a native <details>: a click, Enter or Space opens it before
 * the page has hydrated or with no JavaScript at all. Once live it also behaves like a menu bar
 * item: it opens on hover after the spec's delay and closes on leaving, Escape (focus back on
 * "Services"), a click elsewhere, focus moving away and a link being followed.
 */
export function ServicesMenu({
  triggerClass,
  label,
  children,
}: {
  triggerClass: string;
  /** "Services", in the page's language. */
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const summary = details.querySelector('summary');
    let timer = 0;
    const later = (open: boolean, ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => (details.open = open), ms);
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') later(true, NAV_MENU_OPEN_DELAY_MS);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') later(false, NAV_MENU_CLOSE_DELAY_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      summary?.focus();
    };
    const onOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!details.contains(event.relatedTarget as Node | null)) details.open = false;
    };
    const onLink = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) details.open = false;
    };
    details.addEventListener('pointerenter', onEnter);
    details.addEventListener('pointerleave', onLeave);
    details.addEventListener('keydown', onKey);
    details.addEventListener('focusout', onFocusOut);
    details.addEventListener('click', onLink);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      window.clearTimeout(timer);
      details.removeEventListener('pointerenter', onEnter);
      details.removeEventListener('pointerleave', onLeave);
      details.removeEventListener('keydown', onKey);
      details.removeEventListener('focusout', onFocusOut);
      details.removeEventListener('click', onLink);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, []);

  return (
    <details ref={ref} className="group relative">
      <summary
        className={cn(triggerClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
      >
        {label}
        <ChevronDown
          aria-hidden
          className="size-4 transition-transform duration-200 group-open:rotate-180"
        />
      </summary>
      <div className="absolute top-full left-0 z-40 mt-2 w-[36rem] rounded-[var(--radius-card)] border border-slate-200 bg-white p-3 shadow-[var(--shadow-lift)]">
        {children}
      </div>
    </details>
  );
}
