import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/** A visible form label; `required` adds the asterisk people expect, `optional` says so in words. */
export function Label({
  className,
  children,
  required,
  optional,
  ...props
}: ComponentProps<'label'> & { required?: boolean; optional?: boolean }) {
  return (
    <label
      className={cn('text-navy-900 block text-[0.95rem] leading-6 font-semibold', className)}
      {...props}
    >
      {children}
      {/* The input carries `required` for assistive tech; the star is for the eye only. */}
      {required ? (
        <span aria-hidden className="text-dragon-700">
          {' *'}
        </span>
      ) : null}
      {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
    </label>
  );
}
