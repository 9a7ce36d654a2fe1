import { describe, expect, it } from 'vitest';
import { CONFIRMATION_PAYMENT_TEXT } from './confirmation-payment-text.ts';

describe('the confirmation e-mail’s deposit terms', () => {
  it('counts the days before the pickup in each language, the Welsh mutated after 2', () => {
    const { en, cy } = CONFIRMATION_PAYMENT_TEXT;
    expect(en.depositTerms(25, '£50', 1)).toContain('the balance is due 1 day before the pickup.');
    expect(en.depositTerms(25, '£50', 2)).toContain('the balance is due 2 days before the pickup.');
    expect(cy.depositTerms(25, '£50', 2)).toContain(
      "mae'r gweddill i'w dalu 2 ddiwrnod cyn yr amser casglu.",
    );
    expect(cy.depositTerms(25, '£50', 1)).toContain(
      "mae'r gweddill i'w dalu diwrnod cyn yr amser casglu.",
    );
    expect(cy.paidWhole('£400')).toBe(
      "Rydych wedi talu'r pris llawn o £400. Nid oes dim byd ar ôl i'w dalu.",
    );
  });
});
