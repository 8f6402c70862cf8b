/**
 * The island boundary. Server components use the client components through these wrappers, which
 * render the component as before, inside `<x-island data-island="Name" data-props="{…}">`. In the
 * exported site Next's runtime is removed (lib/pipeline/islands/bundle.ts) and a small bundle per island name
 * hydrates each such element on its own, from those JSON props (lib/browser/hydrate-islands.ts).
 *
 * Server-rendered markup passed into a client component (an icon, a tab panel, a section inside
 * Reveal) cannot travel as JSON: it is rendered inside `<x-slot data-slot="panels[0]">`, the JSON
 * holds `null` in its place and the island's `data-slots` lists where slots go (`[["panels",0]]`);
 * in the browser the island reuses that HTML as it is. Slots travel beside the props, not in them,
 * so no text an editor writes can be mistaken for one. A slot the first render does not show (the
 * rotator's play icon) is named in `offstage` and also written into a `<template>`, so the island
 * can show it later. Under `npm run dev` Next hydrates the page as always; the two elements are
 * `display: contents` and change nothing.
 */
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { ISLAND_TAG, SLOT_TAG, slotId, type IslandName, type SlotPath } from '@/lib/island-registry';
import { SiteNav as SiteNavComponent } from '@/components/layout/SiteNav';
import { SiteSearch as SiteSearchComponent } from '@/components/search/SiteSearch';
import { SearchPage as SearchPageComponent } from '@/components/search/SearchPage';
import { CaseRedirect as CaseRedirectComponent } from '@/components/layout/CaseRedirect';
import { Reveal as RevealComponent } from '@/components/ui/Reveal';
import { Tabs as TabsComponent } from '@/components/ui/Tabs';
import { ScrollSpyMenu as ScrollSpyMenuComponent } from '@/components/ui/ScrollSpyMenu';
import { FallbackImage as FallbackImageComponent } from '@/components/ui/FallbackImage';
import { PrintButton as PrintButtonComponent } from '@/components/ui/PrintButton';
import { TestimonialRotator as TestimonialRotatorComponent } from '@/components/home/TestimonialRotator';
import { CompareTable as CompareTableComponent } from '@/components/compare/CompareTable';
import { CostPlanner as CostPlannerComponent } from '@/components/planner/CostPlanner';
import { EnquiryForm as EnquiryFormComponent } from '@/components/contact/EnquiryForm';

type Split = { json: unknown; server: unknown };
type Context = { island: string; offstage: Set<string>; templates: Map<string, ReactNode>; slots: SlotPath[] };

/** Splits props into what the browser gets as JSON and what the server renders, slot by slot. */
function split(value: unknown, path: SlotPath, context: Context): Split {
  const id = slotId(path);
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return { json: value, server: value };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`island ${context.island}: prop ${id} is ${value}, which JSON cannot carry`);
    return { json: value, server: value };
  }
  if (isValidElement(value)) {
    // Two places with one name (a key "a.b" beside a.b) would hydrate the wrong HTML.
    if (context.slots.some((other) => slotId(other) === id)) throw new Error(`island ${context.island}: two slots are named ${id}`);
    context.slots.push(path);
    if (context.offstage.has(id)) context.templates.set(id, value);
    // null holds the place; data-slots says what goes there (see SlotPath in lib/island-registry.ts).
    return { json: null, server: createElement(SLOT_TAG, { 'data-slot': id, key: id }, value) };
  }
  if (Array.isArray(value)) {
    const items = value.map((item, i) => split(item, [...path, i], context));
    return { json: items.map((item) => item.json), server: items.map((item) => item.server) };
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, split(item, [...path, key], context)] as const);
    return {
      json: Object.fromEntries(entries.map(([key, item]) => [key, item.json])),
      server: Object.fromEntries(entries.map(([key, item]) => [key, item.server])),
    };
  }
  throw new Error(`island ${context.island}: prop ${id || '(props)'} is a ${typeof value}; an island's props must be JSON values or server-rendered elements`);
}

function serverProps<P extends object>(props: P, server: unknown): P;
function serverProps(_props: object, server: unknown): unknown {
  return server;
}

/** Wraps a client component as an island named `name` (a key of ISLANDS in lib/island-registry.ts). */
function island<P extends object>(name: IslandName, Component: ComponentType<P>, offstage: string[] = []) {
  function Island(props: P) {
    const context: Context = { island: name, offstage: new Set(offstage), templates: new Map(), slots: [] };
    const { json, server } = split(props, [], context);
    const { templates, slots } = context;
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-props': JSON.stringify(json), 'data-slots': slots.length > 0 ? JSON.stringify(slots) : undefined },
      createElement(Component, serverProps(props, server)),
      ...[...templates].map(([path, node]) => createElement('template', { key: path, 'data-slot': path }, node)),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

export const SiteNav = island('SiteNav', SiteNavComponent);
export const SiteSearch = island('SiteSearch', SiteSearchComponent);
export const SearchPage = island('SearchPage', SearchPageComponent);
export const CaseRedirect = island('CaseRedirect', CaseRedirectComponent);
export const Reveal = island('Reveal', RevealComponent);
export const Tabs = island('Tabs', TabsComponent);
export const ScrollSpyMenu = island('ScrollSpyMenu', ScrollSpyMenuComponent);
export const FallbackImage = island('FallbackImage', FallbackImageComponent);
export const PrintButton = island('PrintButton', PrintButtonComponent);
export const TestimonialRotator = island('TestimonialRotator', TestimonialRotatorComponent, ['icons.pause', 'icons.play']);
export const CompareTable = island('CompareTable', CompareTableComponent);
export const CostPlanner = island('CostPlanner', CostPlannerComponent);
export const EnquiryForm = island('EnquiryForm', EnquiryFormComponent);
