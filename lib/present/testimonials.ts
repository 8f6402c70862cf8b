import type { SiteContent } from '../content/load';
import type { Testimonial } from '../content/schemas';
import { ORIGINAL } from '../editions';

/**
 * The testimonials named by id, in that order. Ids are checked when content loads. On a page of
 * another language with no translation of content/testimonials.md, each carries the language its
 * words are in, for their `lang`.
 */
export function testimonialsByIds(content: SiteContent, ids: string[]): (Testimonial & { lang?: string })[] {
  const file = content.collectionEntries.find((collection) => collection.key === 'testimonials')?.entries[0];
  const lang = content.edition !== ORIGINAL && file?.translation === undefined ? ORIGINAL.lang : undefined;
  return ids.flatMap((id) => content.testimonials.filter((t) => t.id === id)).map((t) => (lang ? { ...t, lang } : t));
}
