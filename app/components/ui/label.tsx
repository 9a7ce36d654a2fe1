import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';
import type { Translations } from '#app/lib/locale.ts';
import { useLocale } from '#app/lib/use-locale.ts';

/** The word after an optional field's label, in the page's language. */
export const OPTIONAL_TEXT = { en: '(optional)', cy: '(dewisol)' } satisfies Translations<string>;

/** The label's type for each control size (see controlVariants in input.tsx). */
export const LABEL_SIZE = {
  md: 'text-navy-900 text-[0.95rem] leading-6',
  compact: 'text-xs leading-5 text-slate-700',
} as const;

/** A label's classes, for the elements that label a group instead (a fieldset's legend). */
export function labelClass(size: keyof typeof LABEL_SIZE = 'md', className?: string) {
  return cn('block font-semibold', LABEL_SIZE[size], className);
}

/** A second, smaller label inside a field (the passengers' "Or pick a group size"). */
const QUIET_LABEL = 'block text-sm font-medium text-slate-700';

/** A visible form label; `required` adds the asterisk people expect, `optional` says so in words. */
export function Label({
  className,
  children,
  required,
  optional,
  size = 'md',
  tone = 'field',
  ...props
}: ComponentProps<'label'> & {
  required?: boolean;
  optional?: boolean;
  size?: keyof typeof LABEL_SIZE;
  tone?: 'field' | 'quiet';
}) {
  const locale = useLocale();
  return (
    <label
      className={tone === 'quiet' ? cn(QUIET_LABEL, className) : labelClass(size, className)}
      {...props}
    >
      {children}
      {/* The input carries `required` for assistive tech; the star is for the eye only. */}
      {required ? (
        <span aria-hidden className="text-dragon-700">
          {' *'}
        </span>
      ) : null}
      {optional ? (
        <span className="font-normal text-slate-600"> {OPTIONAL_TEXT[locale]}</span>
      ) : null}
    </label>
  );
}
