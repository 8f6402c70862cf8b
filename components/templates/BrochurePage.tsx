import { Fragment } from 'react';
import type { Entry } from '@/lib/content/entry';
import type { Country } from '@/lib/content/schemas';
import type { SiteContent } from '@/lib/content/load';
import type { SiteEnv } from '@/lib/content/launch';
import { brochureContent, type BrochureSection, type ContactLine } from '@/lib/present/brochure-content';
import { StatGrid } from '@/components/sections/StatGrid';
import { Prose } from '@/components/sections/Prose';
import { GuidePanel } from '@/components/country/GuidePanel';
import { siteImages } from '@/lib/present/image-manifest';
import { Island } from '@/components/island-boundary';
import { SmartLink } from '@/components/ui/SmartLink';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { fill } from '@/lib/fill-label';
import { markUrdu } from '@/components/ui/mark-urdu';
import '@/components/ui/button.css';
import '@/components/sections/check-list.css';
import './brochure.css';

/**
 * A print-ready brochure of one country: the same brochure content as the PDF (lib/present/brochure-content.ts),
 * with every tab expanded and every FAQ answered, laid out for A4 by the print styles. "Save as PDF"
 * keeps it.
 */
export function BrochurePage({ entry, content, siteEnv }: { entry: Entry<Country>; content: SiteContent; siteEnv: SiteEnv }) {
  const country = entry.data;
  const words = content.labels.brochure;
  const newTab = content.labels.common.newTab;
  const brochure = brochureContent(content, entry, siteEnv);
  const contact = (key: ContactLine['key']) => brochure.contact.lines.find((line) => line.key === key);
  const whatsapp = contact('whatsapp');
  const hours = contact('hours');

  const section = (part: BrochureSection) => {
    switch (part.kind) {
      case 'overview':
        return (
          <Fragment key="overview">
            <h2>{part.heading}</h2>
            <Prose markdown={part.markdown} />
          </Fragment>
        );
      case 'benefits':
        return (
          <Fragment key="benefits">
            <h2>{part.heading}</h2>
            <ul className="brochure-list">
              {part.definitions.map((b) => (
                <li key={b.term}>
                  <strong>{b.term}.</strong> {b.description}
                </li>
              ))}
            </ul>
          </Fragment>
        );
      case 'guide': {
        const tab = country.guide?.tabs.find((t) => t.key === part.tab);
        return tab ? (
          <section key={part.tab} aria-labelledby={`brochure-${part.tab}`}>
            <h2 id={`brochure-${part.tab}`}>{part.heading}</h2>
            <GuidePanel tab={tab} knownFor={content.labels.common.knownFor} universityHeading="h3" images={siteImages(content)} />
          </section>
        ) : null;
      }
      case 'faq':
        return (
          <section key="faq" aria-labelledby="brochure-faq">
            <h2 id="brochure-faq">{part.heading}</h2>
            <dl className="brochure-faq">
              {part.definitions.map((f) => (
                <div key={f.term}>
                  <dt>{f.term}</dt>
                  <dd>{f.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
    }
  };

  return (
    <article className="container brochure">
      <header className="brochure-header">
        <p className="eyebrow">{brochure.siteName}</p>
        <h1>{markUrdu(brochure.title)}</h1>
        <p className="lead">{brochure.tagline}</p>
        <div className="button-row print-hide">
          <Island.PrintButton label={words.print} />
          <SmartLink href={country.route} className="button button-secondary" newTabLabel={newTab}>
            {fill(words.back, { country: country.name })}
          </SmartLink>
        </div>
      </header>
      <StatGrid stats={brochure.figures.items} label={brochure.figures.heading} newTabLabel={newTab} />
      {brochure.figures.rupeeNote ? <RupeeNote note={brochure.figures.rupeeNote} newTabLabel={newTab} /> : null}
      {brochure.sections.map(section)}
      <footer className="brochure-footer">
        <h2>{brochure.contact.heading}</h2>
        <p>
          {contact('email')?.text} · {contact('phone')?.text}
        </p>
        <p>{contact('office')?.text}</p>
        {whatsapp?.href ? (
          <p>
            {whatsapp.label}:{' '}
            <SmartLink href={whatsapp.href} newTabLabel={newTab}>
              {whatsapp.text}
            </SmartLink>
          </p>
        ) : null}
        {hours ? (
          <p>
            {hours.label}: {hours.text}
          </p>
        ) : null}
      </footer>
    </article>
  );
}
