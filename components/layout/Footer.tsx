import { fill } from '@/lib/fill-label';
import Link from 'next/link';
import type { SiteContent } from '@/lib/content/load';
import { addressLines, buildFooter, mailtoHref, officeDirectionsHref, telHref } from '@/lib/present/site-links';
import { SmartLink } from '@/components/ui/SmartLink';
import { TrustDetails } from './TrustDetails';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import './footer.css';

export function Footer({ content }: { content: SiteContent }) {
  const site = content.site.data;
  const { layout, common, contact, trust } = content.labels;
  const directions = officeDirectionsHref(site);
  return (
    <footer className={`site-footer ${RENDER_LATER_CLASS}`}>
      <div className="container footer-grid">
        <section className="footer-about" aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="footer-heading">
            {site.name}
          </h2>
          <p>{site.footer.blurb}</p>
          <address>
            {addressLines(site).map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={mailtoHref(site)}>{site.contact.email}</a>
            <a href={telHref(site)}>{site.contact.phoneDisplay}</a>
          </address>
          {directions ? (
            <p>
              <SmartLink href={directions} newTabLabel={common.newTab}>
                {contact.directions}
              </SmartLink>
            </p>
          ) : null}
        </section>
        {buildFooter(content).map((column) => (
          <section key={column.heading} aria-label={column.heading}>
            <h2 className="footer-heading">{column.heading}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <Link href={item.href} prefetch={false}>
                      {item.label}
                    </Link>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <TrustDetails site={site} words={trust} newTabLabel={common.newTab} />
      <div className="container footer-bottom">
        {/* The build day's year, not the clock's: a page built for a day says that day's year. */}
        <p>
          {fill(layout.copyright, { from: site.founded, to: Number(content.day.slice(0, 4)), name: site.name })}
        </p>
        <ul className="social">
          {site.social.map((link) => (
            <li key={link.href}>
              <a href={link.href} rel="noopener noreferrer" target="_blank">
                {link.label}
                <span className="visually-hidden"> {common.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
