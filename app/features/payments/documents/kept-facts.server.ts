/**
 * A document's facts as its row keeps them (JSON: dates as ISO strings), and back. Kept in the
 * transaction that issues the number, read when the PDF is rendered afterwards.
 */
import type { DocumentFacts } from './document-facts.server.ts';

type Dated<T> = Omit<T, 'issuedAt'> & { issuedAt: string };

export type KeptFacts = Omit<DocumentFacts, 'issuedAt' | 'paidAt' | 'original' | 'invoice'> & {
  issuedAt: string;
  paidAt: string;
  original: Dated<NonNullable<DocumentFacts['original']>> | null;
  invoice: Dated<NonNullable<DocumentFacts['invoice']>> | null;
};

export function keepFacts(facts: DocumentFacts): KeptFacts {
  return {
    ...facts,
    issuedAt: facts.issuedAt.toISOString(),
    paidAt: facts.paidAt.toISOString(),
    original: facts.original
      ? { ...facts.original, issuedAt: facts.original.issuedAt.toISOString() }
      : null,
    invoice: facts.invoice
      ? { ...facts.invoice, issuedAt: facts.invoice.issuedAt.toISOString() }
      : null,
  };
}

export function factsKept(kept: KeptFacts): DocumentFacts {
  return {
    ...kept,
    issuedAt: new Date(kept.issuedAt),
    paidAt: new Date(kept.paidAt),
    original: kept.original
      ? { ...kept.original, issuedAt: new Date(kept.original.issuedAt) }
      : null,
    invoice: kept.invoice ? { ...kept.invoice, issuedAt: new Date(kept.invoice.issuedAt) } : null,
  };
}
