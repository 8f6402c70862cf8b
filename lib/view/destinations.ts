/** The destinations an event or an article names, as links to their guides in the content's edition, in the file's order. */
import type { SiteContent } from '../content/load';
import { pathIn } from '../content/edition-links';

export type DestinationLink = { id: string; href: string; name: string };

export function destinationLinks(ids: readonly string[], content: SiteContent): DestinationLink[] {
  return ids.flatMap((id) => content.countries.filter((c) => c.id === id)).map((country) => ({ id: country.id, href: pathIn(content, country.data.route), name: country.data.name }));
}
