import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/** Shared by inputs, selects and textareas: 48 px tall, a clear border, a red one when invalid. */
export const controlVariants = cva(
  'text-navy-950 block w-full rounded-lg border-2 border-slate-300 bg-white px-3.5 text-base shadow-[inset_0_1px_2px_rgb(11_37_69/0.06)] transition-colors duration-150 placeholder:text-slate-400 hover:border-slate-400 focus-visible:border-navy-700 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-amber-brand aria-invalid:border-dragon-600 disabled:cursor-not-allowed disabled:bg-slate-100',
  {
    variants: {
      size: {
        md: 'h-12',
        auto: 'py-3',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type InputProps = Omit<ComponentProps<'input'>, 'size'> &
  VariantProps<typeof controlVariants>;

export function Input({ className, size, ...props }: InputProps) {
  return <input className={cn(controlVariants({ size }), className)} {...props} />;
}
