import { describe, expect, it } from 'vitest';
import {
  BUSINESS,
  BUSINESS_ADDRESS_LINES,
  BUSINESS_ADDRESS_ONE_LINE,
} from '#app/content/business.ts';
import { CONTENT_TOKENS, fillContentTokens, fillContentTokensDeep } from './content-tokens.ts';

describe('content tokens', () => {
  it('fills each business fact from business.ts', () => {
    expect(
      fillContentTokens(
        'Licence {{operatorLicence}}. Call {{phone}}, write to {{email}}, visit {{address}}.',
        'test.md',
      ),
    ).toBe(
      // The values themselves live only in business.ts (business-facts-once.test.ts).
      `Licence ${BUSINESS.licence.operatorLicence}. Call ${BUSINESS.phone.display}, write to ${BUSINESS.email}, visit ${BUSINESS_ADDRESS_ONE_LINE}.`,
    );
    expect(BUSINESS_ADDRESS_ONE_LINE).toBe(
      `${BUSINESS.address.building}, ${BUSINESS.address.street}, ${BUSINESS.address.city} ${BUSINESS.address.postcode}`,
    );
  });

  it('gives the address with the Welsh name of the city on Welsh pages, the English one unchanged', () => {
    expect(fillContentTokens('{{address}}', 'test.md', 'en')).toBe(BUSINESS_ADDRESS_ONE_LINE);
    expect(BUSINESS.address.city).toBe('Cardiff');
    expect(BUSINESS_ADDRESS_LINES.en).toMatch(/, Cardiff /);
    const welsh = fillContentTokens('{{address}}', 'test.cy.md', 'cy');
    expect(welsh).toBe(BUSINESS_ADDRESS_LINES.cy);
    expect(welsh).toBe(BUSINESS_ADDRESS_ONE_LINE.replace(', Cardiff ', ', Caerdydd '));
  });

  it('says "provided on request" for the numbers the operator has not given yet', () => {
    expect(CONTENT_TOKENS.companyNumber).toBe('provided on request');
    expect(fillContentTokens('VAT number: {{ vatNumber }}.', 'test.md')).toBe(
      'VAT number: provided on request.',
    );
  });

  it('fails loudly on a token it does not know, naming the file', () => {
    expect(() => fillContentTokens('Call {{telephone}} today', 'pages/contact-us.md')).toThrow(
      'Unknown token {{telephone}} in pages/contact-us.md. Known tokens: {{operatorLicence}}, {{phone}}, {{email}}, {{address}}, {{building}}, {{street}}, {{companyNumber}}, {{vatNumber}}.',
    );
    expect(() => fillContentTokens('{{}}', 'x.md')).toThrow('Unknown token {{}}');
  });

  it('fills every string of front matter and leaves other values alone', () => {
    const date = new Date('2025-01-01');
    expect(
      fillContentTokensDeep(
        {
          description: 'Licensed operator {{operatorLicence}}.',
          hero: { alt: 'The office at {{address}}' },
          faqs: [{ q: 'Licensed?', a: 'Yes: {{operatorLicence}}.' }],
          readingMinutes: 4,
          date,
        },
        'about.md',
      ),
    ).toEqual({
      description: `Licensed operator ${BUSINESS.licence.operatorLicence}.`,
      hero: { alt: `The office at ${BUSINESS_ADDRESS_ONE_LINE}` },
      faqs: [{ q: 'Licensed?', a: `Yes: ${BUSINESS.licence.operatorLicence}.` }],
      readingMinutes: 4,
      date,
    });
  });
});
