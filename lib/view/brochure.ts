/**
 * A country's printable brochure (/brochures/<country>) as components/templates/BrochurePage.tsx
 * draws it: the brochure content the PDF lays out too (lib/present/brochure-content.ts, reused here
 * so the two cannot drift apart), with each guide section's tab from the country's file, the
 * contact lines the page places apart, and the page's own words.
 */
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { Country, GuideTab } from '../content/schemas';
import type { SiteEnv } from '../settings';
import { brochureContent, type BrochureSection, type ContactLine } from '../present/brochure-content';
import { siteImages } from '../present/image-manifest';
import { fill } from '../fill-label';

/** One part of the printable brochure, in the PDF's order: a guide part is drawn with the guide's own panel, from its tab. */
export type BrochurePageSection =
  | { kind: 'overview'; heading: string; markdown: string }
  | { kind: 'guide'; key: GuideTab['key']; heading: string; tab: GuideTab }
  | Extract<BrochureSection, { kind: 'benefits' | 'faq' }>;

/**
 * `siteEnv` is the build's environment (read by the route, `buildSettings().siteEnv`): a preview's
 * brochure says when it shows sample values.
 */
export function brochureView(entry: Entry<Country>, content: SiteContent, siteEnv: SiteEnv) {
  const country = entry.data;
  const { labels } = content;
  const words = labels.brochure;
  const brochure = brochureContent(content, entry, siteEnv);
  const contact = (key: ContactLine['key']) => brochure.contact.lines.find((line) => line.key === key) ?? null;
  const whatsapp = contact('whatsapp');
  const sections = brochure.sections.flatMap((part): BrochurePageSection[] => {
    switch (part.kind) {
      case 'overview':
        return [{ kind: 'overview', heading: part.heading, markdown: part.markdown }];
      case 'guide': {
        const tab = country.guide?.tabs.find((t) => t.key === part.tab);
        return tab ? [{ kind: 'guide', key: part.tab, heading: part.heading, tab }] : [];
      }
      default:
        return [part];
    }
  });
  return {
    siteName: brochure.siteName,
    title: brochure.title,
    tagline: brochure.tagline,
    newTabLabel: labels.common.newTab,
    printLabel: words.print,
    back: { href: country.route, label: fill(words.back, { country: country.name }) },
    figures: { heading: brochure.figures.heading, items: brochure.figures.items, rupeeNote: brochure.figures.rupeeNote },
    sections,
    knownFor: labels.common.knownFor,
    images: siteImages(content),
    contact: {
      heading: brochure.contact.heading,
      email: contact('email'),
      phone: contact('phone'),
      office: contact('office'),
      // WhatsApp only with its link.
      whatsapp: whatsapp?.href ? { label: whatsapp.label, text: whatsapp.text, href: whatsapp.href } : null,
      hours: contact('hours'),
    },
  };
}

/** What the printable brochure shows, as one plain object (built by brochureView). */
export type BrochureView = ReturnType<typeof brochureView>;
