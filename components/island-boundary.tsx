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
import { createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { ISLAND_TAG, SLOT_TAG, isIslandName, islandOf, slotId, type IslandName, type SlotPath } from '@/lib/island-registry';
import { SiteNav } from '@/components/layout/SiteNav';
import { SiteSearch } from '@/components/search/SiteSearch';
import { SearchPage } from '@/components/search/SearchPage';
import { CaseRedirect } from '@/components/layout/CaseRedirect';
import { Reveal } from '@/components/ui/Reveal';
import { Tabs } from '@/components/ui/Tabs';
import { ScrollSpyMenu } from '@/components/ui/ScrollSpyMenu';
import { FallbackImage } from '@/components/ui/FallbackImage';
import { PrintButton } from '@/components/ui/PrintButton';
import { TestimonialRotator } from '@/components/home/TestimonialRotator';
import { CompareTable } from '@/components/compare/CompareTable';
import { CostPlanner } from '@/components/planner/CostPlanner';
import { EnquiryForm } from '@/components/contact/EnquiryForm';

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

/** Wraps a client component as the island `name`, with that island's row in lib/island-registry.ts. */
function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  const { offstage = [] } = islandOf(name);
  function Wrapper(props: P) {
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
  Wrapper.displayName = `Island(${name})`;
  return Wrapper;
}

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;
type Wrapped<T> = { [N in keyof T]: (props: PropsOf<T[N]>) => ReactElement };

function wrapEach<T extends { [N in IslandName]: ComponentType<never> }>(components: T): Wrapped<T>;
function wrapEach(components: Record<string, ComponentType<never>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(components).flatMap(([name, Component]) => (isIslandName(name) ? [[name, island(name, Component)]] : [])),
  );
}

/**
 * Every island, as its server wrapper: `<Island.Tabs …/>`. The names and rows are those of `ISLANDS`
 * (lib/island-registry.ts); this map only adds each one's component, and its type asks for exactly
 * one per island.
 */
export const Island = wrapEach({
  SiteNav,
  SiteSearch,
  SearchPage,
  CaseRedirect,
  Reveal,
  Tabs,
  ScrollSpyMenu,
  FallbackImage,
  PrintButton,
  TestimonialRotator,
  CompareTable,
  CostPlanner,
  EnquiryForm,
} satisfies { [N in IslandName]: ComponentType<never> });
