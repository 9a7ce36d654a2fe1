import { redirect } from 'react-router';
import { Breadcrumbs, crumbsFor } from '#app/components/breadcrumbs.tsx';
import { JsonLd } from '#app/components/json-ld.tsx';
import { Link } from '#app/components/locale-link.tsx';
import { Picture, imageLargestUrl } from '#app/components/picture.tsx';
import { ClosingCta } from '#app/components/sections/closing-cta.tsx';
import { getBlogPost } from '#app/features/content/content.server.ts';
import { unknownPathTarget } from '#app/routes-table.ts';
import { formatLongDate } from '#app/lib/dates.ts';
import { HTML_LANG, localeFromPath } from '#app/lib/locale.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { requestPath } from '#app/lib/site.ts';
import { articleJsonLd, breadcrumbJsonLd } from '#app/lib/structured-data.ts';
import { useLocale } from '#app/lib/use-locale.ts';
import type { Route } from './+types/blog-post';
import { PAGES_TEXT } from './pages-text.ts';

export function loader({ request }: Route.LoaderArgs) {
  const path = requestPath(request);
  const slug = path.split('/').pop() ?? '';
  const post = getBlogPost(slug, localeFromPath(path));
  if (!post) throw redirect(unknownPathTarget(path));
  const crumbs = crumbsFor(path, post.title);
  const jsonLd = [
    breadcrumbJsonLd(crumbs),
    articleJsonLd({ ...post, path, image: imageLargestUrl(post.image) }),
  ];
  return { path, post, crumbs, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.post.title} | Bus4U`,
        description: loaderData.post.description,
        path: loaderData.path,
        image: imageLargestUrl(loaderData.post.image),
        type: 'article',
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, crumbs, jsonLd } = loaderData;
  const locale = useLocale();
  const text = PAGES_TEXT[locale];
  return (
    <>
      <JsonLd data={jsonLd} />
      <article
        lang={post.lang === locale ? undefined : HTML_LANG[post.lang]}
        className="container-page max-w-3xl py-10 lg:py-16"
      >
        <Breadcrumbs crumbs={crumbs} />
        <header className="mt-6">
          <p className="text-sm text-slate-600">
            <time dateTime={post.date}>{formatLongDate(post.date, locale)}</time> ·{' '}
            {text.minRead(post.readingMinutes)} · {post.author}
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-extrabold sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-xl leading-relaxed text-slate-600">{post.description}</p>
        </header>
        <Picture
          name={post.image}
          alt={post.imageAlt}
          sizes="(min-width: 768px) 48rem, 100vw"
          priority
          className="mt-8 rounded-[var(--radius-card)] shadow-[var(--shadow-card)]"
        />
        <div
          className="prose prose-lg prose-slate prose-headings:text-navy-900 prose-a:text-navy-700 mt-10 max-w-none"
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        <p className="mt-12">
          <Link to="/blog" className="text-navy-700 font-semibold underline underline-offset-4">
            {text.allArticles}
          </Link>
        </p>
      </article>
      <ClosingCta />
    </>
  );
}
