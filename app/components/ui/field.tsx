import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import type { Translations } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';
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

export type FieldSize = 'md' | 'compact';

export function FieldHint({
  id,
  className,
  size = 'md',
  ...props
}: ComponentProps<'p'> & { id: string; size?: FieldSize }) {
  return (
    <p
      id={`${id}-hint`}
      className={cn(
        'leading-snug text-slate-600',
        size === 'compact' ? 'text-xs' : 'text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Read before each error by screen readers, in the page's language. */
export const ERROR_PREFIX_TEXT = { en: 'Error: ', cy: 'Gwall: ' } satisfies Translations<string>;

export function FieldError({
  id,
  size = 'md',
  children,
}: {
  id: string;
  size?: FieldSize;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <p
      id={`${id}-error`}
      className={cn(
        'text-dragon-700 leading-snug',
        size === 'compact' ? 'text-xs font-semibold' : 'text-sm font-bold',
      )}
    >
      <span className="sr-only">{ERROR_PREFIX_TEXT[locale]}</span>
      {children}
    </p>
  );
}

/** What a control takes from its Field: its id, and aria wiring to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One labelled control in the GOV.UK order: label, hint, error, control. An error marks the group
 * with a red bar on its left, so it stands out without relying on colour alone.
 *
 * Give the control as a function and the Field wires it: `{(control) => <Input {...control} />}`
 * receives the id, aria-invalid and aria-describedby (hint first, then error). `size="compact"`
 * is the admin's denser type, to go with the controls' compact size.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  optional,
  size = 'md',
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  optional?: boolean;
  size?: FieldSize;
  className?: string;
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}) {
  const control =
    typeof children === 'function'
      ? children({ id, ...controlAria(id, { hint, error }) })
      : children;
  return (
    <div className={cn(fieldGroupClass(error, size), className)}>
      <Label htmlFor={id} required={required} optional={optional} size={size}>
        {label}
      </Label>
      {hint ? (
        <FieldHint id={id} size={size}>
          {hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={id} size={size}>
          {error}
        </FieldError>
      ) : null}
      {control}
    </div>
  );
}

export function fieldGroupClass(error?: string, size: FieldSize = 'md') {
  return size === 'compact'
    ? cn('grid content-start gap-1', error && 'border-dragon-600 border-l-4 pl-2')
    : cn('grid content-start gap-1.5', error && 'border-dragon-600 border-l-4 pl-3');
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
