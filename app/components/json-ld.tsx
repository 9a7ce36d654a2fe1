import type { JsonLdObject } from '#app/lib/structured-data.ts';

/** Structured data as a JSON-LD block; `<` is escaped so no value can close the script early. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
