/**
 * When an island hydrates. Hydration is main-thread work, and on a slow phone a page's islands
 * hydrated at load add up to long tasks that hold back a tap (issue 26), so only what needs its
 * script at once hydrates at `load`. Each island hydrates in a task of its own, whatever its moment.
 * - `load`: as soon as its bundle runs (the header's menu and search, search results, the
 *   comparison table, the case redirect; tabs, whose hydration keeps a choice made before it; the
 *   rotator, whose timing tests drive it from load);
 * - `idle`: when the browser is idle after load, before it scrolls into view (Reveal must hide a
 *   section below the fold before it arrives, to fade it in);
 * - `visible`: when it comes within 200px of the window, or at its first touch, click, focus or
 *   key, whichever is first. Each works from the server HTML until then (the print button is a
 *   link, the in-page menu's links jump);
 * - `interaction`: at its first touch, click, focus or key; at load only when the page has
 *   something for it to restore: a query in the address (a shared plan, a consultation button's
 *   choice) or a draft kept in this tab's session storage. Until then the server HTML is an
 *   ordinary form that works without script (the enquiry form posts; the cost planner reloads
 *   with the choice in the address), and the island adopts whatever was typed into it first.
 */
export type HydrationMoment = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * One island: `module`, the client component's file, which exports it under the island's name (the
 * build bundles it for the browser); `hydrate`, its moment; `offstage`, the slots its first render
 * does not show (the server also writes them into a `<template>`, so the island can show them later).
 */
export type Island = { module: string; hydrate: HydrationMoment; offstage?: readonly string[] };

/**
 * Every client component that the exported site hydrates on its own element, one row per island
 * name. The server wrappers (components/island-boundary.tsx), the browser's hydration
 * (lib/browser/hydrate-islands.ts) and the bundles (lib/pipeline/islands/bundle.ts) all read this list.
 */
export const ISLANDS = {
  SiteNav: { module: 'components/layout/SiteNav.tsx', hydrate: 'load' },
  SiteSearch: { module: 'components/search/SiteSearch.tsx', hydrate: 'load' },
  SearchPage: { module: 'components/search/SearchPage.tsx', hydrate: 'load' },
  CaseRedirect: { module: 'components/layout/CaseRedirect.tsx', hydrate: 'load' },
  Reveal: { module: 'components/ui/Reveal.tsx', hydrate: 'idle' },
  Tabs: { module: 'components/ui/Tabs.tsx', hydrate: 'load' },
  ScrollSpyMenu: { module: 'components/ui/ScrollSpyMenu.tsx', hydrate: 'visible' },
  FallbackImage: { module: 'components/ui/FallbackImage.tsx', hydrate: 'load' },
  PrintButton: { module: 'components/ui/PrintButton.tsx', hydrate: 'visible' },
  TestimonialRotator: { module: 'components/home/TestimonialRotator.tsx', hydrate: 'load', offstage: ['icons.pause', 'icons.play'] },
  CompareTable: { module: 'components/compare/CompareTable.tsx', hydrate: 'load' },
  CostPlanner: { module: 'components/planner/CostPlanner.tsx', hydrate: 'interaction' },
  EnquiryForm: { module: 'components/contact/EnquiryForm.tsx', hydrate: 'interaction' },
} as const satisfies Record<string, Island>;

export type IslandName = keyof typeof ISLANDS;

/** The island's row, widened to `Island` so that a row without `offstage` reads as one too. */
export function islandOf(name: IslandName): Island {
  return ISLANDS[name];
}

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** The element around each island, and around each piece of server HTML passed into one. */
export const ISLAND_TAG = 'x-island';
export const SLOT_TAG = 'x-slot';

/**
 * Where a slot sits in an island's props: the keys from the props object down to it
 * (`["panels", 0]`). The island's `data-slots` attribute lists these, and its JSON props hold `null`
 * there, so no text in the props (which content writes) can ever be taken for a slot.
 */
export type SlotPath = (string | number)[];

export function isSlotPath(value: unknown): value is SlotPath {
  return Array.isArray(value) && value.length > 0 && value.every((key) => typeof key === 'string' || typeof key === 'number');
}

/** The slot's name on the page, `data-slot` of its `<x-slot>` or `<template>`: `panels[0]`, `icons.pause`. */
export function slotId(path: SlotPath): string {
  return path.reduce<string>((id, key) => (typeof key === 'number' ? `${id}[${key}]` : id ? `${id}.${key}` : key), '');
}
