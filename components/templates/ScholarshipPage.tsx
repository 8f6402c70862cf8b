import type { Entry } from '@/lib/content/parse';
import type { Scholarship } from '@/lib/content/schemas';
import { renderMarkdown } from '@/lib/content/markdown';
import type { SiteContent } from '@/lib/content/load';
import { articleJsonLd } from '@/lib/present/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { IntroProse } from '@/components/sections/IntroProse';
import { Island } from '@/components/island-boundary';
import { AwardSources, awardSourcesId } from '@/components/sections/AwardSources';
import '@/components/sections/prose.css';
import './scholarship.css';
import '@/components/ui/scroll-spy-menu.css';

/**
 * Scholarship pages (spec §2.10): a full article with its in-page menu, or a short placeholder. An
 * article that lists awards ends with their official sources and whether an adviser has checked them.
 */
export function ScholarshipPage({ view: { entry, content } }: { view: { entry: Entry<Scholarship>; content: SiteContent } }) {
  const page = entry.data;
  const { labels } = content;
  if (page.layout === 'placeholder') {
    return (
      <>
        <PageHero heading={page.title} lead={page.description} />
        <IntroProse markdown={entry.body} label={labels.common.overview} />
      </>
    );
  }
  const { html, headings } = renderMarkdown(entry.body);
  const site = content.site.data;
  // The schema requires the labels whenever awards are listed; the list closes the article and the menu.
  const sources = page.sources && page.awards.length > 0 ? page.sources : null;
  const menu = sources ? [...headings, { id: awardSourcesId(sources), text: sources.heading }] : headings;
  return (
    <>
      <JsonLd data={articleJsonLd(site, { title: page.title, description: page.description, path: page.route, published: page.published, updated: page.updated })} />
      <PageHero heading={page.title} lead={page.description} />
      <div className="container article-layout">
        <Island.ScrollSpyMenu label={labels.common.onThisPage} headings={menu} />
        {sources ? (
          <article className="prose article-body">
            <div dangerouslySetInnerHTML={{ __html: html }} />
            <AwardSources awards={page.awards} labels={sources} newTabLabel={labels.common.newTab} />
          </article>
        ) : (
          <article className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </div>
    </>
  );
}
