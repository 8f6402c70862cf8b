import type { Entry } from '@/lib/content/parse';
import type { Country } from '@/lib/content/schemas';
import { GuidePanel } from '@/components/country/GuidePanel';
import type { SiteContent } from '@/lib/content/load';
import { testimonialsByIds } from '@/lib/present/testimonials';
import { brochureLinks } from '@/lib/present/brochure-links';
import { renderMode } from '@/lib/settings';
import { compareLink } from '@/lib/present/compare-rows';
import { plannerHref } from '@/lib/present/cost-planner';
import { feeChanges } from '@/lib/present/fee-changes';
import { FeeChangeList } from '@/components/planner/FeeChangeList';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { StatGrid } from '@/components/sections/StatGrid';
import { CardGrid } from '@/components/sections/CardGrid';
import { Prose } from '@/components/sections/Prose';
import { CtaBand } from '@/components/sections/CtaBand';
import { TestimonialQuote } from '@/components/sections/TestimonialQuote';
import { claimCards, testimonialFacts } from '@/lib/present/trust';
import { Island } from '@/components/island-boundary';
import { Faq } from '@/components/ui/Faq';
import { ContentImage } from '@/components/ui/ContentImage';
import { SmartLink } from '@/components/ui/SmartLink';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { rupeeNote, statCards } from '@/lib/present/money';
import { fill, formatDate } from '@/lib/fill-label';
import { lastChanged } from '@/lib/present/last-modified';
import '@/components/ui/smart-link.css';
import { DestinationUpdates } from '@/components/events/DestinationUpdates';
import '@/components/sections/section.css';
import './country.css';
import '@/components/ui/tabs.css';

/**
 * One template for every study-abroad country (spec §2.6). Which parts show is decided by the
 * country's file: a part it leaves out (France has no guide, gallery or FAQ) is simply not drawn.
 */
export function CountryPage({ entry, content }: { entry: Entry<Country>; content: SiteContent }) {
  const country = entry.data;
  const [testimonial] = country.testimonial ? testimonialsByIds(content, [country.testimonial]) : [];
  const brochure = brochureLinks(content, entry.id, { pdfServed: renderMode() !== 'development' });
  const context = { country: entry.id, brochure };
  const compare = compareLink(content);
  const planner = country.costs ? plannerHref(content, entry.id) : null;
  const changes = feeChanges(content, entry.id);
  const labels = content.labels.country;
  const atAGlance = fill(labels.atAGlance, { country: country.name });
  const cards = statCards(country.stats, content);
  const updated = lastChanged(content.root, entry.file);

  return (
    <>
      <PageHero heading={country.title} lead={country.tagline} image={country.hero} placeholders={content.site.data.placeholderImages} />

      <section className="section section-stats" aria-label={atAGlance}>
        <div className="container">
          <StatGrid stats={cards} label={atAGlance} newTabLabel={content.labels.common.newTab} />
          {cards.some((c) => c.estimate) ? <RupeeNote note={rupeeNote(content)} newTabLabel={content.labels.common.newTab} /> : null}
          {compare ? (
            <p className="compare-link">
              <SmartLink className="text-link" href={compare.href} newTabLabel={content.labels.common.newTab}>
                {compare.label}
              </SmartLink>
            </p>
          ) : null}
          {planner ? (
            <p className="compare-link">
              <SmartLink className="text-link" href={planner} newTabLabel={content.labels.common.newTab}>
                {fill(content.labels.planner.guideLink, { country: country.name })}
              </SmartLink>
            </p>
          ) : null}
        </div>
      </section>

      <Section heading={country.overviewTitle} id="overview">
        <Prose markdown={entry.body} />
      </Section>

      <Section heading={country.benefits.heading} id="benefits" tinted>
        <CardGrid items={claimCards(country.benefits.items, content.site.data, content.labels.trust)} />
      </Section>

      {country.guide ? (
        <Section heading={country.guide.heading} id="guide" reveal={false}>
          <Island.Tabs
            idBase={`guide-${entry.id}`}
            label={country.guide.heading}
            tabs={country.guide.tabs.map((t) => ({ key: t.key, label: t.label }))}
            panels={country.guide.tabs.map((t) => (
              <GuidePanel key={t.key} tab={t} knownFor={content.labels.common.knownFor} placeholders={content.site.data.placeholderImages} />
            ))}
          />
        </Section>
      ) : null}

      {country.gallery ? (
        <Section heading={country.gallery.heading} id="gallery" tinted>
          <ul className="gallery" role="list">
            {country.gallery.images.map((img) => (
              <li key={img.src + img.alt}>
                <ContentImage src={img.src} alt={img.alt} fallback={img.fallback} width={800} height={600} slot="gallery" placeholders={content.site.data.placeholderImages} />
              </li>
            ))}
          </ul>
          {country.gallery.searchLink ? (
            <p>
              <SmartLink className="text-link" href={country.gallery.searchLink.href} newTabLabel={content.labels.common.newTab}>
                {country.gallery.searchLink.label}
              </SmartLink>
            </p>
          ) : null}
        </Section>
      ) : null}

      {testimonial ? (
        <Section heading={labels.testimonialHeading} id="testimonial">
          <TestimonialQuote testimonial={testimonial} sampleLabel={content.labels.common.sampleTestimonial} facts={testimonialFacts(testimonial, content.labels.trust)} />
        </Section>
      ) : null}

      {country.faqs ? (
        <Section heading={country.faqs.heading} id="faq" reveal={false}>
          <Faq name={`faq-${entry.id}`} items={country.faqs.items} />
        </Section>
      ) : null}

      {changes.length > 0 ? (
        <Section heading={content.labels.planner.changesHeading} id="fee-changes">
          <FeeChangeList changes={changes} withCountry={false} labels={{ coming: content.labels.planner.changeComing, reported: content.labels.planner.changeReported }} newTabLabel={content.labels.common.newTab} />
        </Section>
      ) : null}

      <DestinationUpdates content={content} countryId={entry.id} />

      <CtaBand band={country.cta} context={{ ...context, content }} newTabLabel={content.labels.common.newTab} />

      {updated ? (
        <p className="container page-updated">
          <small>{fill(labels.lastUpdated, { date: formatDate(updated, content.edition) })}</small>
        </p>
      ) : null}
    </>
  );
}
