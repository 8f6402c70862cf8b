'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDismissOnOutsidePointer } from '@/lib/browser/dismiss';
import { useSiteSearch } from '@/lib/browser/search';
import { moveThroughLinks, SearchResults, searchStatus, type SearchWords } from './SearchResults';
import { fill } from '@/lib/fill-label';
import { listenForKeysEarly } from '@/lib/browser/early-keys';

const INPUT_ID = 'site-search-input';

/** "/" anywhere outside a text field focuses search, as on many documentation sites. */
function focusSearchOnSlash(event: globalThis.KeyboardEvent) {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
  const input = document.getElementById(INPUT_ID);
  if (!input) return;
  event.preventDefault();
  input.focus();
}

listenForKeysEarly(focusSearchOnSlash);

/**
 * The header's search field. Without JavaScript it is a plain form that opens /search. With it,
 * results appear as the visitor types: `/` focuses the field, arrow keys move through the results,
 * Enter opens one, Escape closes the list. Pagefind loads on first focus, not with the page, and
 * searches the pages of the page's own language (its <html lang>). `searchPath` is the search
 * page of that edition (/search, /ur/search).
 */
export function SiteSearch({ words, searchPath }: { words: SearchWords; searchPath: string }) {
  const [query, setQuery] = useState('');
  const [engaged, setEngaged] = useState(false);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const state = useSiteSearch(query, engaged, 8);

  // What the visitor did before hydration stays theirs: text typed into the plain field, and
  // focus put there by "/" or a tap. Hydration keeps the field's DOM value but not its state.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== '') setQuery(input.value);
    if (document.activeElement === input) {
      setEngaged(true);
      setOpen(true);
    }
  }, []);

  const close = useCallback(() => setOpen(false), []);
  useDismissOnOutsidePointer(rootRef, open, close);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // The list may be showing only from the next frame on.
      requestAnimationFrame(() => listRef.current?.querySelector('a')?.focus());
    }
  };

  const status = searchStatus(state, query, words);
  const hits = state.status === 'ready' ? state.hits : [];
  const showPanel = open && query.trim() !== '';

  return (
    <form ref={rootRef} role="search" action={searchPath} className="site-search" aria-label={words.headerForm}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {words.headerLabel}
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        type="search"
        name="q"
        placeholder={words.headerPlaceholder}
        autoComplete="off"
        aria-describedby="site-search-status"
        aria-controls="site-search-panel"
        value={query}
        onFocus={() => {
          setEngaged(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onInputKeyDown}
      />
      <div id="site-search-panel" ref={listRef} className="search-panel" hidden={!showPanel}>
        <p id="site-search-status" role="status" className="search-status">
          {showPanel ? status : ''}
        </p>
        <SearchResults
          id="site-search-results"
          hits={hits}
          onKeyDown={(event) => {
            moveThroughLinks(event, listRef.current, inputRef.current);
            if (event.key === 'Escape') setOpen(false);
          }}
        />
        {state.status === 'ready' && state.total > hits.length ? (
          <a className="text-link" href={`${searchPath}?q=${encodeURIComponent(query.trim())}`}>
            {fill(words.seeAll, { count: state.total })}
          </a>
        ) : null}
      </div>
    </form>
  );
}
