import type { ScholarshipView } from '@/lib/view/scholarship';
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
export function ScholarshipPage({ view }: { view: ScholarshipView }) {
  if (view.layout === 'placeholder') {
    return (
      <>
        <PageHero {...view.hero} />
        <IntroProse {...view.intro} />
      </>
    );
  }
  const { sources } = view;
  const menu = sources ? [...view.menu.headings, { id: awardSourcesId(sources.labels), text: sources.labels.heading }] : view.menu.headings;
  return (
    <>
      <JsonLd data={view.jsonLd} />
      <PageHero {...view.hero} />
      <div className="container article-layout">
        <Island.ScrollSpyMenu label={view.menu.label} headings={menu} />
        {sources ? (
          <article className="prose article-body">
            <div dangerouslySetInnerHTML={{ __html: view.html }} />
            <AwardSources awards={sources.awards} labels={sources.labels} newTabLabel={view.newTabLabel} />
          </article>
        ) : (
          <article className="prose article-body" dangerouslySetInnerHTML={{ __html: view.html }} />
        )}
      </div>
    </>
  );
}
