import { ChevronDown } from 'lucide-react';
import { controlVariants } from '#app/components/ui/input.tsx';
import { cn } from '#app/lib/cn.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import { countryCodeOptions } from './country-codes.ts';

/**
 * The calling code beside the phone number. A native select (keyboard, screen reader and phone
 * pickers for free) sits invisibly over a compact face that shows just "+44", so the full names
 * appear in the list without crowding the narrow box.
 */
export function CountryCodeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const options = countryCodeOptions(useLocale());
  return (
    <div
      className={cn(
        controlVariants({ kind: 'box' }),
        'has-focus-visible:border-navy-700 has-focus-visible:outline-amber-brand relative items-center justify-between gap-1 font-semibold tabular-nums has-focus-visible:outline-3',
      )}
    >
      <span aria-hidden>{value}</span>
      <ChevronDown aria-hidden className="text-navy-700 size-5 shrink-0" />
      <select
        id={id}
        name="countryCode"
        autoComplete="tel-country-code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer opacity-0"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
