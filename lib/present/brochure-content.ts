/**
 * What a country's brochure says, read from its file, site settings and labels, as plain data: the
 * one content that the printable page (components/templates/BrochurePage.tsx, /brochures/<country>)
 * and the PDF (lib/pipeline/brochure-pdf.tsx) both lay out, so they cannot drift apart.
 */
import { remark } from 'remark';
import type { Problem } from '../content/problem';
import remarkGfm from 'remark-gfm';
import type { PhrasingContent, RootContent } from 'mdast';
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { Country, GuideTab } from '../content/schemas';
import { launchProblems, type SiteEnv } from '../content/launch';
import { compareColumns } from '../content/compare-columns';
import { figureDisplay, rupeeNote, type RupeeNoteData, type StatCard } from './money';
import { showFigure, statCards } from '../content/figures';
import { addressLines, mailtoHref, telHref, whatsappHref } from './site-links';
import { fill } from '../fill-label';
import { officeHoursText } from '../booking';

/** A run of text inside a paragraph: plain, bold, italic, or a link. */
export type TextRun = { text: string; bold?: boolean; italic?: boolean; href?: string };
export type Block = { kind: 'paragraph'; runs: TextRun[] } | { kind: 'heading'; text: string } | { kind: 'list'; ordered: boolean; items: TextRun[][] };

/**
 * One part of the brochure, in order. The PDF draws each from the text here; the printable page
 * draws the overview from its Markdown and a guide tab with the page's own panel (`tab` names it).
 */
export type BrochureSection =
  | { kind: 'overview'; heading: string; blocks: Block[]; markdown: string }
  | { kind: 'guide'; tab: GuideTab['key']; heading: string; intro?: string; items?: string[]; steps?: { title: string; description: string }[] }
  | { kind: 'guide'; tab: GuideTab['key']; heading: string; universities: { name: string; ranking: string; specialties: string }[] }
  | { kind: 'benefits' | 'faq'; heading: string; definitions: { term: string; description: string }[] };

/** One way to reach the consultancy; `key` says which, for a layout that places them apart. */
export type ContactLine = { key: 'phone' | 'whatsapp' | 'email' | 'office' | 'hours' | 'website'; label: string; text: string; href?: string };

export type BrochureContent = {
  /** The content file it is made from, for messages. */
  file: string;
  meta: { title: string; subject: string; author: string; keywords: string; language: string };
  /** The edition's reading direction: an Urdu brochure runs right to left. */
  dir: 'ltr' | 'rtl';
  siteName: string;
  title: string;
  tagline: string;
  /** In a preview build whose brochure shows sample values: says so at the top of every page. */
  sampleNotice: string | null;
  /** The stat cards, then the figures /compare shows and the cards do not; the rates note as text and with its link. */
  figures: { heading: string; items: StatCard[]; note: string | null; rupeeNote: RupeeNoteData | null };
  sections: BrochureSection[];
  contact: { heading: string; lines: ContactLine[] };
  /** The guide online, in words and as a link. */
  online: { text: string; href: string };
  /** At the foot of every page: who and where, for a page forwarded on its own. */
  footer: string;
};

function phrasing(nodes: PhrasingContent[], style: Omit<TextRun, 'text'> = {}): TextRun[] {
  return nodes.flatMap((node): TextRun[] => {
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        return [{ ...style, text: node.value }];
      case 'strong':
        return phrasing(node.children, { ...style, bold: true });
      case 'emphasis':
        return phrasing(node.children, { ...style, italic: true });
      case 'link':
        return phrasing(node.children, { ...style, href: node.url });
      case 'break':
        return [{ ...style, text: '\n' }];
      case 'delete':
        return phrasing(node.children, style);
      default:
        // Raw HTML is removed from pages too; images have no place in a text brochure.
        return [];
    }
  });
}

function blocks(nodes: RootContent[]): Block[] {
  return nodes.flatMap((node): Block[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ kind: 'paragraph', runs: phrasing(node.children) }];
      case 'heading':
        return [{ kind: 'heading', text: phrasing(node.children).map((r) => r.text).join('') }];
      case 'list':
        return [{ kind: 'list', ordered: Boolean(node.ordered), items: node.children.map((item) => blocks(item.children).flatMap((b) => (b.kind === 'paragraph' ? b.runs : []))) }];
      case 'blockquote':
        return blocks(node.children);
      default:
        return [];
    }
  });
}

/** A Markdown body as paragraphs, headings and lists of text runs. */
export function markdownBlocks(markdown: string): Block[] {
  return blocks(remark().use(remarkGfm).parse(markdown).children);
}

