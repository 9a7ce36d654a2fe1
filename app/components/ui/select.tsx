import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlVariants } from './input.tsx';

/** A native select (the best keyboard, screen-reader and phone support there is), restyled. */
export function Select({
  className,
  wrapperClassName,
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(controlVariants(), 'cursor-pointer appearance-none pr-11', className)}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="text-navy-700 pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2"
      />
    </div>
  );
}
