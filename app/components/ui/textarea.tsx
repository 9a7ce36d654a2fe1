import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlVariants } from './input.tsx';

export function Textarea({
  className,
  size = 'md',
  ...props
}: Omit<ComponentProps<'textarea'>, 'size'> & { size?: 'md' | 'compact' }) {
  return (
    <textarea
      className={cn(
        controlVariants({ size: size === 'compact' ? 'compact-auto' : 'auto' }),
        size === 'compact' ? 'min-h-16' : 'min-h-32',
        'resize-y leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
