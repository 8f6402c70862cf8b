/**
 * The view of a page of the `how-we-work` template (content/pages): the fees, the promises (their
 * Markdown rendered here) and the consultancy's credentials from content/site.md.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { pageHeroView } from './intro';
import { renderMarkdown, slugify } from '../../content/markdown';
import { credentialView } from '../../present/trust';

export function howWeWorkView(entry: Entry<TemplatedPage<'how-we-work'>>, content: SiteContent) {
  const page = entry.data;
  const { common, trust } = content.labels;
  const credentials = content.site.data.credentials.map((credential) => credentialView(credential, trust));
  return {
    hero: pageHeroView(page),
    fees: page.fees,
    promises: page.promises.map((promise) => ({
      heading: promise.heading,
      headingId: `${slugify(promise.heading)}-heading`,
      html: renderMarkdown(promise.text).html,
      sample: promise.sample ?? false,
    })),
    credentials: credentials.length > 0 ? { heading: page.credentialsHeading, items: credentials } : null,
    body: entry.body,
    sampleLabel: common.sampleWording,
    newTabLabel: common.newTab,
  };
}

export type HowWeWorkView = ReturnType<typeof howWeWorkView>;
