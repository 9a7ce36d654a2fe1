import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Label } from './label.tsx';

/** The ids a control points at with aria-describedby: its hint first, then its error. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }) {
  const ids = [parts.hint ? `${id}-hint` : null, parts.error ? `${id}-error` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** aria-invalid and aria-describedby for a control, from its id, hint and error. */
export function controlAria(id: string, parts: { hint?: unknown; error?: string | undefined }) {
  return {
    'aria-invalid': parts.error ? true : undefined,
    'aria-describedby': describedBy(id, parts),
  } as const;
}

export function FieldHint({ id, className, ...props }: ComponentProps<'p'> & { id: string }) {
  return (
    <p
      id={`${id}-hint`}
      className={cn('text-sm leading-snug text-slate-600', className)}
      {...props}
    />
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} className="text-dragon-700 text-sm leading-snug font-bold">
      <span className="sr-only">Error: </span>
      {children}
    </p>
  );
}

/**
 * One labelled control in the GOV.UK order: label, hint, error, control. An error marks the group
 * with a red bar on its left, so it stands out without relying on colour alone.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(fieldGroupClass(error), className)}>
      <Label htmlFor={id} required={required} optional={optional}>
        {label}
      </Label>
      {hint ? <FieldHint id={id}>{hint}</FieldHint> : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
      {children}
    </div>
  );
}

export function fieldGroupClass(error?: string) {
  return cn('grid content-start gap-1.5', error && 'border-dragon-600 border-l-4 pl-3');
}

/** A group of fields under a visible legend. */
export function Fieldset({
  legend,
  description,
  className,
  children,
  ...props
}: ComponentProps<'fieldset'> & { legend: ReactNode; description?: ReactNode }) {
  return (
    <fieldset className={cn('min-w-0', className)} {...props}>
      <legend className="text-navy-900 mb-1 text-lg font-bold tracking-tight">{legend}</legend>
      {description ? <p className="mb-4 text-sm text-slate-600">{description}</p> : null}
      <div className={cn('grid gap-5', !description && 'mt-3')}>{children}</div>
    </fieldset>
  );
}
