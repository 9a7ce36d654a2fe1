/**
 * The Welsh site is the same content model as the English one: every English Markdown page and
 * post has a `.cy.md` twin beside it, and every typed content module a `.cy.ts` twin, so a page
 * added in English without its Welsh text fails here.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '#app/content/business.ts';
import { LOCALISED_MODULES } from '#app/content/localised.ts';
import { findPublicRoute } from '#app/routes-table.ts';
import {
  getBlogPosts,
  getBlogSlugs,
  getPageContent,
  getPageSlugs,
  missingWelshCopy,
} from './content.server.ts';

const CONTENT_DIR = new URL('../../content/', import.meta.url);

/** Modules of app/content that hold no copy to translate: facts, real reviews, types, wiring. */
const NOT_COPY = ['business', 'reviews', 'review-check', 'types', 'localised'];

describe('Welsh twins of the Markdown copy', () => {
  it('has a .cy.md beside every English page and blog post', () => {
    expect(getPageSlugs().length).toBeGreaterThan(25);
    expect(getBlogSlugs().length).toBeGreaterThanOrEqual(4);
    expect(missingWelshCopy()).toEqual([]);
  });

  it.each(getPageSlugs())('%s.cy.md is Welsh copy of the same page', (slug) => {
    const en = getPageContent(slug, 'en');
    const cy = getPageContent(slug, 'cy');
    expect(cy.lang).toBe('cy');
    expect(cy.title).not.toBe(en.title);
    expect(cy.h1).not.toBe(en.h1);
    // Data, not words: the same picture and the same quote-form preset in both languages.
    expect(cy.hero.image).toBe(en.hero.image);
    expect(cy.quotePreset?.serviceType).toBe(en.quotePreset?.serviceType);
    expect(cy.faqGroups.length).toBe(en.faqGroups.length);
    // Every business-fact token is filled; links between our pages stay in Welsh.
    expect(`${cy.html}${cy.title}${cy.description}`).not.toMatch(/\{\{/);
    const englishLinks = [...cy.html.matchAll(/href="(\/[^"#?]*)/g)]
      .map((m) => m[1]!)
      .filter((path) => !path.startsWith('/cy') && findPublicRoute(path));
    expect(englishLinks).toEqual([]);
  });

  it('gives every Welsh blog post its own Welsh title', () => {
    const en = new Map(getBlogPosts('en').map((p) => [p.slug, p]));
    for (const post of getBlogPosts('cy')) {
      expect(post.lang, post.slug).toBe('cy');
      expect(post.title, post.slug).not.toBe(en.get(post.slug)?.title);
      expect(post.date, post.slug).toBe(en.get(post.slug)?.date);
      expect(post.html, post.slug).not.toMatch(/\{\{/);
    }
  });

  it('fills the business tokens in both languages', () => {
    const about = getPageContent('about', 'cy');
    // The licence is read from business.ts: the one place app/ writes it.
    expect(`${about.description}${about.html}`).toContain(BUSINESS.licence.operatorLicence);
    expect(about.html).toContain(BUSINESS.address.building);
  });
});

describe('Welsh twins of the typed content modules', () => {
  it('lists every content module with a .cy.ts twin in app/content/localised.ts', () => {
    const files = readdirSync(CONTENT_DIR);
    const modules = files
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.cy.ts'))
      .map((f) => f.slice(0, -'.ts'.length))
      .filter((name) => !NOT_COPY.includes(name));
    expect([...LOCALISED_MODULES].sort()).toEqual(modules.sort());
    for (const name of modules) expect(files, name).toContain(`${name}.cy.ts`);
  });
});
