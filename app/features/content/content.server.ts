/**
 * Reads the Markdown copy in app/content at build time (the loaders run during prerendering), so
 * the words travel in the prerendered HTML and never in a JavaScript bundle.
 *
 * One content model for both languages: the Welsh copy of `<slug>.md` is `<slug>.cy.md` beside
 * it, with the same front matter keys. content-translations.test.ts fails while a twin is
 * missing; until then the Welsh page shows the English copy marked `lang="en"`.
 */
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { SERVICE_TYPES } from '#app/content/types.ts';
import { QUOTE_PAGE_PATH } from '#app/lib/quote-facts.ts';
import { localeFromPath, localisePath, type Locale, type Translations } from '#app/lib/locale.ts';
import { findPublicRoute } from '#app/routes-table.ts';
import { fillContentTokens, fillContentTokensDeep } from './content-tokens.ts';
import type { BlogPost, PageContent } from './page-content.ts';

const pageFiles = import.meta.glob<string>('../../content/pages/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const blogFiles = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const FaqSchema = z.object({ q: z.string().min(1), a: z.string().min(1) });

const PageFrontMatter = z.object({
  title: z.string().min(10),
  description: z.string().min(50),
  h1: z.string().min(3),
  breadcrumb: z.string().min(2),
  lead: z.string().min(10),
  hero: z.object({ image: z.string().min(1), alt: z.string().min(5) }),
  quotePreset: z
    .object({
      serviceType: z.enum(SERVICE_TYPES).optional(),
      destination: z.string().optional(),
      pickupLocation: z.string().optional(),
    })
    .optional(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
  faqs: z.array(FaqSchema).default([]),
  faqGroups: z.array(z.object({ title: z.string(), items: z.array(FaqSchema) })).default([]),
});

const BlogFrontMatter = z.object({
  title: z.string().min(10),
  description: z.string().min(50),
  date: z.coerce.date(),
  author: z.string().min(2),
  image: z.string().min(1),
  imageAlt: z.string().min(5),
  readingMinutes: z.coerce.number().int().positive(),
});

const markdown = new Marked({ gfm: true });

/** The name a screen reader gives the scrolling box around a table. */
const TABLE_LABEL: Translations<string> = { en: 'Table', cy: 'Tabl' };

/**
 * Links between our own pages stay in the page's language: on a Welsh page a link written as
 * `/about` leads to `/cy/about` (translators may write either).
 */
function localiseLinks(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(/href="(\/[^"#?]*)([^"]*)"/g, (whole, path: string, rest: string) => {
    const ours = findPublicRoute(path) || path === QUOTE_PAGE_PATH;
    if (!ours || localeFromPath(path) === locale) return whole;
    return `href="${localisePath(path, locale)}${rest}"`;
  });
}

/** The body as HTML: tokens filled in the copy's language, links in the page's. */
function render(
  body: string,
  where: string,
  lang: Locale,
  pageLocale: Locale,
): { html: string; wordCount: number } {
  const text = fillContentTokens(body, where, lang);
  const html = localiseLinks(markdown.parse(text, { async: false }), pageLocale);
  // Wrap tables so they scroll on a phone instead of widening the page.
  const wrapped = html
    .replaceAll(
      '<table>',
      `<div class="table-scroll" role="region" aria-label="${TABLE_LABEL[pageLocale]}" tabindex="0"><table>`,
    )
    .replaceAll('</table>', '</table></div>');
  const wordCount = text
    .replace(/[#*_>|`-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/i.test(w)).length;
  return { html: wrapped, wordCount };
}

/** `…/about.md` → `{ slug: 'about', locale: 'en' }`; `…/about.cy.md` → the Welsh copy of it. */
function fileOf(path: string): { slug: string; locale: Locale } {
  const name = path.split('/').pop()!;
  return name.endsWith('.cy.md')
    ? { slug: name.slice(0, -'.cy.md'.length), locale: 'cy' }
    : { slug: name.slice(0, -'.md'.length), locale: 'en' };
}

/** The files of one folder by slug, one raw text per language present. */
function bySlug(files: Record<string, string>): Map<string, Partial<Translations<string>>> {
  const slugs = new Map<string, Partial<Translations<string>>>();
  for (const [path, raw] of Object.entries(files)) {
    const { slug, locale } = fileOf(path);
    slugs.set(slug, { ...slugs.get(slug), [locale]: raw });
  }
  return slugs;
}

const pages = bySlug(pageFiles);
const posts = bySlug(blogFiles);

/** The raw copy in a language, or the English while the translation is missing. */
function pick(
  texts: Partial<Translations<string>>,
  locale: Locale,
): { raw: string; lang: Locale } | undefined {
  const raw = texts[locale];
  if (raw !== undefined) return { raw, lang: locale };
  return texts.en === undefined ? undefined : { raw: texts.en, lang: 'en' };
}

/** Every page of copy in app/content/pages, by slug (the English sources). */
export function getPageSlugs(): string[] {
  return [...pages].filter(([, texts]) => texts.en !== undefined).map(([slug]) => slug);
}

/** Every blog post in app/content/blog, by slug (the English sources). */
export function getBlogSlugs(): string[] {
  return [...posts].filter(([, texts]) => texts.en !== undefined).map(([slug]) => slug);
}

/** Slugs of English pages and posts with no Welsh twin yet (`pages/x` or `blog/x`). */
export function missingWelshCopy(): string[] {
  const missing = (folder: string, files: Map<string, Partial<Translations<string>>>) =>
    [...files]
      .filter(([, t]) => t.en !== undefined && t.cy === undefined)
      .map(([s]) => `${folder}/${s}`);
  return [...missing('pages', pages), ...missing('blog', posts)];
}

export function getPageContent(slug: string, locale: Locale = 'en'): PageContent {
  const texts = pages.get(slug);
  const picked = texts && pick(texts, locale);
  if (!picked) throw new Error(`No copy for page "${slug}" in app/content/pages`);
  const file = `${slug}${picked.lang === 'cy' ? '.cy' : ''}.md`;
  const { data, content } = matter(picked.raw);
  const where = `app/content/pages/${file}`;
  const parsed = PageFrontMatter.safeParse(fillContentTokensDeep(data, where, picked.lang));
  if (!parsed.success) {
    throw new Error(`Front matter of ${file}: ${z.prettifyError(parsed.error)}`);
  }
  return {
    slug,
    lang: picked.lang,
    ...parsed.data,
    ...render(content, where, picked.lang, locale),
  };
}

export function getBlogPosts(locale: Locale = 'en'): BlogPost[] {
  return [...posts]
    .flatMap(([slug, texts]) => {
      const picked = texts.en === undefined ? undefined : pick(texts, locale);
      if (!picked) return [];
      const { data, content } = matter(picked.raw);
      const file = `blog/${slug}${picked.lang === 'cy' ? '.cy' : ''}.md`;
      const where = `app/content/${file}`;
      const parsed = BlogFrontMatter.safeParse(fillContentTokensDeep(data, where, picked.lang));
      if (!parsed.success) {
        throw new Error(`Front matter of ${file}: ${z.prettifyError(parsed.error)}`);
      }
      const { date, ...rest } = parsed.data;
      return [
        {
          slug,
          lang: picked.lang,
          ...rest,
          date: date.toISOString().slice(0, 10),
          html: render(content, where, picked.lang, locale).html,
        },
      ];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function getBlogPost(slug: string, locale: Locale = 'en'): BlogPost | undefined {
  return getBlogPosts(locale).find((p) => p.slug === slug);
}
