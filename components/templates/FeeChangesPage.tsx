import { feeChanges } from '@/lib/present/fee-changes';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import type { TemplateProps } from './template-props';
import '@/components/sections/section.css';

/** Every change of the countries' figures, newest first: those still to come, then those made. */
export function FeeChangesPage({ entry, content }: TemplateProps<'fee-changes'>) {
  const page = entry.data;
  const changes = feeChanges(content);
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section">
        <div className="container">
          {changes.length > 0 ? <FeeChangeList changes={changes} withCountry comingLabel={content.labels.planner.changeComing} newTabLabel={content.labels.common.newTab} /> : <p>{page.empty}</p>}
          <Prose markdown={entry.body} />
        </div>
      </section>
    </>
  );
}
