/**
 * The view of a page of the `checklist` template (content/pages): each warning sign with what to
 * do (its Markdown rendered here), and each public register named by its issuer's words.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { renderMarkdown } from '../../content/markdown';

export function checklistView(entry: Entry<TemplatedPage<'checklist'>>, content: SiteContent) {
  const page = entry.data;
  const { common, trust } = content.labels;
  return {
    hero: pageHeroView(page),
    signs: {
      heading: page.signs.heading,
      items: page.signs.items.map((item) => ({ sign: item.sign, actionHtml: renderMarkdown(item.action).html })),
    },
    registers: {
      heading: page.registers.heading,
      intro: page.registers.intro,
      items: page.registers.items.map((register) => ({
        issuer: register.issuer,
        name: trust.issuers[register.issuer].name,
        href: register.href,
        label: trust.issuers[register.issuer].register,
      })),
    },
    body: entry.body,
    newTabLabel: common.newTab,
  };
}

export type ChecklistView = ReturnType<typeof checklistView>;
