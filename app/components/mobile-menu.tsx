import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { buttonVariants } from './ui/button.tsx';

const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet.tsx').then((m) => ({ default: m.MobileMenuSheet })),
);

/**
 * The menu button for screens under 768 px. The slide-out sheet's code loads when it is first
 * opened (or hovered), so phones do not download a dialog they may never use.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void import('./mobile-menu-sheet.tsx');
  return (
    <>
      <button
        type="button"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden className="!size-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
