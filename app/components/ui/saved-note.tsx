import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A form's confirmation, placed beside its submit button: after pressing it the operator is
 * looking there, and on a phone a note at the top of a long form is a screen or two away. The
 * live region is always there (empty until saved), so screen readers announce it when it fills;
 * it is brought into view should the page have moved meanwhile.
 */
export function SavedNote({ shown, children }: { shown: boolean; children: ReactNode }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) note.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  return (
    <p
      ref={note}
      role="status"
      className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 empty:hidden"
    >
      {shown ? children : null}
    </p>
  );
}

/** The submit button of a form and its note beside it (below it on a phone). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3">{children}</div>;
}
