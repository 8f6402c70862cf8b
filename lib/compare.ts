/**
 * Rows of the country comparison, computed on the server from the country files.
 */
import type { SiteContent } from './content/load';
import type { Country } from './content/schemas';

export const compareColumns = ['universities', 'internationalStudents', 'tuition', 'livingCost', 'postStudyWork', 'english', 'visaSuccess'] as const;
export type CompareColumn = (typeof compareColumns)[number];

export type CompareCell = { text: string; sort: number | null };
export type CompareRow = {
  id: string;
  name: string;
  route: string;
  cells: Record<CompareColumn, CompareCell>;
  budget: Country['budget'] | null;
};

/** The first number written in a figure: "485,000+" -> 485000, "1.1M+" -> 1100000, "from $2,000" -> 2000. */
export function leadingNumber(text: string): number | null {
  const match = text.match(/(\d[\d,]*(?:\.\d+)?)\s*([MK])?/i);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/,/g, ''));
  const scale = match[2]?.toUpperCase() === 'M' ? 1e6 : match[2]?.toUpperCase() === 'K' ? 1e3 : 1;
  return value * scale;
}

export function compareRows(content: SiteContent): CompareRow[] {
  const byMenu = [...content.countries].sort((a, b) => (a.data.menu?.order ?? 99) - (b.data.menu?.order ?? 99));
  return byMenu.map((entry) => {
    const facts = entry.data.facts;
    const cell = (column: CompareColumn): CompareCell => {
      const text = facts[column] ?? '';
      return { text, sort: text ? leadingNumber(text) : null };
    };
    const cells: Record<CompareColumn, CompareCell> = {
      universities: cell('universities'),
      internationalStudents: cell('internationalStudents'),
      tuition: cell('tuition'),
      livingCost: cell('livingCost'),
      postStudyWork: cell('postStudyWork'),
      english: cell('english'),
      visaSuccess: cell('visaSuccess'),
    };
    return { id: entry.id, name: entry.data.name, route: entry.data.route, cells, budget: entry.data.budget ?? null };
  });
}

/** Where each country guide links to compare it with the others, if the site has a comparison page. */
export function compareLink(content: SiteContent): { href: string; label: string } | null {
  for (const page of content.pages) {
    if (page.data.template === 'compare') return { href: page.data.route, label: page.data.countryLinkLabel };
  }
  return null;
}
