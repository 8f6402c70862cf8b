import type { Entry } from '@/lib/content/parse';
import type { Scholarship } from '@/lib/content/schemas';
import { renderMarkdown } from '@/lib/markdown';
import { getContent } from '@/lib/content/load';
import { articleJsonLd } from '@/lib/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { IntroProse } from '@/components/sections/IntroProse';
import { ScrollSpyMenu } from '@/components/ui/ScrollSpyMenu';

/** Scholarship pages (spec §2.10): a full article with its in-page menu, or a short placeholder. */
export function ScholarshipPage({ entry }: { entry: Entry<Scholarship> }) {
  const page = entry.data;
  const { labels } = getContent();
  if (page.layout === 'placeholder') {
    return (
      <>
        <PageHero heading={page.title} lead={page.description} />
        <IntroProse markdown={entry.body} label={labels.common.overview} />
      </>
    );
  }
  const { html, headings } = renderMarkdown(entry.body);
  const site = getContent().site.data;
  return (
    <>
      <JsonLd data={articleJsonLd(site, { title: page.title, description: page.description, path: page.route, published: page.published, updated: page.updated })} />
      <PageHero heading={page.title} lead={page.description} />
      <div className="container article-layout">
        <ScrollSpyMenu label={labels.common.onThisPage} headings={headings} />
        <article className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
