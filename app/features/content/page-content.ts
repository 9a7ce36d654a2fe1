/** The shape of a content page as the template receives it (client-safe types only). */
import type { Faq, QuotePreset } from '#app/content/types.ts';
import type { Locale } from '#app/lib/locale.ts';

export interface PageFact {
  label: string;
  value: string;
}

export interface PageContent {
  slug: string;
  /** The language the copy is in: English on a Welsh page only while its twin is missing. */
  lang: Locale;
  title: string;
  description: string;
  h1: string;
  breadcrumb: string;
  lead: string;
  hero: { image: string; alt: string };
  quotePreset?: QuotePreset;
  facts: PageFact[];
  faqs: Faq[];
  faqGroups: { title: string; items: Faq[] }[];
  /** The body, rendered from Markdown at build time. */
  html: string;
  /** Words in the body, for the content checks. */
  wordCount: number;
}

export interface BlogPost {
  slug: string;
  /** The language the copy is in: English on a Welsh page only while its twin is missing. */
  lang: Locale;
  title: string;
  description: string;
  date: string;
  author: string;
  image: string;
  imageAlt: string;
  readingMinutes: number;
  html: string;
}
