import type { CountryView } from '@/lib/view/country';
import { GuidePanel } from '@/components/country/GuidePanel';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { StatGrid } from '@/components/sections/StatGrid';
import { CardGrid } from '@/components/sections/CardGrid';
import { Prose } from '@/components/sections/Prose';
import { CtaBand } from '@/components/sections/CtaBand';
import { TestimonialQuote } from '@/components/sections/TestimonialQuote';
import { Island } from '@/components/island-boundary';
import { Faq } from '@/components/ui/Faq';
import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { RupeeNote } from '@/components/sections/RupeeNote';
import '@/components/ui/smart-link.css';
import { DestinationUpdates } from '@/components/events/DestinationUpdates';
import '@/components/sections/section.css';
import './country.css';
import '@/components/ui/tabs.css';

/**
 * One template for every study-abroad country (spec §2.6), drawn from its view model
 * (lib/view/country.ts). A part the country's file leaves out (France has no guide, gallery or
 * FAQ) is null in the view and simply not drawn.
 */
export function CountryPage({ view }: { view: CountryView }) {
  const { newTabLabel, images, guide } = view;
  return (
    <>
      <PageHero heading={view.title} lead={view.tagline} image={view.hero} />

      <section className="section section-stats" aria-label={view.atAGlance}>
        <div className="container">
          <StatGrid stats={view.statCards} label={view.atAGlance} newTabLabel={newTabLabel} />
          {view.rupeeNote ? <RupeeNote note={view.rupeeNote} newTabLabel={newTabLabel} /> : null}
          {view.compare ? (
            <p className="compare-link">
              <SmartLink className="text-link" href={view.compare.href} newTabLabel={newTabLabel}>
                {view.compare.label}
              </SmartLink>
            </p>
          ) : null}
          {view.planner ? (
            <p className="compare-link">
              <SmartLink className="text-link" href={view.planner.href} newTabLabel={newTabLabel}>
                {view.planner.label}
              </SmartLink>
            </p>
          ) : null}
        </div>
      </section>

      <Section heading={view.overview.heading} id="overview">
        <Prose markdown={view.overview.body} />
      </Section>

      <Section heading={view.benefits.heading} id="benefits" tinted>
        <CardGrid items={view.benefits.cards} />
      </Section>

      {guide ? (
        <Section heading={guide.heading} id="guide" reveal={false}>
          <Island.Tabs
            idBase={`guide-${view.id}`}
            label={guide.heading}
            tabs={guide.tabs.map((t) => ({ key: t.key, label: t.label }))}
            panels={guide.tabs.map((t) => (
              <GuidePanel key={t.key} tab={t} knownFor={guide.knownFor} images={images} />
            ))}
          />
        </Section>
      ) : null}

      {view.gallery ? (
        <Section heading={view.gallery.heading} id="gallery" tinted>
          <ul className="gallery" role="list">
            {view.gallery.images.map((img) => (
              <li key={img.src + img.alt}>
                <ContentImage src={img.src} alt={img.alt} fallback={img.fallback} width={800} height={600} slot="gallery" images={images} />
              </li>
            ))}
          </ul>
          {view.gallery.searchLink ? (
            <p>
              <SmartLink className="text-link" href={view.gallery.searchLink.href} newTabLabel={newTabLabel}>
                {view.gallery.searchLink.label}
              </SmartLink>
            </p>
          ) : null}
        </Section>
      ) : null}

      {view.testimonial ? (
        <Section heading={view.testimonial.heading} id="testimonial">
          <TestimonialQuote testimonial={view.testimonial.testimonial} sampleLabel={view.testimonial.sampleLabel} facts={view.testimonial.facts} />
        </Section>
      ) : null}

      {view.faqs ? (
        <Section heading={view.faqs.heading} id="faq" reveal={false}>
          <Faq name={`faq-${view.id}`} items={view.faqs.items} />
        </Section>
      ) : null}

      {view.feeChanges ? (
        <Section heading={view.feeChanges.heading} id="fee-changes">
          <FeeChangeList changes={view.feeChanges.changes} withCountry={false} labels={view.feeChanges.labels} newTabLabel={newTabLabel} />
        </Section>
      ) : null}

      <DestinationUpdates view={view.updates} />

      <CtaBand view={view.cta} />

      {view.lastUpdated ? (
        <p className="container page-updated">
          <small>{view.lastUpdated}</small>
        </p>
      ) : null}
    </>
  );
}
