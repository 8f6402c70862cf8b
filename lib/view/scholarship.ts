/**
 * A scholarship page's view model: what components/templates/ScholarshipPage.tsx draws. A short
 * placeholder, or an article with its in-page menu, its JSON-LD and the official sources of its awards.
 */
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { Scholarship } from '../content/schemas';
import { renderMarkdown } from '../content/markdown';
import { articleJsonLd } from '../present/seo';

export function scholarshipView(entry: Entry<Scholarship>, content: SiteContent) {
  const page = entry.data;
  const { labels } = content;
  const hero = { heading: page.title, lead: page.description };
  if (page.layout === 'placeholder') return { layout: 'placeholder' as const, hero, intro: { markdown: entry.body, label: labels.common.overview } };
  const { html, headings } = renderMarkdown(entry.body);
  // The schema requires the labels whenever awards are listed; the list closes the article and the menu.
  const sources = page.sources && page.awards.length > 0 ? { awards: page.awards, labels: page.sources } : null;
  return {
    layout: 'article' as const,
    hero,
    jsonLd: articleJsonLd(content.site.data, { title: page.title, description: page.description, path: page.route, published: page.published, updated: page.updated }),
    menu: { label: labels.common.onThisPage, headings },
    html,
    sources,
    newTabLabel: labels.common.newTab,
  };
}

/** What a scholarship page shows, as one plain object (built by scholarshipView). */
export type ScholarshipView = ReturnType<typeof scholarshipView>;
