import { PageHero } from '@/components/sections/PageHero';
import { SubscribeLink } from '@/components/sections/SubscribeLink';
import { Prose } from '@/components/sections/Prose';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import type { FeeChangesView } from '@/lib/view/pages/fee-changes';
import { ATOM_TYPE } from '@/lib/site-paths';
import '@/components/sections/section.css';

/** Every change of the countries' figures, newest first: those still to come, then those made. Drawn from the view (lib/view/pages/fee-changes.ts). */
export function FeeChangesPage({ view }: { view: FeeChangesView }) {
  const { feed } = view;
  return (
    <>
      {feed ? <link rel="alternate" type={ATOM_TYPE} href={feed.href} title={feed.title} /> : null}
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <section className="section">
        <div className="container">
          {view.changes.length > 0 ? <FeeChangeList changes={view.changes} withCountry labels={view.changeLabels} newTabLabel={view.newTabLabel} /> : <p>{view.empty}</p>}
          {feed ? <SubscribeLink href={feed.href} type={ATOM_TYPE} label={feed.subscribeLabel} /> : null}
          <Prose markdown={view.notes} />
        </div>
      </section>
    </>
  );
}
