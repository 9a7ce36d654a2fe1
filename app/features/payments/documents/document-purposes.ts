/** What a payment document is for: client-safe, so texts can name each purpose. */
export const DOCUMENT_PURPOSES = [
  'deposit',
  'balance',
  'whole-fare',
  'part-payment',
  'refund',
] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];
