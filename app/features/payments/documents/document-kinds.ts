/** What a payment document is: client-safe, so pages and texts can name the kinds. */
export const DOCUMENT_KINDS = ['receipt', 'vat-invoice', 'credit-note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
