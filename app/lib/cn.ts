import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not merge them: two classes for the same property (a component's
 * `px-4` and a caller's `px-3.5`) both reach the page, and which wins is the stylesheet's order,
 * not the caller's. So a component offers a variant or a prop for what callers change, and a
 * caller adds only classes the component does not set (or a breakpoint variant such as
 * `max-sm:px-3.5`, which applies after the base class). tailwind-merge did the merging at the
 * price of about 8 KB of gzip JavaScript on every page.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
