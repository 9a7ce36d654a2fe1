/**
 * Content check over every FAQ answer on the site (content pages and the home page): an answer
 * that repeats its first word ("Yes. Yes: …") reads as a slip in the page and in its FAQPage data.
 */
import { describe, expect, it } from 'vitest';
import { HOME_FAQ } from '#app/content/home-faq.ts';
import type { Faq } from '#app/content/types.ts';
import { getPageContent, getPageSlugs } from './content.server.ts';

function allFaqs(): { where: string; faq: Faq }[] {
  const found = HOME_FAQ.map((faq) => ({ where: 'home', faq }));
  for (const slug of getPageSlugs()) {
    const page = getPageContent(slug);
    for (const faq of [...page.faqs, ...page.faqGroups.flatMap((g) => g.items)]) {
      found.push({ where: slug, faq });
    }
  }
  return found;
}

/** "Yes. Yes: …", "No, no …": the first word said twice before anything else. */
function doubledFirstWord(text: string): string | null {
  const match = /^\s*([\p{L}']+)[\s.,:;!-]+([\p{L}']+)/u.exec(text);
  return match && match[1]!.toLowerCase() === match[2]!.toLowerCase() ? match[1]! : null;
}

describe('FAQ answers', () => {
  it('the check catches a doubled first word', () => {
    expect(doubledFirstWord('Yes. Yes: we hold an operator licence')).toBe('Yes');
    expect(doubledFirstWord('No, no broker is involved')).toBe('No');
    expect(doubledFirstWord('Yes. We only hire vehicles with drivers.')).toBeNull();
  });

  it('never repeat their first word', () => {
    const faqs = allFaqs();
    expect(faqs.length).toBeGreaterThan(40);
    const doubled = faqs
      .filter(({ faq }) => doubledFirstWord(faq.a))
      .map(({ where, faq }) => `${where}: ${faq.a.slice(0, 40)}`);
    expect(doubled).toEqual([]);
  });
});
