/** The JSON-LD of the served pages parses and states the business profile of app/content/business.ts. */
import { test, expect } from './harness.ts';
import { jsonLdBlocks } from '../support/pages.ts';
import { startServer, type RunningServer } from '../../scripts/lib/server.ts';

test.describe.configure({ mode: 'serial' });

type Node = Record<string, unknown> & { '@type': string | string[] };

let server: RunningServer;
const blocks = async (path: string) =>
  jsonLdBlocks(await (await fetch(`${server.url}${path}`)).text()) as Node[];
const ofType = (nodes: Node[], type: string) => nodes.find((n) => n['@type'] === type);

test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('home page structured data', () => {
  test('describes the business with every field of the profile', async () => {
    const business = ofType(await blocks('/'), 'LocalBusiness')!;
    expect(business).toBeDefined();
    expect(business).toMatchObject({
      name: 'Bus4U',
      telephone: '+442920180123',
      email: 'hello@bus4u.example',
      priceRange: '££',
      url: 'http://localhost:3000/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'The Maltings, East Tyndall Street',
        addressLocality: 'Cardiff',
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates' },
      aggregateRating: { ratingValue: '5.0', reviewCount: 150, worstRating: 1, bestRating: 5 },
    });
    for (const field of ['alternateName', 'image', 'description', 'sameAs', 'knowsAbout']) {
      expect(business[field], field).toBeTruthy();
    }
    const hours = (business.openingHoursSpecification as Node[])[0]!;
    expect(hours.dayOfWeek).toHaveLength(7);
    expect(hours).toMatchObject({ opens: '00:00', closes: '23:59' });
    const areas = (business.areaServed as { name: string }[]).map((a) => a.name);
    expect(areas).toEqual([
      'Cardiff',
      'Caerau',
      'Ely',
      'Canton',
      'Pontypridd',
      'Newport',
      'Barry',
      'Penarth',
      'Vale of Glamorgan',
      'South Wales',
      'United Kingdom',
    ]);
    const catalogue = business.hasOfferCatalog as { itemListElement: Node[] };
    expect(catalogue.itemListElement).toHaveLength(7);
    expect(catalogue.itemListElement[0]).toMatchObject({
      priceSpecification: { minPrice: 20, maxPrice: 200, priceCurrency: 'GBP' },
    });
  });

  test('carries the eight home questions as an FAQPage', async () => {
    const faq = ofType(await blocks('/'), 'FAQPage')!;
    const questions = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(8);
    for (const q of questions) expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
  });
});

test.describe('inner pages', () => {
  for (const [path, parents] of [
    ['/what-we-offer/weddings', ['Home', 'What we offer']],
    ['/blog/minibus-hiring-guide', ['Home', 'Blog']],
    ['/fleet', ['Home']],
  ] as [string, string[]][]) {
    test(`${path} has a breadcrumb trail`, async () => {
      const crumbs = ofType(await blocks(path), 'BreadcrumbList')!;
      const items = crumbs.itemListElement as { name: string; item: string; position: number }[];
      expect(items.map((i) => i.name).slice(0, parents.length)).toEqual(parents);
      expect(items.at(-1)!.item).toBe(`http://localhost:3000${path}`);
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    });
  }

  test('marks articles up as Article with a date and author', async () => {
    const article = ofType(await blocks('/blog/bristol-airport-guide'), 'Article')!;
    expect(article.headline).toBeTruthy();
    expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.author).toMatchObject({ name: expect.any(String) });
  });

  test('gives service pages their own FAQPage', async () => {
    const faq = ofType(await blocks('/what-we-offer/school-nurseries'), 'FAQPage')!;
    expect((faq.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(3);
  });
});
