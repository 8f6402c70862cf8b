/**
 * The home page's view model: everything components/templates/HomePage.tsx draws (spec §2.3: hero,
 * banner, service cards, trust badges, testimonials, the next event, the claims' notes), worked out
 * here from content/home.md and the site's content, so the template only lays it out.
 */
import type { SiteContent } from '../content/load';
import { claimNote, claimNoteLines, pageLinks, testimonialFacts, withClaim } from '../present/trust';
import { testimonialsByIds } from '../present/testimonials';
import { siteImages } from '../present/image-manifest';
import { destinationUpdates } from './listings';

export function homeView(content: SiteContent) {
  const home = content.home.data;
  const { labels } = content;
  const site = content.site.data;
  return {
    images: siteImages(content),
    hero: home.hero,
    banner: home.banner,
    services: {
      heading: home.services.heading,
      cards: home.services.cards.map((card) => ({ name: card.name, text: card.text, href: card.href, image: card.image, linkLabel: card.linkLabel ?? labels.common.learnMore })),
    },
    trust: {
      heading: home.trust.heading,
      // Each badge's claim in place of `{claim}`, with its counts or the own-figure line beneath.
      badges: home.trust.badges.map((badge) => ({
        key: badge.label,
        icon: badge.icon,
        label: withClaim(badge.label, badge.claim, site),
        note: badge.claim ? claimNote(badge.claim, site, labels.trust) : null,
      })),
      // Null when the file names no pages, so no empty list is drawn.
      pages: home.trust.pages.length > 0 ? pageLinks(content, home.trust.pages) : null,
    },
    testimonials: {
      heading: home.testimonials.heading,
      items: testimonialsByIds(content, home.testimonials.ids).map((t) => ({ ...t, facts: testimonialFacts(t, labels.trust) })),
      labels: { ...labels.rotator, sampleTestimonial: labels.common.sampleTestimonial },
      image: home.testimonials.image,
    },
    updates: destinationUpdates(content),
    claimNotes: { heading: labels.trust.claimsOnPage, lines: claimNoteLines(content.home.claims, site, labels.trust) },
  };
}

/** What the home page shows, as one plain object (built by homeView). */
export type HomeView = ReturnType<typeof homeView>;
