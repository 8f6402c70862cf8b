/**
 * A country guide's view model: everything components/templates/CountryPage.tsx draws, worked out
 * here from the guide's file and the site's content, so the template only lays it out.
 */
import type { SiteContent } from '../content/load';
import type { CountryEntry } from '../content/collections/countries';
import { testimonialsByIds } from '../present/testimonials';
import { brochureLinks } from '../present/brochure-links';
import { compareLink } from '../present/compare-rows';
import { plannerHref } from '../present/cost-planner';
import { feeChanges } from '../present/fee-changes';
import { claimCards, testimonialFacts } from '../present/trust';
import { figureDisplay, rupeeNote } from '../present/money';
import { statCards } from '../content/figures';
import { lastChanged } from '../present/last-modified';
import { siteImages } from '../present/image-manifest';
import { renderMode } from '../settings';
import { ctaBandView } from './cta';
import { destinationUpdates } from './listings';
import { fill, formatDate } from '../fill-label';

export function countryView(entry: CountryEntry, content: SiteContent) {
  const country = entry.data;
  const { labels } = content;
  const words = labels.country;
  const [testimonial] = country.testimonial ? testimonialsByIds(content, [country.testimonial]) : [];
  const planner = country.costs ? plannerHref(content, entry.id) : null;
  const changes = feeChanges(content, entry.id);
  const cards = statCards(country.stats, figureDisplay(content));
  const updated = lastChanged(content.root, entry.file);
  const images = siteImages(content);
  return {
    id: entry.id,
    title: country.title,
    tagline: country.tagline,
    hero: { ...country.hero, images },
    images,
    newTabLabel: labels.common.newTab,
    atAGlance: fill(words.atAGlance, { country: country.name }),
    statCards: cards,
    // The rates' note only under cards that show a rupee estimate.
    rupeeNote: cards.some((card) => card.estimate) ? rupeeNote(content) : null,
    compare: compareLink(content),
    planner: planner ? { href: planner, label: fill(labels.planner.guideLink, { country: country.name }) } : null,
    overview: { heading: country.overviewTitle, body: entry.body },
    benefits: { heading: country.benefits.heading, cards: claimCards(country.benefits.items, content.site.data, labels.trust) },
    guide: country.guide ? { heading: country.guide.heading, tabs: country.guide.tabs, knownFor: labels.common.knownFor } : null,
    gallery: country.gallery ?? null,
    testimonial: testimonial ? { heading: words.testimonialHeading, testimonial, sampleLabel: labels.common.sampleTestimonial, facts: testimonialFacts(testimonial, labels.trust) } : null,
    faqs: country.faqs ?? null,
    feeChanges: changes.length > 0 ? { heading: labels.planner.changesHeading, changes, labels: { coming: labels.planner.changeComing, reported: labels.planner.changeReported } } : null,
    updates: destinationUpdates(content, entry.id),
    cta: ctaBandView(country.cta, content, { country: entry.id, brochure: brochureLinks(content, entry.id, { pdfServed: renderMode() !== 'development' }) }),
    lastUpdated: updated ? fill(words.lastUpdated, { date: formatDate(updated, content.edition) }) : null,
  };
}

/** What a country guide shows, as one plain object (built by countryView). */
export type CountryView = ReturnType<typeof countryView>;
