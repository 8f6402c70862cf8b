import type { Metadata } from 'next';
import Link from 'next/link';
import { getContent } from '@/lib/content/load';
import { socialMetadata } from '@/lib/present/seo';
import { PageHero } from '@/components/sections/PageHero';
import { PageFrame } from '@/components/layout/DocumentShell';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { SearchPage } from '@/components/island-boundary';
import '@/components/sections/section.css';
import '@/components/sections/link-columns.css';
import '@/components/search/search-page.css';


export function generateMetadata(): Metadata {
  const { site, labels } = getContent('en');
  const { title, description } = labels.search;
  return { title, ...socialMetadata(site.data, { title, description, canonical: '/search' }), robots: { index: false } };
}

export default function Search() {
  const content = getContent('en');
  const { site, countries, labels } = content;
  const words = labels.search;
  return (
    <PageFrame content={content}>
      <Breadcrumbs
        label={labels.common.breadcrumbLabel}
        site={site.data}
        crumbs={[
          { name: labels.common.breadcrumbHome, path: '/' },
          { name: words.title, path: '/search' },
        ]}
      />
      <PageHero heading={words.title} lead={words.description} />
      <section className="section" aria-label={words.region} data-pagefind-ignore="all">
        <div className="container narrow">
          <SearchPage words={words} />
          <noscript>
            <p>{words.noScript}</p>
            <ul className="link-columns">
              {countries.map((c) => (
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
