/** Money is integer pence end to end; this is the one place it becomes pounds for a reader. */
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** 12345 → '£123.45'. */
export function formatPence(pence: number): string {
  return POUNDS.format(pence / 100);
}

/** 12345 → '123.45', the value a pounds field is prefilled with. */
export function penceToPoundsInput(pence: number): string {
  return (pence / 100).toFixed(2);
}

/**
 * What an operator types in a pounds field → integer pence, or null. Accepts '450', '450.5',
 * '£1,250.00'; refuses negatives, more than two decimals and anything else. Done on the digits, not
 * with floating point, so 0.29 is 29 pence and never 28.
 */
export function poundsToPence(value: string): number | null {
  const cleaned = value.trim().replace(/^£/, '').replaceAll(',', '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * 15000 → '£150', 1250 → '£12.50': whole pounds without pence, for estimates and summaries,
 * where a round figure reads better than '£150.00'. A price a customer agrees to uses formatPence.
 */
export function formatPenceShort(pence: number): string {
  const pounds = pence / 100;
  return `£${pounds.toLocaleString('en-GB', {
    minimumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}
