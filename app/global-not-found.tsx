// The 404 page for every path no route matches. With one root layout per edition (app/(en),
// app/(ur)/ur), Next renders it outside both, so it brings its own document and styles.
import './base.css';
import Link from 'next/link';
import type { Metadata } from 'next';
import { getContent } from '@/lib/content/load';
import { DocumentShell, PageFrame, siteViewport } from '@/components/layout/DocumentShell';
import './urdu.css';
import { caseInsensitiveMap } from '@/lib/content/routes';
import { buildNav } from '@/lib/present/site-links';
import { CaseRedirect } from '@/components/island-boundary';
import '@/components/ui/button.css';
import '@/components/sections/section.css';
import '@/components/sections/link-columns.css';
import '@/components/layout/case-redirect.css';

export const metadata: Metadata = {
  title: `${getContent().labels.notFound.title} | ${getContent().site.data.shortName}`,
  robots: { index: false },
};

export const viewport = siteViewport;

export default function NotFound() {
  const content = getContent();
  const words = content.labels.notFound;
  const destinations = content.countries
    .map((c) => ({ label: c.data.name, href: c.data.route, order: c.data.menu?.order ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order);
  const services = buildNav(content).flatMap((item) => (item.kind === 'menu' && item.id === 'services' ? item.links : []));
  return (
    <DocumentShell content={content}>
      <PageFrame content={content}>
    <section className="section not-found">
      <div className="container narrow">
        <CaseRedirect routes={caseInsensitiveMap(content.routes)} redirecting={words.redirecting} />
        <h1>{words.heading}</h1>
        <p className="lead">{words.lead}</p>
        <div className="button-row">
          <Link className="button button-primary" href="/" prefetch={false}>
            {words.homeButton}
          </Link>
          <Link className="button button-secondary" href="/contact" prefetch={false}>
            {words.contactButton}
          </Link>
        </div>
        <h2>{words.destinations}</h2>
        <LinkColumns links={destinations} />
        <h2>{words.services}</h2>
        <LinkColumns links={services} />
      </div>
    </section>
      </PageFrame>
    </DocumentShell>
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
