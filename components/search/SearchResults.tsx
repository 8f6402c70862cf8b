import { Fragment, type KeyboardEvent } from 'react';
import type { SearchHit, SearchState } from '@/lib/browser/search';
import type { Labels } from '@/lib/content/schemas';
import { fill } from '@/lib/fill-label';
import { markLatinIn } from '@/components/ui/mark-runs';

/** The search's words, from content/labels.md. */
export type SearchWords = Labels['search'];

/** What the search says about its own state, for the status line (announced politely). */
export function searchStatus(state: SearchState, query: string, words: SearchWords): string {
  if (state.status === 'unavailable') {
    return state.reason === 'dev' ? words.devOnly : words.failed;
  }
  if (!query.trim()) return '';
  if (state.status !== 'ready') return words.searching;
  if (state.total === 0) return fill(words.noResults, { query: state.query });
  if (state.total === 1) return fill(words.oneResult, { query: state.query });
  return fill(words.results, { count: state.total, query: state.query });
}

/** A list of result links; arrow keys move between them (handled by the list's owner). */
export function SearchResults({ id, hits, onKeyDown }: { id: string; hits: SearchHit[]; onKeyDown?: (event: KeyboardEvent<HTMLUListElement>) => void }) {
  return (
    <ul id={id} className="search-results" onKeyDown={onKeyDown}>
      {hits.map((hit) => (
        <li key={hit.url}>
          <a href={hit.url}>
            <span className="search-title">{markLatinIn(hit.title, hit.lang)}</span>
            <span className="search-excerpt">
              {hit.excerpt.map((part, i) => (part.matched ? <mark key={i}>{markLatinIn(part.text, hit.lang)}</mark> : <Fragment key={i}>{markLatinIn(part.text, hit.lang)}</Fragment>))}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Arrow keys through a list of links: Down/Up move, Escape goes back to `back`. */
export function moveThroughLinks(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, back: HTMLElement | null) {
  const links = list ? Array.from(list.querySelectorAll('a')) : [];
  const index = links.findIndex((a) => a === document.activeElement);
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    links[Math.min(index + 1, links.length - 1)]?.focus();
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    if (index <= 0) back?.focus();
    else links[index - 1]?.focus();
  } else if (event.key === 'Escape') {
    back?.focus();
  }
}
