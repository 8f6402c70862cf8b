import Link from 'next/link';
import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { buildNav } from '@/lib/present/site-links';
import { Island } from '@/components/island-boundary';
import '@/components/ui/button.css';
import '@/components/sections/section.css';
import '@/components/sections/link-columns.css';
import './case-redirect.css';

/**
 * What a 404 page says in an edition: its words, the way home, and the destinations and services
 * that edition publishes (a translated edition lists only its own pages, so nothing links out of
 * the visitor's language). `caseMap` sends an address that differs from a page only in letter
 * case to that page.
 */
export function NotFoundBody({ content, caseMap }: { content: SiteContent; caseMap: Record<string, string> }) {
  const words = content.labels.notFound;
  const original = content.edition.folder === null;
  const destinations = content.countries
    .filter((c) => original || c.translation !== undefined)
    .map((c) => ({ label: c.data.name, href: c.data.route, order: c.data.menu?.order ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order);
  const services = buildNav(content)
    .flatMap((item) => (item.kind === 'menu' && item.id === 'services' ? item.links : []))
    .filter((link) => original || link.href.startsWith(`${content.edition.prefix}/`));
  return (
    <section className="section not-found">
      <div className="container narrow">
        <Island.CaseRedirect routes={caseMap} redirecting={words.redirecting} />
        <h1>{words.heading}</h1>
        <p className="lead">{words.lead}</p>
        <div className="button-row">
          <Link className="button button-primary" href={pathIn(content, '/')} prefetch={false}>
            {words.homeButton}
          </Link>
          <Link className="button button-secondary" href={pathIn(content, '/contact')} prefetch={false}>
            {words.contactButton}
          </Link>
        </div>
        <h2>{words.destinations}</h2>
        <LinkColumns links={destinations} />
        <h2>{words.services}</h2>
        <LinkColumns links={services} />
      </div>
    </section>
  );
}

function LinkColumns({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul className="link-columns">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} prefetch={false}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
