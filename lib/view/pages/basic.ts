/**
 * The view of a page of the `basic` template (content/pages): its heading and body and, on the
 * resources page, every country brochure with the same links as the country's brochure button.
 */
import type { SiteContent } from '../../content/load';
import type { Entry } from '../../content/entry';
import type { TemplatedPage } from '../../content/schemas';
import { brochureLinks, offersBrochure } from '../../present/brochure-links';
import { renderMode } from '../../settings';
import { fill } from '../../fill-label';
import { pageIntroView } from './intro';

/** Every country that offers a brochure and has one to give: its PDF (with type and size) or else its printable page, and the printable page beside a PDF. */
function brochures(content: SiteContent) {
  const pdfServed = renderMode() !== 'development';
  return content.countries
    .filter((country) => offersBrochure(country.data))
    .flatMap((country) => {
      const links = brochureLinks(content, country.id, { pdfServed });
      const main = links.pdf ?? links.print;
      if (!main) return [];
      return [
        {
          id: country.id,
          title: fill(content.labels.brochure.documentTitle, { country: country.data.name }),
          href: main.href,
          /** Whether the link downloads a PDF, and the PDF's type and size, written after the title. */
          pdfDetails: links.pdf ? links.pdf.details : null,
          print: links.pdf && links.print ? links.print : null,
        },
      ];
    });
}

export function basicView(entry: Entry<TemplatedPage<'basic'>>, content: SiteContent) {
  const list = entry.data.brochureList;
  return {
    intro: pageIntroView(entry, content.labels),
    brochureList: list ? { heading: list.heading, intro: list.intro, brochures: brochures(content) } : null,
  };
}

export type BasicView = ReturnType<typeof basicView>;
