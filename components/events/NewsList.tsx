import type { SiteContent } from '@/lib/content/load';
import type { Entry } from '@/lib/content/entry';
import type { NewsArticle } from '@/lib/content/collections/news';
import { pathIn } from '@/lib/content/edition-links';
import { fill, formatDate } from '@/lib/fill-label';
import './events.css';

/** Articles newest first: each title linking its page, its date and its one-line news. */
export function NewsList({ articles, content, headingLevel = 3 }: { articles: Entry<NewsArticle>[]; content: SiteContent; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="news-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Heading>
            <a href={pathIn(content, `/news/${article.id}`)}>{article.data.title}</a>
          </Heading>
          <p>
            <time dateTime={article.data.date}>{fill(content.labels.news.published, { date: formatDate(article.data.date, content.edition) })}</time>
          </p>
          <p>{article.data.description}</p>
        </li>
      ))}
    </ul>
  );
}
