import Link from 'next/link';
import type { Metadata } from 'next';
import { getContent } from '@/lib/content/load';
import { caseInsensitiveMap } from '@/lib/content/routes';
import { buildNav } from '@/lib/site';
import { CaseRedirect } from '@/components/layout/CaseRedirect';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  const content = getContent();
  const destinations = content.countries
    .map((c) => ({ label: c.data.name, href: c.data.route, order: c.data.menu?.order ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.order - b.order);
  const services = buildNav(content).flatMap((item) => (item.kind === 'menu' && item.id === 'services' ? item.links : []));
  return (
    <section className="section not-found">
      <div className="container narrow">
        <CaseRedirect routes={caseInsensitiveMap(content.routes)} />
        <h1>We could not find that page</h1>
        <p className="lead">The link may be old or mistyped. These will help you find your way:</p>
        <div className="button-row">
          <Link className="button button-primary" href="/" prefetch={false}>
            Go to the home page
          </Link>
          <Link className="button button-secondary" href="/contact" prefetch={false}>
            Contact an adviser
          </Link>
        </div>
        <h2>Study destinations</h2>
        <LinkColumns links={destinations} />
        <h2>Student services</h2>
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
