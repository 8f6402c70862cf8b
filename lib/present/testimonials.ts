import type { SiteContent } from '../content/load';
import type { Testimonial } from '../content/schemas';

/** The testimonials named by id, in that order. Ids are checked when content loads. */
export function testimonialsByIds(content: SiteContent, ids: string[]): Testimonial[] {
  return ids.flatMap((id) => content.testimonials.filter((t) => t.id === id));
}
