/**
 * The view of a page of the `partners` template (content/pages): the institutions, the partner
 * agencies and the chosen testimonials with their stars, facts and the organisation's rating.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { testimonialsByIds } from '../../present/testimonials';
import { ratingSummary, shownRating, testimonialFacts } from '../../present/trust';
import { fill } from '../../fill-label';
import { pageIntroView } from './intro';

export function partnersView(entry: Entry<TemplatedPage<'partners'>>, content: SiteContent) {
  const page = entry.data;
  const { trust, common } = content.labels;
  // The organisation's rating, as its structured data gives it: every real, consented review, not only those shown here.
  const summary = ratingSummary(content.testimonials);
  return {
    intro: pageIntroView(entry, content.labels),
    institutions: page.institutions,
    partners: page.partners,
    testimonials: {
      heading: page.testimonials.heading,
      ratingSummary: summary ? fill(trust.averageRating, { average: summary.average, count: summary.count }) : null,
      items: testimonialsByIds(content, page.testimonials.ids).map((testimonial) => {
        const rating = shownRating(testimonial);
        return {
          testimonial,
          facts: testimonialFacts(testimonial, trust),
          /** The stars filled and their one accessible name ("Rated 4 out of 5"), when the review gives a rating to show. */
          stars: rating ? { rating, label: fill(trust.rated, { rating }) } : null,
        };
      }),
      sampleLabel: common.sampleTestimonial,
    },
    newTabLabel: common.newTab,
  };
}

export type PartnersView = ReturnType<typeof partnersView>;
