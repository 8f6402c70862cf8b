import { feeChanges } from '@/lib/present/cost-planner';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import type { TemplateProps } from './template-props';
import '@/components/sections/section.css';

/** Every recorded fee change across destinations, newest first, from the countries' cost items. */
export function FeeChangesPage({ entry, content }: TemplateProps<'fee-changes'>) {
  const page = entry.data;
  const changes = feeChanges(content);
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section">
        <div className="container">
          {changes.length > 0 ? <FeeChangeList changes={changes} withCountry newTabLabel={content.labels.common.newTab} /> : <p>{page.empty}</p>}
          <Prose markdown={entry.body} />
        </div>
      </section>
    </>
  );
}
