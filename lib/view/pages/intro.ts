/**
 * How a page of content/pages begins: its hero (the page's heading, or its title when it has none,
 * and its lead), and for the about group's pages the Markdown body of the file beneath it, drawn by
 * PageIntro in components/templates/AboutPages.tsx.
 */
import type { Labels } from '../../content/schemas';

type PageHead = { title: string; heading?: string; intro?: string };

/** The hero a page of content/pages opens with. */
export function pageHeroView(page: PageHead) {
  return { heading: page.heading ?? page.title, lead: page.intro };
}

export function pageIntroView(entry: { data: PageHead; body: string }, labels: Labels) {
  const { heading, lead } = pageHeroView(entry.data);
  return { heading, lead, body: { markdown: entry.body, label: labels.common.overview } };
}

export type PageIntroView = ReturnType<typeof pageIntroView>;
