/** Small readers of served HTML, for tests that check pages without a browser. */

export function extractAll(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1] ?? '');
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

export function metaContent(
  html: string,
  attr: 'name' | 'property',
  key: string,
): string | undefined {
  const re = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*content="([^"]*)"`, 'i');
  return re.exec(html)?.[1];
}

export function canonicalOf(html: string): string | undefined {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1];
}

export function jsonLdBlocks(html: string): unknown[] {
  return extractAll(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).flatMap(
    (block) => {
      const parsed = JSON.parse(block) as unknown;
      return Array.isArray(parsed) ? parsed : [parsed];
    },
  );
}

/** The visible words of <main>, tags and scripts removed. */
export function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
