/**
 * Every client component that the exported site hydrates on its own element, by island name, with
 * the module that exports it under that name. The server wrapper (components/islands.tsx) marks
 * each use with the name; scripts/islands.ts builds one browser bundle per name from this list.
 */
export const ISLANDS = {
  SiteNav: 'components/layout/SiteNav.tsx',
  SiteSearch: 'components/search/SiteSearch.tsx',
  SearchPage: 'components/search/SearchPage.tsx',
  CaseRedirect: 'components/layout/CaseRedirect.tsx',
  Reveal: 'components/ui/Reveal.tsx',
  Tabs: 'components/ui/Tabs.tsx',
  ScrollSpyMenu: 'components/ui/ScrollSpyMenu.tsx',
  FallbackImage: 'components/ui/FallbackImage.tsx',
  PrintButton: 'components/ui/PrintButton.tsx',
  TestimonialRotator: 'components/home/TestimonialRotator.tsx',
  CompareTable: 'components/compare/CompareTable.tsx',
  EnquiryForm: 'components/contact/EnquiryForm.tsx',
} as const;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** The element around each island, and around each piece of server HTML passed into one. */
export const ISLAND_TAG = 'x-island';
export const SLOT_TAG = 'x-slot';

/** In an island's JSON props, `{ "$slot": "icons.menu" }` stands for server HTML found in the page. */
export type SlotMarker = { $slot: string };
