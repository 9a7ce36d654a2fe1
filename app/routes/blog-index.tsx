import { Link } from 'react-router';
import type { Route } from './+types/blog-index';
import { Breadcrumbs } from '#app/components/breadcrumbs.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Picture } from '#app/components/picture.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { getBlogPosts } from '#app/features/content/content.server.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { breadcrumbJsonLd } from '#app/lib/structured-data.ts';

const CRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: '/blog' },
];

export function loader() {
  return {
    posts: getBlogPosts().map(({ html: _html, ...card }) => card),
    jsonLd: breadcrumbJsonLd(CRUMBS),
  };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Minibus Travel Tips and News from Cardiff | Bus4U Blog',
    description:
      'Guides to airport runs, hiring a minibus and school trips, plus news from the Bus4U team in Cardiff and the community we are part of.',
    path: '/blog',
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <div className="container-page py-10 lg:py-16">
        <Breadcrumbs crumbs={CRUMBS} />
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">The Bus4U blog</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Practical guides for planning group travel from Cardiff, and news from our team.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {loaderData.posts.map((post, i) => (
            <li
              key={post.slug}
              className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] hover:shadow-[var(--shadow-lift)]"
            >
              <Picture
                name={post.image}
                alt={post.imageAlt}
                sizes="(min-width: 768px) 50vw, 100vw"
                priority={i === 0}
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm text-slate-600">
                  <time dateTime={post.date}>{formatLongDate(post.date)}</time> ·{' '}
                  {post.readingMinutes} min read
                </p>
                <h2 className="mt-2 text-2xl font-bold">
                  <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-slate-600">{post.description}</p>
                <span aria-hidden className="text-navy-700 mt-4 text-sm font-semibold">
                  Read the article →
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ClosingCta />
    </>
  );
}
