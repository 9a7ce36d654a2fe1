import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The site's toasts (up to 3 shown, 4 s each, 356 px wide, 14 px apart). Loaded on demand
 * by ToasterHost; call notify() from #app/lib/notify.ts rather than sonner directly.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={3}
      duration={4000}
      gap={14}
      richColors
      // A modal dialog turns off pointer events outside itself; toasts stay hoverable (pause) and
      // closable above it. Sonner's own rich text colours fall short of WCAG AA's 4.5:1 on their
      // pale backgrounds (its success green gives 4.25:1): the same hues, darker, give 5.7 or more.
      style={
        {
          pointerEvents: 'auto',
          '--success-text': 'hsl(140, 100%, 22%)',
          '--error-text': 'hsl(360, 100%, 38%)',
          '--info-text': 'hsl(210, 92%, 38%)',
        } as CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: 'font-sans! text-[0.95rem]! shadow-[var(--shadow-lift)]! rounded-xl!',
          title: 'font-semibold!',
          description: 'leading-snug!',
        },
      }}
    />
  );
}
