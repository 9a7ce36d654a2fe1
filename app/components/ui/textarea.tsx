import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import { controlVariants } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        controlVariants({ size: 'auto' }),
        'min-h-32 resize-y leading-relaxed',
        className,
      )}
      {...props}
    />
  );
}
