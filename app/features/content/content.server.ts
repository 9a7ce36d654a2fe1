/**
 * Reads the Markdown copy in app/content at build time (the loaders run during prerendering), so
 * the words travel in the prerendered HTML and never in a JavaScript bundle.
 */
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { BUSINESS } from '#app/content/business.ts';
import { SERVICE_TYPES } from '#app/content/types.ts';
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

/** Facts only the operator supplies: filled from the business profile, never invented. */
function fillBusinessTokens(text: string): string {
  return text
    .replaceAll('{{companyNumber}}', BUSINESS.companyNumber ?? 'provided on request')
    .replaceAll('{{vatNumber}}', BUSINESS.vatNumber ?? 'provided on request');
}

function render(body: string): { html: string; wordCount: number } {
  const text = fillBusinessTokens(body);
  const html = markdown.parse(text, { async: false });
  // Wrap tables so they scroll on a phone instead of widening the page.
  const wrapped = html
    .replaceAll(
      '<table>',
      '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>',
    )
    .replaceAll('</table>', '</table></div>');
  const wordCount = text
    .replace(/[#*_>|`-]/g, ' ')
    .split(/\s+/)
    .filter((w) => /[a-z0-9]/i.test(w)).length;
  return { html: wrapped, wordCount };
}

function slugOf(path: string): string {
  return path.split('/').pop()!.replace(/\.md$/, '');
}

export function getPageContent(slug: string): PageContent {
  const entry = Object.entries(pageFiles).find(([path]) => slugOf(path) === slug);
  if (!entry) throw new Error(`No copy for page "${slug}" in app/content/pages`);
  const { data, content } = matter(entry[1]);
  const parsed = PageFrontMatter.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Front matter of ${slug}.md: ${z.prettifyError(parsed.error)}`);
  }
  return { slug, ...parsed.data, ...render(content) };
}

export function getBlogPosts(): BlogPost[] {
  return Object.entries(blogFiles)
    .map(([path, raw]) => {
      const slug = slugOf(path);
      const { data, content } = matter(raw);
      const parsed = BlogFrontMatter.safeParse(data);
      if (!parsed.success) {
        throw new Error(`Front matter of blog/${slug}.md: ${z.prettifyError(parsed.error)}`);
      }
      const { date, ...rest } = parsed.data;
      return { slug, ...rest, date: date.toISOString().slice(0, 10), html: render(content).html };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return getBlogPosts().find((p) => p.slug === slug);
}
