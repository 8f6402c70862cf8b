import type { Entry } from '@/lib/content/parse';
import type { Country } from '@/lib/content/schemas';
import { getContent } from '@/lib/content/load';
import { addressLines } from '@/lib/site';
import { StatGrid } from '@/components/sections/StatGrid';
import { Prose } from '@/components/sections/Prose';
import { GuidePanel } from '@/components/country/GuidePanel';
import { PrintButton } from '@/components/islands';
import { SmartLink } from '@/components/ui/SmartLink';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { rupeeNote, statCards } from '@/lib/money-display';
import { fill } from '@/lib/labels';
import '@/components/ui/button.css';
import '@/components/sections/check-list.css';
import './brochure.css';

/**
 * A print-ready brochure of one country, from the same file as its page: every tab expanded and
 * every FAQ answered, laid out for A4 by the print styles. "Save as PDF" keeps it.
 */
export function BrochurePage({ entry }: { entry: Entry<Country> }) {
  const country = entry.data;
  const content = getContent();
  const site = content.site.data;
  const words = content.labels.brochure;
  const cards = statCards(country.stats, content);
  return (
    <article className="container brochure">
      <header className="brochure-header">
        <p className="eyebrow">{site.name}</p>
        <h1>{country.title}</h1>
        <p className="lead">{country.tagline}</p>
        <div className="button-row print-hide">
          <PrintButton label={words.print} />
          <SmartLink href={country.route} className="button button-secondary" newTabLabel={content.labels.common.newTab}>
            {fill(words.back, { country: country.name })}
          </SmartLink>
        </div>
      </header>
      <StatGrid stats={cards} label={fill(content.labels.country.atAGlance, { country: country.name })} />
      {cards.some((c) => c.estimate) ? <RupeeNote note={rupeeNote(content)} newTabLabel={content.labels.common.newTab} /> : null}
      <h2>{country.overviewTitle}</h2>
      <Prose markdown={entry.body} />
      <h2>{country.benefits.heading}</h2>
      <ul className="brochure-list">
        {country.benefits.items.map((b) => (
          <li key={b.title}>
            <strong>{b.title}.</strong> {b.description}
          </li>
        ))}
      </ul>
      {country.guide?.tabs.map((tab) => (
        <section key={tab.key} aria-labelledby={`brochure-${tab.key}`}>
          <h2 id={`brochure-${tab.key}`}>{tab.label}</h2>
          <GuidePanel tab={tab} knownFor={content.labels.common.knownFor} universityHeading="h3" />
        </section>
      ))}
      {country.faqs ? (
        <section aria-labelledby="brochure-faq">
          <h2 id="brochure-faq">{country.faqs.heading}</h2>
          <dl className="brochure-faq">
            {country.faqs.items.map((f) => (
              <div key={f.question}>
                <dt>{f.question}</dt>
                <dd>{f.answer}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <footer className="brochure-footer">
        <h2>{words.adviserHeading}</h2>
        <p>
          {site.contact.email} · {site.contact.phoneDisplay}
        </p>
        <p>{addressLines(site).join(', ')}</p>
      </footer>
    </article>
  );
}