/** The launch-check problems of the files a country's brochure shows. */
export function brochureSampleProblems(content: SiteContent, entry: Entry<Country>): Problem[] {
  const files = [content.site.file, content.exchangeRates.file, entry.file];
  return launchProblems(content, { enquiryEndpoint: 'not-relevant-here' }).filter((problem) => files.includes(problem.file));
}

/**
 * Everything one country's brochure says, read from its file, site settings and labels: the same
 * figures (with their rupee estimates) as the page's stat cards and /compare, the overview, the
 * guide, the questions, and how to reach the consultancy.
 */
export function brochureContent(content: SiteContent, entry: Entry<Country>, siteEnv: SiteEnv): BrochureContent {
  const country = entry.data;
  const site = content.site.data;
  const labels = content.labels;
  const words = labels.brochure;
  const display = figureDisplay(content);
  const cards = statCards(country.stats, display);
  // The figures /compare shows for this country but its stat cards do not (tuition, living costs …).
  const columns = content.pages.find((p) => p.data.template === 'compare')?.data;
  const columnLabels: Record<string, string> = columns && 'columns' in columns ? columns.columns : {};
  const shownNames = new Set(country.stats.map((s) => s.name));
  const more = compareColumns
    .filter((name) => !shownNames.has(name) && country.figures[name] && columnLabels[name])
    .map((name) => ({ label: columnLabels[name] ?? name, icon: undefined, ...showFigure(country.figures[name]!, display) }));
  const items: StatCard[] = [...cards, ...more];
  const note = rupeeNote(content);

  const sections: BrochureSection[] = [{ kind: 'overview', heading: country.overviewTitle, blocks: markdownBlocks(entry.body), markdown: entry.body }];
  sections.push({ kind: 'benefits', heading: country.benefits.heading, definitions: country.benefits.items.map((b) => ({ term: b.title, description: b.description })) });
  for (const tab of country.guide?.tabs ?? []) {
    if (tab.universities) {
      sections.push({ kind: 'guide', tab: tab.key, heading: tab.label, universities: tab.universities.map((u) => ({ name: u.name, ranking: u.ranking, specialties: u.specialties.join(' · ') })) });
    } else {
      sections.push({ kind: 'guide', tab: tab.key, heading: tab.label, intro: tab.intro, items: tab.items, steps: tab.steps?.map((s) => ({ title: s.title, description: s.description })) });
    }
  }
  if (country.faqs) sections.push({ kind: 'faq', heading: country.faqs.heading, definitions: country.faqs.items.map((f) => ({ term: f.question, description: f.answer })) });

  const pageUrl = new URL(country.route, site.url).href;
  const samples = siteEnv === 'production' ? [] : brochureSampleProblems(content, entry);
  return {
    file: entry.file,
    meta: {
      title: fill(words.documentTitle, { country: country.title }),
      subject: country.description,
      author: site.name,
      keywords: [country.name, site.shortName].join(', '),
      // The edition's locale: en-GB, ur-PK.
      language: content.edition.intl,
    },
    dir: content.edition.dir,
    siteName: site.name,
    title: country.title,
    tagline: country.tagline,
    sampleNotice: samples.length > 0 ? words.sampleNotice : null,
    figures: {
      heading: fill(labels.country.atAGlance, { country: country.name }),
      items,
      note: items.some((i) => i.estimate) ? `${note.before}${note.source.label}${note.after}` : null,
      rupeeNote: items.some((i) => i.estimate) ? note : null,
    },
    sections,
    contact: {
      heading: words.adviserHeading,
      lines: [
        { key: 'phone', label: labels.contact.phone, text: site.contact.phoneDisplay, href: telHref(site) },
        { key: 'whatsapp', label: labels.contact.whatsapp, text: whatsappHref(site).replace(/^https:\/\//, ''), href: whatsappHref(site) },
        { key: 'email', label: labels.contact.email, text: site.contact.email, href: mailtoHref(site) },
        { key: 'office', label: labels.contact.office, text: addressLines(site).join(', ') },
        { key: 'hours', label: labels.contact.hours, text: officeHoursText(site.office, labels.booking, content.day) },
        { key: 'website', label: words.website, text: site.url, href: site.url },
      ],
    },
    online: { text: fill(words.readOnline, { url: pageUrl }), href: pageUrl },
    footer: `${site.name} · ${site.url.replace(/^https?:\/\//, '')} · ${site.contact.phoneDisplay}`,
  };
}
