/**
 * A student-service page's view model: what components/templates/ServicePage.tsx draws, worked
 * out from the service's file and the site's content.
 */
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { Service } from '../content/schemas';
import { slugify } from '../content/markdown';
import { claimCards } from '../present/trust';
import { siteImages } from '../present/image-manifest';
import { ctaBandView } from './cta';

export function serviceView(entry: Entry<Service>, content: SiteContent) {
  const service = entry.data;
  const { site, labels } = content;
  return {
    id: entry.id,
    hero: { eyebrow: service.title, heading: service.hero.heading, lead: service.hero.text, image: service.hero.image && { ...service.hero.image, images: siteImages(content) } },
    intro: { markdown: entry.body, label: labels.common.introduction },
    // Each section in the file's order, every other one tinted, its cards with their claims' notes.
    sections: service.sections.map((block, i) => ({
      ...block,
      id: block.id ?? slugify(block.heading),
      tinted: i % 2 === 0,
      cards: block.cards ? claimCards(block.cards, site.data, labels.trust) : undefined,
    })),
    newTabLabel: labels.common.newTab,
    exploreLabel: labels.common.explore,
    cta: service.cta ? ctaBandView(service.cta, content, { service: entry.id }) : null,
  };
}

/** What a service page shows, as one plain object (built by serviceView). */
export type ServiceView = ReturnType<typeof serviceView>;
