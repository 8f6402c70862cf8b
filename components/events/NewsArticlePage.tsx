import type { SiteContent } from '@/lib/content/load';
import type { Entry } from '@/lib/content/parse';
import type { NewsArticle } from '@/lib/content/collections/news';
import { pathIn } from '@/lib/content/edition-links';
import { articleJsonLd, absoluteUrl } from '@/lib/present/seo';
import { whatsappShareHref } from '@/lib/present/site-links';
import { fill, formatDate } from '@/lib/fill-label';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { SmartLink } from '@/components/ui/SmartLink';
import { ReportedNote } from '@/components/sections/ReportedNote';
import { sinceWritten } from '@/lib/present/news-since';
import '@/components/sections/section.css';
import './events.css';

/** One dated article: its date, the text, the official pages it rests on, and a WhatsApp share link. */
export function NewsArticlePage({ view: { entry, content } }: { view: { entry: Entry<NewsArticle>; content: SiteContent } }) {
  const article = entry.data;
  const words = content.labels.news;
  const site = content.site.data;
  const countries = article.destinations.flatMap((id) => content.countries.filter((c) => c.id === id));
  const since = sinceWritten(article, content);
  return (
    <>
      <JsonLd data={articleJsonLd(site, { title: article.title, description: article.description, path: article.route, published: article.date, updated: article.updated })} />
      <PageHero heading={article.title} lead={article.description}>
        <p>
          <time dateTime={article.date}>{fill(words.published, { date: formatDate(article.date, content.edition) })}</time>
          {article.updated ? (
            <>
              {' · '}
              <time dateTime={article.updated}>{fill(words.updated, { date: formatDate(article.updated, content.edition) })}</time>
            </>
          ) : null}
        </p>
      </PageHero>
      <section className="section">
        <div className="container news-layout">
          {since.length > 0 ? (
            <div className="news-since" role="note" aria-labelledby="news-since">
              <h2 id="news-since">{words.since}</h2>
              <ul>
                {since.map((line) => (
                  <li key={line.text}>
                    <ReportedNote note={line} newTabLabel={content.labels.common.newTab} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Prose markdown={entry.body} />
          <div>
            <h2>{words.sources}</h2>
            <ul className="news-sources">
              {article.sources.map((source) => (
                <li key={source.href}>
                  <SmartLink href={source.href} newTabLabel={content.labels.common.newTab}>
                    {source.label}
                  </SmartLink>
                  {source.read ? ` (${fill(words.read, { date: formatDate(source.read, content.edition) })})` : null}
                </li>
              ))}
            </ul>
          </div>
          <p>
            {countries.map((country, i) => (
              <span key={country.id}>
                {i > 0 ? ' · ' : null}
                <a href={pathIn(content, country.data.route)}>{country.data.name}</a>
              </span>
            ))}
          </p>
          <p>
            <a className="button button-secondary" href={whatsappShareHref(`${article.title} ${absoluteUrl(site, article.route)}`)} target="_blank" rel="noopener noreferrer">
              {words.share}
              <span className="visually-hidden"> {content.labels.common.newTab}</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
