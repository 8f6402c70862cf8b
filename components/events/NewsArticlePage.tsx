import type { NewsView } from '@/lib/view/news';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import { ReportedNote } from '@/components/sections/ReportedNote';
import '@/components/sections/section.css';
import './events.css';

/** One dated article: its date, the text, the official pages it rests on, and a WhatsApp share link. */
export function NewsArticlePage({ view }: { view: NewsView }) {
  const { words } = view;
  return (
    <>
      <JsonLd data={view.jsonLd} />
      <PageHero {...view.hero}>
        <p>
          <time dateTime={view.published.date}>{view.published.text}</time>
          {view.updated ? (
            <>
              {' · '}
              <time dateTime={view.updated.date}>{view.updated.text}</time>
            </>
          ) : null}
        </p>
      </PageHero>
      <section className="section">
        <div className="container news-layout">
          {view.since.length > 0 ? (
            <div className="news-since" role="note" aria-labelledby="news-since">
              <h2 id="news-since">{words.since}</h2>
              <ul>
                {view.since.map((line) => (
                  <li key={line.text}>
                    <ReportedNote note={line} newTabLabel={view.newTabLabel} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Prose markdown={view.body} />
          <div>
            <h2>{words.sources}</h2>
            <ul className="news-sources">
              {view.sources.map((source) => (
                <li key={source.href}>
                  <SmartLink href={source.href} newTabLabel={view.newTabLabel}>
                    {source.label}
                  </SmartLink>
                  {source.read ? ` (${source.read})` : null}
                </li>
              ))}
            </ul>
          </div>
          <p>
            {view.destinations.map((country, i) => (
              <span key={country.id}>
                {i > 0 ? ' · ' : null}
                <a href={country.href}>{country.name}</a>
              </span>
            ))}
          </p>
          <p>
            <a className="button button-secondary" href={view.share} target="_blank" rel="noopener noreferrer">
              {words.share}
              <span className="visually-hidden"> {view.newTabLabel}</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
