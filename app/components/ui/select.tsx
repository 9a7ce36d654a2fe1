import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlVariants } from './input.tsx';

/** A native select (the best keyboard, screen-reader and phone support there is), restyled. */
export function Select({
  className,
  wrapperClassName,
  size = 'md',
  ...props
}: Omit<ComponentProps<'select'>, 'size'> & {
  wrapperClassName?: string;
  size?: 'md' | 'compact';
}) {
  const compact = size === 'compact';
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(
          controlVariants({ size }),
          'cursor-pointer appearance-none',
          compact ? 'pr-8' : 'pr-11',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className={cn(
          'text-navy-700 pointer-events-none absolute top-1/2 -translate-y-1/2',
          compact ? 'right-2.5 size-4' : 'right-3.5 size-5',
        )}
      />
    </div>
  );
}
