import type { Metadata } from 'next';
import Link from 'next/link';
import { getContent } from '@/lib/content/load';
import { socialMetadata } from '@/lib/seo';
import { PageHero } from '@/components/sections/PageHero';
import { Breadcrumbs } from '@/components/seo/Breadcrumbs';
import { SearchPage } from '@/components/search/SearchPage';

const TITLE = 'Search';
const DESCRIPTION = 'Search every study-abroad guide, student service, visa page and scholarship article on the site.';

export function generateMetadata(): Metadata {
  return { title: TITLE, ...socialMetadata(getContent().site.data, { title: TITLE, description: DESCRIPTION, canonical: '/search' }), robots: { index: false } };
}

export default function Search() {
  const { site, countries } = getContent();
  return (
    <>
      <Breadcrumbs
        site={site.data}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: TITLE, path: '/search' },
        ]}
      />
      <PageHero heading={TITLE} lead={DESCRIPTION} />
      <section className="section" aria-label="Search" data-pagefind-ignore="all">
        <div className="container narrow">
          <SearchPage />
          <noscript>
            <p>Search needs JavaScript. Every guide is also listed below.</p>
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
    </>
  );
}
