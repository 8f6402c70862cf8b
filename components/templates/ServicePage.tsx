import type { Entry } from '@/lib/content/parse';
import type { Benefit, Service, ServiceBlock } from '@/lib/content/schemas';
import type { SiteContent } from '@/lib/content/load';
import { claimCards } from '@/lib/present/trust';
import { slugify } from '@/lib/content/markdown';
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

function Block({
  block,
  index,
  newTabLabel,
  exploreLabel,
  claimed,
}: {
  block: ServiceBlock;
  index: number;
  newTabLabel: string;
  /** A provider's link words where the file names none. */
  exploreLabel: string;
  claimed: (cards: Benefit[]) => (Benefit & { note?: string })[];
}) {
  return (
    <Section heading={block.heading} id={block.id ?? slugify(block.heading)} intro={block.intro} tinted={index % 2 === 0}>
      {block.text ? <Prose markdown={block.text} /> : null}
      {block.steps ? <Steps steps={block.steps} /> : null}
      {block.cards ? <CardGrid items={claimed(block.cards)} columns={block.columns} /> : null}
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

/** Student-service pages (spec §2.7): hero, Markdown introduction, then the file's sections in order. */
export function ServicePage({ view: { entry, content } }: { view: { entry: Entry<Service>; content: SiteContent } }) {
  const service = entry.data;
  const { site, labels } = content;
  const claimed = (cards: Benefit[]) => claimCards(cards, site.data, labels.trust);
  return (
    <>
      <PageHero eyebrow={service.title} heading={service.hero.heading} lead={service.hero.text} image={service.hero.image} placeholders={content.site.data.placeholderImages} />
      <IntroProse markdown={entry.body} label={labels.common.introduction} />
      {service.sections.map((block, i) => (
        <Block key={block.heading} block={block} index={i} newTabLabel={labels.common.newTab} exploreLabel={labels.common.explore} claimed={claimed} />
      ))}
      {service.cta ? <CtaBand band={service.cta} context={{ service: entry.id, content }} newTabLabel={labels.common.newTab} /> : null}
    </>
  );
}
