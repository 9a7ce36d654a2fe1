import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.15em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-dragon-600 text-white shadow-sm hover:bg-dragon-700',
        secondary: 'bg-navy-900 text-white shadow-sm hover:bg-navy-700',
        outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-50',
        ghost: 'text-navy-900 hover:bg-navy-50',
        /** A quieter ghost, for a secondary link under the main actions. */
        'ghost-soft': 'text-navy-700 hover:bg-navy-50',
        light: 'bg-white text-navy-900 shadow-sm hover:bg-navy-50',
        whatsapp: 'bg-whatsapp text-white shadow-sm hover:brightness-110',
        'outline-light': 'border-2 border-white/80 text-white hover:bg-white/10',
        /** Quiet actions beside a primary one (the admin's Retry, Previous, Export). */
        subtle: 'border border-slate-300 bg-white text-slate-800 shadow-xs hover:bg-slate-50',
        /** Actions that cannot be undone (erase, cancel a booking). */
        danger: 'bg-dragon-700 text-white shadow-xs hover:bg-dragon-800',
      },
      // The shape belongs to the size: round pills on the public site, squarer compact buttons
      // where the admin needs density. A minimum height, so a label that may wrap can grow.
      size: {
        sm: 'min-h-9 rounded-full px-4 text-sm',
        md: 'min-h-11 rounded-full px-5 text-[0.95rem]',
        lg: 'min-h-13 rounded-full px-7 text-base',
        icon: 'size-11 rounded-full',
        compact: 'min-h-9 rounded-md px-3 text-sm',
      },
      // One line by default. A long label (a Welsh one on a phone) may wrap instead, so the
      // button never widens its column past the screen (cn() does not merge classes, so this is
      // a variant rather than a `whitespace-normal` override).
      wrap: {
        false: 'whitespace-nowrap',
        true: 'py-2 text-left whitespace-normal',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A button. Links that look like one use `buttonVariants` on an <a> directly (no Slot: Radix's
 * Slot cost every page about 3 KB of JavaScript for a feature nothing used).
 */
export function Button({ className, variant, size, wrap, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
