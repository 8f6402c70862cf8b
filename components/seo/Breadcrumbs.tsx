import Link from 'next/link';
import type { Site } from '@/lib/content/schemas';
import { breadcrumbJsonLd, type Crumb } from '@/lib/present/seo';
import { JsonLd } from './JsonLd';
import { markUrdu } from '@/components/ui/mark-urdu';
import './breadcrumbs.css';

/** The trail shown at the top of inner pages, and the same trail as a BreadcrumbList. */
export function Breadcrumbs({ site, crumbs, label }: { site: Site; crumbs: Crumb[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className="breadcrumbs container" data-pagefind-ignore="all">
        <ol>
          {crumbs.map((crumb, i) => (
            <li key={crumb.path}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{markUrdu(crumb.name)}</span>
              ) : (
                <Link href={crumb.path} prefetch={false}>
                  {markUrdu(crumb.name)}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(site, crumbs)} />
    </>
  );
}
