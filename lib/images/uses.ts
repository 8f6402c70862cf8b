/**
 * Every content image a page shows, with the file and field it is written in, the page it appears
 * on and the slot it fills. The budget checks (audit.ts) and the encoder read this list; the
 * templates pass the same slot names to ContentImage.
 */
import type { SiteContent } from '../content/load';
import type { ImageData } from '../content/schemas';
import type { SlotName } from './slots';

export type ImageUse = {
  file: string;
  field: string;
  page: string;
  slot: SlotName;
  src: string;
  alt: string;
  decorative: boolean;
  /** Shown instead when src fails to load (galleries); encoded like src. */
  fallback?: string;
};

export function imageUses(content: SiteContent): ImageUse[] {
  const uses: ImageUse[] = [];
  const add = (file: string, page: string, field: string, slot: SlotName, image: Pick<ImageData, 'src' | 'alt' | 'decorative'> & { fallback?: string }) =>
    uses.push({ file, field, page, slot, src: image.src, alt: image.alt, decorative: image.decorative ?? false, fallback: image.fallback });

  const home = content.home;
  add(home.file, '/', 'hero.image', 'hero', home.data.hero.image);
  home.data.services.cards.forEach((card, i) => add(home.file, '/', `services.cards[${i}].image`, 'card', card.image));
  add(home.file, '/', 'testimonials.image', 'testimonial', home.data.testimonials.image);

  for (const country of content.countries) {
    const page = country.data.route;
    add(country.file, page, 'hero', 'hero', country.data.hero);
    country.data.gallery?.images.forEach((image, i) => add(country.file, page, `gallery.images[${i}]`, 'gallery', image));
    country.data.guide?.tabs.forEach((tab, t) =>
      tab.universities?.forEach((u, i) => u.image && add(country.file, page, `guide.tabs[${t}].universities[${i}].image`, 'guide', u.image)),
    );
  }
  for (const service of content.services) {
    if (service.data.hero.image) add(service.file, service.data.route, 'hero.image', 'hero', service.data.hero.image);
  }
  for (const entry of content.pages) {
    const data = entry.data;
    if (data.template === 'visa' && data.hero.image) add(entry.file, data.route, 'hero.image', 'hero', data.hero.image);
    if (data.template === 'team') {
      data.members.forEach((m, i) => m.image && add(entry.file, data.route, `members[${i}].image`, 'avatar', m.image));
    }
  }
  return uses;
}
