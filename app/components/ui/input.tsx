import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/**
 * Shared by inputs, selects and textareas: 48 px tall, a clear border, a red one when invalid.
 * The compact sizes (36 px, smaller type) are for the admin's dense forms and filter bars.
 * `kind` holds what callers used to override (cn joins, it does not merge): a full-width text
 * control, a short centred count, or a box that lays out its own content (the country code).
 */
export const controlVariants = cva(
  'text-navy-950 border-slate-300 bg-white shadow-[inset_0_1px_2px_rgb(11_37_69/0.06)] transition-colors duration-150 placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-navy-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-amber-brand aria-invalid:border-dragon-600 disabled:cursor-not-allowed disabled:bg-slate-100',
  {
    variants: {
      size: {
        md: 'h-12 rounded-lg border-2 px-3.5',
        auto: 'rounded-lg border-2 px-3.5 py-3',
        compact: 'h-9 rounded-md border px-2.5 text-sm',
        'compact-auto': 'rounded-md border px-2.5 py-1.5 text-sm',
      },
      kind: {
        text: 'block w-full',
        count: 'block w-20 text-center text-lg font-semibold tabular-nums',
        box: 'flex w-full',
      },
    },
    // The type size is set once per control: compact sizes carry their own, a count its own.
    compoundVariants: [{ size: ['md', 'auto'], kind: ['text', 'box'], class: 'text-base' }],
    defaultVariants: { size: 'md', kind: 'text' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof controlVariants>;

export function Input({ className, size, kind, ...props }: InputProps) {
  return <input className={cn(controlVariants({ size, kind }), className)} {...props} />;
}
