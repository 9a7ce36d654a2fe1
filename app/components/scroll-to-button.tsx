import { ArrowDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { SCROLL_OFFSET_PX } from '#app/lib/constants.ts';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants, type ButtonProps } from './ui/button.tsx';

/**
 * Smoothly scrolls to a section, leaving 80 px above it. A plain in-page link without
 * JavaScript; the scroll-padding in app.css gives the same offset there.
 */
export function ScrollToButton({
  targetId,
  children,
  variant = 'ghost',
  className,
}: {
  targetId: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <a
      href={`#${targetId}`}
      // A sentence rather than a command: it wraps on a narrow screen rather than run off it.
      className={cn(buttonVariants({ variant, wrap: true }), className)}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
        target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }}
    >
      {children}
      <ArrowDown aria-hidden />
    </a>
  );
}
