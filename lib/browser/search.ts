'use client';

import { useEffect, useState } from 'react';
import { SEARCH_INDEX_URL } from '../site-paths';

/** A piece of a hit's excerpt: page text, `matched` where it is a word the visitor searched for. */
export type ExcerptPart = { text: string; matched: boolean };

/**
 * One search hit, as the interface shows it, with the language of the pages searched (the page's
 * own): an island writes the results, so it marks their English runs itself on an Urdu page.
 */
export type SearchHit = { url: string; title: string; excerpt: ExcerptPart[]; lang: string };

/**
 * Pagefind's excerpt, escaped page text with <mark> around the matched words, as text parts: parsed,
 * never set as HTML, so the results can mark runs of another language inside it.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, (node) => ({ text: node.textContent ?? '', matched: node.nodeName === 'MARK' })).filter((part) => part.text !== '');
}

type PagefindResult = { data: () => Promise<{ url: string; meta: { title?: string }; excerpt: string }> };
type Pagefind = {
  options: (o: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  debouncedSearch: (term: string, options?: Record<string, unknown>, ms?: number) => Promise<{ results: PagefindResult[] } | null>;
};

/** Built by `npm run build` into out/pagefind/; absent under `npm run dev`. */
const PAGEFIND_URL = `${SEARCH_INDEX_URL}/pagefind.js`;
let loading: Promise<Pagefind> | null = null;

/**
 * Loads Pagefind the first time search is used, never with the page. The index itself is fetched
 * in small pieces as words are looked up.
 */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = PAGEFIND_URL;
    const pagefind: Pagefind = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url);
    await pagefind.options({ excerptLength: 22 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = null; // let a later attempt try again
  });
  return loading;
}

export type SearchState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; query: string; hits: SearchHit[]; total: number }
  | { status: 'unavailable'; reason: 'dev' | 'offline' };

/** Results for `query` (debounced), once `enabled` (the visitor has started to search). */
export function useSiteSearch(query: string, enabled: boolean, limit: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const term = query.trim();

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    loadSearch()
      .then(async (pagefind) => {
        if (!term) {
          if (!cancelled) setState({ status: 'idle' });
          return;
        }
        const search = await pagefind.debouncedSearch(term, {}, 150);
        if (!search || cancelled) return; // superseded by a newer query
        const hits = await Promise.all(
          search.results.slice(0, limit).map(async (r) => {
            const data = await r.data();
            return { url: data.url, title: data.meta.title ?? data.url, excerpt: excerptParts(data.excerpt), lang: document.documentElement.lang };
          }),
        );
        if (!cancelled) setState({ status: 'ready', query: term, hits, total: search.results.length });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'unavailable', reason: process.env.NODE_ENV === 'development' ? 'dev' : 'offline' });
      });
    return () => {
      cancelled = true;
    };
  }, [term, enabled, limit]);

  return state;
}
