/**
 * Each country's brochure, from the same content file as its page: a print-ready HTML page
 * (/brochures/<country>) and a PDF file (/brochures/<country>.pdf) that families pass around on
 * WhatsApp. This module says what the brochure holds, as plain data; scripts/brochures.tsx lays it
 * out as a PDF during the build, and the country page's "Download Brochure" button links to it.
 */
import path from 'node:path';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import type { PhrasingContent, RootContent } from 'mdast';
import type { SiteContent } from './content/load';
import type { Entry } from './content/parse';
import type { Country } from './content/schemas';
import { brochureHref, brochurePdfHref, offersBrochure } from './brochure-paths';
import { launchProblems, type SiteEnv } from './content/launch';
import { compareColumns } from './compare-columns';
import { rupeeNote, showFigure, statCards, type ShownFigure } from './money-display';
import { addressLines, mailtoHref, telHref, whatsappHref } from './site';
import { fill } from './labels';
import { officeHoursText } from './booking';
import { generatedDir, readBrochureManifest } from './build/generated';

export { brochureHref, brochurePdfHref, offersBrochure };

/** Where the build writes the PDF: the generated folder, copied into the export after `next build` (lib/build/generated.ts). */
export function brochurePdfFile(root: string, countryId: string): string {
  return path.join(generatedDir(root), `${brochurePdfHref(countryId).slice(1)}`);
}

/** The most one brochure may weigh: families download it on mobile data and forward it on WhatsApp. */
export const BROCHURE_MAX_BYTES = 300 * 1024;

/** "45 KB": what the download button says of the file. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The PDF's address and size from the brochures stage's manifest, or null. Always null under
 * `next dev`, which serves public/ only and so has no PDF to link to: the printable page stays.
 */
export function brochurePdf(root: string, countryId: string): { href: string; bytes: number } | null {
  if (process.env.NODE_ENV === 'development') return null;
  return readBrochureManifest(root)[countryId] ?? null;
}

/** The two ways to a country's brochure: the PDF when the build has written it (its size in words), and the printable page. */
export type BrochureLinks = { pdf: { href: string; details: string } | null; print: { href: string; label: string } };

/** What the country page's button and the resources index link to, from one place. */
export function brochureLinks(content: SiteContent, countryId: string): BrochureLinks {
  const pdf = brochurePdf(process.cwd(), countryId);
  return {
    pdf: pdf ? { href: pdf.href, details: fill(content.labels.brochure.fileDetails, { size: formatFileSize(pdf.bytes) }) } : null,
    print: { href: brochureHref(countryId), label: content.labels.brochure.printable },
  };
}

// ---------------------------------------------------------------------------------------------
// What a brochure says.

/** A run of text inside a paragraph: plain, bold, italic, or a link. */
export type TextRun = { text: string; bold?: boolean; italic?: boolean; href?: string };
export type Block = { kind: 'paragraph'; runs: TextRun[] } | { kind: 'heading'; text: string } | { kind: 'list'; ordered: boolean; items: TextRun[][] };

export type BrochureSection =
  | { heading: string; blocks: Block[] }
  | { heading: string; intro?: string; items?: string[]; steps?: { title: string; description: string }[] }
  | { heading: string; universities: { name: string; ranking: string; specialties: string }[] }
  | { heading: string; definitions: { term: string; description: string }[] };

export type BrochureContent = {
  /** The content file it is made from, for messages. */
  file: string;
  meta: { title: string; subject: string; author: string; keywords: string; language: string };
  siteName: string;
  title: string;
  tagline: string;
  /** In a preview build whose brochure shows sample values: says so at the top of every page. */
  sampleNotice: string | null;
  figures: { heading: string; items: (ShownFigure & { label: string })[]; note: string | null };
  sections: BrochureSection[];
  contact: { heading: string; lines: { label: string; text: string; href?: string }[] };
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

/** The launch-check lines about the files a country's brochure shows. */
export function brochureSampleProblems(content: SiteContent, entry: Entry<Country>): string[] {
  const files = [content.site.file, content.exchangeRates.file, entry.file];
  return launchProblems(content, { enquiryEndpoint: 'not-relevant-here' }).filter((line) => files.some((file) => line.startsWith(`${file}:`)));
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
  const cards = statCards(country.stats, content);
  // The figures /compare shows for this country but its stat cards do not (tuition, living costs …).
  const columns = content.pages.find((p) => p.data.template === 'compare')?.data;
  const columnLabels: Record<string, string> = columns && 'columns' in columns ? columns.columns : {};
  const shownNames = new Set(country.stats.map((s) => s.name));
  const more = compareColumns
    .filter((name) => !shownNames.has(name) && country.figures[name] && columnLabels[name])
    .map((name) => ({ label: columnLabels[name] ?? name, ...showFigure(country.figures[name]!, content) }));
  const items = [...cards.map(({ label, text, estimate }) => ({ label, text, estimate })), ...more];
  const note = rupeeNote(content);

  const sections: BrochureSection[] = [{ heading: country.overviewTitle, blocks: markdownBlocks(entry.body) }];
  sections.push({ heading: country.benefits.heading, definitions: country.benefits.items.map((b) => ({ term: b.title, description: b.description })) });
  for (const tab of country.guide?.tabs ?? []) {
    if (tab.universities) {
      sections.push({ heading: tab.label, universities: tab.universities.map((u) => ({ name: u.name, ranking: u.ranking, specialties: u.specialties.join(' · ') })) });
    } else {
      sections.push({ heading: tab.label, intro: tab.intro, items: tab.items, steps: tab.steps?.map((s) => ({ title: s.title, description: s.description })) });
    }
  }
  if (country.faqs) sections.push({ heading: country.faqs.heading, definitions: country.faqs.items.map((f) => ({ term: f.question, description: f.answer })) });

  const pageUrl = new URL(country.route, site.url).href;
  const samples = siteEnv === 'production' ? [] : brochureSampleProblems(content, entry);
  return {
    file: entry.file,
    meta: {
      title: fill(words.documentTitle, { country: country.title }),
      subject: country.description,
      author: site.name,
      keywords: [country.name, site.shortName].join(', '),
      language: 'en-GB',
    },
    siteName: site.name,
    title: country.title,
    tagline: country.tagline,
    sampleNotice: samples.length > 0 ? words.sampleNotice : null,
    figures: {
      heading: fill(labels.country.atAGlance, { country: country.name }),
      items,
      note: items.some((i) => i.estimate) ? `${note.before}${note.source.label}${note.after}` : null,
    },
    sections,
    contact: {
      heading: words.adviserHeading,
      lines: [
        { label: labels.contact.phone, text: site.contact.phoneDisplay, href: telHref(site) },
        { label: labels.contact.whatsapp, text: whatsappHref(site).replace(/^https:\/\//, ''), href: whatsappHref(site) },
        { label: labels.contact.email, text: site.contact.email, href: mailtoHref(site) },
        { label: labels.contact.office, text: addressLines(site).join(', ') },
        { label: labels.contact.hours, text: officeHoursText(site.office, labels.booking) },
        { label: words.website, text: site.url, href: site.url },
      ],
    },
    online: { text: fill(words.readOnline, { url: pageUrl }), href: pageUrl },
    footer: `${site.name} · ${site.url.replace(/^https?:\/\//, '')} · ${site.contact.phoneDisplay}`,
  };
}
