/**
 * Every client component that the exported site hydrates on its own element, by island name, with
 * the module that exports it under that name. The server wrapper (components/island-boundary.tsx) marks
 * each use with the name; lib/build/islands/bundle.ts builds one browser bundle per name from this list.
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
  CostPlanner: 'components/planner/CostPlanner.tsx',
  EnquiryForm: 'components/contact/EnquiryForm.tsx',
} as const;

export type IslandName = keyof typeof ISLANDS;

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
