'use client';

import { useRef, useState } from 'react';
import { useSiteSearch } from '@/lib/browser/search';
import { useLocationSearch } from '@/lib/browser/browser-state';
import { moveThroughLinks, SearchResults, searchStatus, type SearchWords } from './SearchResults';

/** The /search page: works from a link such as /search?q=IELTS and keeps the address in step. */
export function SearchPage({ words }: { words: SearchWords }) {
  const initial = new URLSearchParams(useLocationSearch()).get('q') ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? initial;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const state = useSiteSearch(query, true, 30);
  const hits = state.status === 'ready' ? state.hits : [];

  return (
    <div className="search-page">
      <form
        role="search"
        aria-label={words.pageForm}
        onSubmit={(event) => {
          event.preventDefault();
          listRef.current?.querySelector('a')?.focus();
        }}
      >
        <label htmlFor="search-page-input">{words.pageLabel}</label>
        <input
          ref={inputRef}
          id="search-page-input"
          type="search"
          name="q"
          autoComplete="off"
          value={query}
          aria-describedby="search-page-status"
          onChange={(event) => {
            setTyped(event.target.value);
            const url = new URL(window.location.href);
            if (event.target.value) url.searchParams.set('q', event.target.value);
            else url.searchParams.delete('q');
            window.history.replaceState(null, '', url);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              listRef.current?.querySelector('a')?.focus();
            }
          }}
        />
      </form>
      <div ref={listRef}>
        <p id="search-page-status" role="status" className="search-status">
          {searchStatus(state, query, words)}
        </p>
        <SearchResults id="search-page-results" hits={hits} onKeyDown={(event) => moveThroughLinks(event, listRef.current, inputRef.current)} />
      </div>
    </div>
  );
}
