import type { ServiceView } from '@/lib/view/service';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { CardGrid } from '@/components/sections/CardGrid';
import { Steps } from '@/components/sections/Steps';
import { Prose } from '@/components/sections/Prose';
import { IntroProse } from '@/components/sections/IntroProse';
import { SmartLink } from '@/components/ui/SmartLink';
import { CheckList } from '@/components/sections/CheckList';
import { CtaBand } from '@/components/sections/CtaBand';
import '@/components/ui/button.css';
import '@/components/sections/card-grid.css';

/** One section of the file, as the view gives it. */
type ServiceSection = ServiceView['sections'][number];

function Block({ block, newTabLabel, exploreLabel }: { block: ServiceSection; newTabLabel: string; /** A provider's link words where the file names none. */ exploreLabel: string }) {
  return (
    <Section heading={block.heading} id={block.id} intro={block.intro} tinted={block.tinted}>
      {block.text ? <Prose markdown={block.text} /> : null}
      {block.steps ? <Steps steps={block.steps} /> : null}
      {block.cards ? <CardGrid items={block.cards} columns={block.columns} /> : null}
      {block.list ? <CheckList items={block.list} /> : null}
      {block.providers ? (
        <ul className="card-grid columns-3" role="list">
          {block.providers.map((provider) => (
            <li key={provider.name} className="card provider">
              <h3>{provider.name}</h3>
              <p>{provider.description}</p>
              <SmartLink href={provider.href} className="button button-secondary" newTabLabel={newTabLabel}>
                {provider.linkLabel ?? exploreLabel}
                <span className="visually-hidden"> {provider.name}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      ) : null}
      {block.cta ? (
        <p>
          <SmartLink href={block.cta.href} className="button button-primary" newTabLabel={newTabLabel}>
            {block.cta.label}
          </SmartLink>
        </p>
      ) : null}
    </Section>
  );
}

/** Student-service pages (spec §2.7): hero, Markdown introduction, then the file's sections in order; drawn from the view (lib/view/service.ts). */
export function ServicePage({ view }: { view: ServiceView }) {
  const { hero, newTabLabel } = view;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} image={hero.image} />
      <IntroProse markdown={view.intro.markdown} label={view.intro.label} />
      {view.sections.map((block) => (
        <Block key={block.heading} block={block} newTabLabel={newTabLabel} exploreLabel={view.exploreLabel} />
      ))}
      {view.cta ? <CtaBand view={view.cta} /> : null}
    </>
  );
}
