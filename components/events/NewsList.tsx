import type { NewsItem } from '@/lib/view/listings';
import './events.css';

/** Articles newest first: each title linking its page, its date and its one-line news. */
export function NewsList({ articles, headingLevel = 3 }: { articles: readonly NewsItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="news-list">
      {articles.map((article) => (
        <li key={article.id}>
          <Heading>
            <a href={article.href}>{article.title}</a>
          </Heading>
          <p>
            <time dateTime={article.date}>{article.published}</time>
          </p>
          <p>{article.description}</p>
        </li>
      ))}
    </ul>
  );
}
