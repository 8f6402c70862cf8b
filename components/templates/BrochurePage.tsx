import { Fragment } from 'react';
import type { BrochurePageSection, BrochureView } from '@/lib/view/brochure';
import { StatGrid } from '@/components/sections/StatGrid';
import { Prose } from '@/components/sections/Prose';
import { GuidePanel } from '@/components/country/GuidePanel';
import { Island } from '@/components/island-boundary';
import { SmartLink } from '@/components/ui/SmartLink';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { markUrdu } from '@/components/ui/mark-urdu';
import '@/components/ui/button.css';
import '@/components/sections/check-list.css';
import './brochure.css';

/**
 * A print-ready brochure of one country, drawn from its view model (lib/view/brochure.ts): the same
 * brochure content as the PDF, with every tab expanded and every FAQ answered, laid out for A4 by
 * the print styles. "Save as PDF" keeps it.
 */
export function BrochurePage({ view }: { view: BrochureView }) {
  const { newTabLabel: newTab, contact } = view;

  const section = (part: BrochurePageSection) => {
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
      case 'guide':
        return (
          <section key={part.key} aria-labelledby={`brochure-${part.key}`}>
            <h2 id={`brochure-${part.key}`}>{part.heading}</h2>
            <GuidePanel tab={part.tab} knownFor={view.knownFor} universityHeading="h3" images={view.images} />
          </section>
        );
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
        <p className="eyebrow">{view.siteName}</p>
        <h1>{markUrdu(view.title)}</h1>
        <p className="lead">{view.tagline}</p>
        <div className="button-row print-hide">
          <Island.PrintButton label={view.printLabel} />
          <SmartLink href={view.back.href} className="button button-secondary" newTabLabel={newTab}>
            {view.back.label}
          </SmartLink>
        </div>
      </header>
      <StatGrid stats={view.figures.items} label={view.figures.heading} newTabLabel={newTab} />
      {view.figures.rupeeNote ? <RupeeNote note={view.figures.rupeeNote} newTabLabel={newTab} /> : null}
      {view.sections.map(section)}
      <footer className="brochure-footer">
        <h2>{contact.heading}</h2>
        <p>
          {contact.email?.text} · {contact.phone?.text}
        </p>
        <p>{contact.office?.text}</p>
        {contact.whatsapp ? (
          <p>
            {contact.whatsapp.label}:{' '}
            <SmartLink href={contact.whatsapp.href} newTabLabel={newTab}>
              {contact.whatsapp.text}
            </SmartLink>
          </p>
        ) : null}
        {contact.hours ? (
          <p>
            {contact.hours.label}: {contact.hours.text}
          </p>
        ) : null}
      </footer>
    </article>
  );
}
