/**
 * Keeps what the visitor typed in memory (this module, this page session only: nothing personal is
 * written to storage) until a request succeeds, so closing the dialog or a failed send never makes
 * anybody type it all again. Each opening still starts a new session with a new idempotency key.
 */
import { useCallback, useEffectEvent, useLayoutEffect, useState } from 'react';
import type { QuotePreset } from '#app/content/types.ts';
import { startingValues, type QuoteFormValues } from './quote-form-values.ts';
import { readTypedBeforeHydration } from './typed-before-hydration.ts';

interface Draft {
  values: QuoteFormValues;
  /** The preset of the opening the draft comes from, to tell preset values from typed ones. */
  preset: QuotePreset;
}

let draft: Draft | null = null;

export function clearQuoteDraft(): void {
  draft = null;
}

/** The form's values for one opening, saved to the draft on every change. */
export function useQuoteDraft(preset: QuotePreset, posted?: QuoteFormValues) {
  // What the server sends back after a refused plain post is exactly what was typed: it wins.
  const [values, setValues] = useState(() => posted ?? startingValues(preset, draft));
  const update = useCallback(
    (change: (previous: QuoteFormValues) => QuoteFormValues) => {
      setValues((previous) => {
        const next = change(previous);
        draft = { values: next, preset };
        return next;
      });
    },
    [preset],
  );
  // Anything typed into the server's form before hydration wins over both (read in the hydrating
  // render, adopted before the first paint so the fields never show the defaults in between).
  const [typedBeforeHydration] = useState(readTypedBeforeHydration);
  const adoptTypedBeforeHydration = useEffectEvent(() => {
    if (typedBeforeHydration) update(() => typedBeforeHydration);
  });
  // Once, after the hydrating commit: the render itself must match the server's HTML.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => adoptTypedBeforeHydration(), []);
  return [values, update] as const;
}
