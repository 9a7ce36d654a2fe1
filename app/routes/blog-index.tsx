import { Breadcrumbs, crumbsFor } from '#app/components/breadcrumbs.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Link } from '#app/components/locale-link.tsx';
import { Picture } from '#app/components/picture.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { getBlogPosts } from '#app/features/content/content.server.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { HTML_LANG, localeFromPath, localisePath } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { breadcrumbJsonLd, webPageJsonLd } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/blog-index';
import { PAGES_TEXT } from './pages-text.ts';

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(requestPath(request));
  const text = PAGES_TEXT[locale];
  const path = localisePath('/blog', locale);
  const crumbs = crumbsFor(path, text.crumbBlog);
  return {
    posts: getBlogPosts(locale).map(({ html: _html, ...card }) => card),
    crumbs,
    jsonLd: [
      webPageJsonLd({ name: text.blogMeta.title, description: text.blogMeta.description, path }),
      breadcrumbJsonLd(crumbs),
    ],
  };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({ ...PAGES_TEXT[locale].blogMeta, path: localisePath('/blog', locale) });
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  return (
    <>
      <JsonLd data={loaderData.jsonLd} />
      <div className="container-page py-10 lg:py-16">
        <Breadcrumbs crumbs={loaderData.crumbs} />
        <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">{text.blogTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{text.blogLead}</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {loaderData.posts.map((post, i) => (
            <li
              key={post.slug}
              lang={post.lang === locale ? undefined : HTML_LANG[post.lang]}
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
                  <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time> ·{' '}
                  {text.minRead(post.readingMinutes)}
                </p>
                <h2 className="mt-2 text-2xl font-bold">
                  <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-slate-600">{post.description}</p>
                <span aria-hidden className="text-navy-700 mt-4 text-sm font-semibold">
                  {text.readArticle}
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
