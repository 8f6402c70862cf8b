import { feeChanges } from '@/lib/present/fee-changes';
import { PageHero } from '@/components/sections/PageHero';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { Prose } from '@/components/sections/Prose';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import type { FeeChangesView } from '@/lib/view/pages/fee-changes';
import { ATOM_TYPE, FEE_CHANGES_FEED_PATH } from '@/lib/site-paths';
import '@/components/sections/section.css';

/** Every change of the countries' figures, newest first: those still to come, then those made. */
export function FeeChangesPage({ view: { entry, content } }: { view: FeeChangesView }) {
  const page = entry.data;
  const changes = feeChanges(content);
  // The build writes the feed only when there are changes (lib/present/feeds/fee-changes.ts).
  const hasFeed = changes.length > 0;
  return (
    <>
      {hasFeed ? <link rel="alternate" type={ATOM_TYPE} href={FEE_CHANGES_FEED_PATH} title={page.title} /> : null}
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <section className="section">
        <div className="container">
          {changes.length > 0 ? <FeeChangeList changes={changes} withCountry labels={{ coming: content.labels.planner.changeComing, reported: content.labels.planner.changeReported }} newTabLabel={content.labels.common.newTab} /> : <p>{page.empty}</p>}
          {hasFeed ? <SubscribeLink href={FEE_CHANGES_FEED_PATH} type={ATOM_TYPE} label={content.labels.common.subscribe} /> : null}
          <Prose markdown={entry.body} />
        </div>
      </section>
    </>
  );
}
