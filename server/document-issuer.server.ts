/**
 * Who issues payment documents, from the configuration: VAT_NUMBER, BUSINESS_LEGAL_NAME,
 * BUSINESS_ADDRESS and COMPANY_NUMBER, with the site's own name and address when the name or
 * address is unset.
 */
import { BUSINESS, BUSINESS_ADDRESS_LINES } from '#app/content/business.ts';
import type { DocumentIssuer } from '#app/features/payments/documents/documents-store.server.ts';
import type { Env } from '#server/platform/env.server.ts';

export function documentIssuerFrom(
  env: Pick<Env, 'VAT_NUMBER' | 'BUSINESS_LEGAL_NAME' | 'BUSINESS_ADDRESS' | 'COMPANY_NUMBER'>,
): DocumentIssuer {
  const address = env.BUSINESS_ADDRESS ?? BUSINESS_ADDRESS_LINES.en;
  return {
    vatNumber: env.VAT_NUMBER,
    name: env.BUSINESS_LEGAL_NAME ?? BUSINESS.legalName,
    addressLines: address
      .split(',')
      .map((line) => line.trim())
      .filter(Boolean),
    companyNumber: env.COMPANY_NUMBER ?? BUSINESS.companyNumber ?? undefined,
  };
}
