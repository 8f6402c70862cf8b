import Link from 'next/link';
import type { Metadata } from 'next';
import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { editionList, editionPath } from '@/lib/editions';
import { SEARCH_URL } from '@/lib/site-paths';
import { ogLocale } from '@/lib/present/route-lookup';
import { socialMetadata } from '@/lib/present/seo';
import { PageHero } from '@/components/sections/PageHero';
import { PageFrame } from '@/components/layout/DocumentShell';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { Island } from '@/components/island-boundary';
import '@/components/sections/section.css';
import '@/components/sections/link-columns.css';
import './search-page.css';

/** Every edition has its search page, so each names all the others' in its language switch. */
const searchIn = (content: SiteContent) =>
  editionList.filter((edition) => edition !== content.edition).map((edition) => ({ href: editionPath(edition, SEARCH_URL), lang: edition.lang, name: edition.name }));

export function searchMetadata(content: SiteContent): Metadata {
  const { title, description } = content.labels.search;
  const canonical = editionPath(content.edition, SEARCH_URL);
  return { title, ...socialMetadata(content.site.data, { title, description, canonical, original: SEARCH_URL, locale: ogLocale(content) }), robots: { index: false } };
}

/**
 * The search page of an edition (/search, /ur/search): the header's form opens it without
 * JavaScript. Its results are the pages of its own language, as the header's are.
 */
export function SearchScreen({ content }: { content: SiteContent }) {
  const { site, countries, labels } = content;
  const words = labels.search;
  const original = content.edition.folder === null;
  return (
    <PageFrame content={content} languages={searchIn(content)}>
      <Breadcrumbs
        label={labels.common.breadcrumbLabel}
        site={site.data}
        crumbs={[
          { name: labels.common.breadcrumbHome, path: pathIn(content, '/') },
          { name: words.title, path: editionPath(content.edition, SEARCH_URL) },
        ]}
      />
      <PageHero heading={words.title} lead={words.description} />
      <section className="section" aria-label={words.region} data-pagefind-ignore="all">
        <div className="container narrow">
          <Island.SearchPage words={words} />
          <noscript>
            <p>{words.noScript}</p>
            <ul className="link-columns">
              {countries
                .filter((c) => original || c.translation !== undefined)
                .map((c) => (
                  <li key={c.id}>
                    <Link href={c.data.route}>{c.data.title}</Link>
                  </li>
                ))}
            </ul>
          </noscript>
        </div>
      </section>
    </PageFrame>
  );
}
