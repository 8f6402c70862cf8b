/**
 * The browser side of an island (see components/island-boundary.tsx): each bundle built by
 * lib/build/islands/bundle.ts calls `hydrateIslands(name, Component)`, which hydrates every
 * `<x-island data-island="name">` of the page on its own, from its JSON props and the slots its
 * `data-slots` lists. Only the exported site loads this; `react` and `react-dom` resolve to
 * preact/compat there (or React itself, for the size comparison).
 */
import { createElement, type ElementType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_TAG, SLOT_TAG, isSlotPath, slotId, type SlotPath } from '../island-registry';

/** Server HTML kept as it is: hydration leaves the slot's DOM alone, and a re-render with the same string too. */
function slotElement(id: string, root: HTMLElement): ReactNode {
  const template = Array.from(root.children).find((child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement && child.dataset.slot === id);
  if (template) {
    // Shown later, or more than once: read it now, before hydration removes the template.
    const html = template.innerHTML;
    return createElement(SLOT_TAG, { 'data-slot': id, dangerouslySetInnerHTML: { __html: html } });
  }
  const shown = Array.from(root.querySelectorAll<HTMLElement>(SLOT_TAG)).find((slot) => slot.dataset.slot === id && slot.closest(ISLAND_TAG) === root);
  if (!shown) throw new Error(`slot ${id} is neither on the page nor in a <template data-slot>`);
  // Read only if the island ever renders the slot afresh: serialising big sections costs time.
  let html: string | undefined;
  return createElement(SLOT_TAG, {
    'data-slot': id,
    dangerouslySetInnerHTML: {
      get __html() {
        html ??= shown.innerHTML;
        return html;
      },
    },
  });
}

function isProps(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Puts the slot's element where data-slots says, in the place the JSON props hold with null. */
function placeSlot(props: Record<string, unknown>, path: SlotPath, element: ReactNode) {
  const last = path[path.length - 1];
  let container: unknown = props;
  for (const key of path.slice(0, -1)) container = container !== null && typeof container === 'object' && Object.hasOwn(container, key) ? Reflect.get(container, key) : undefined;
  if (last === undefined || container === null || typeof container !== 'object' || !Object.hasOwn(container, last) || Reflect.get(container, last) !== null) {
    throw new Error(`slot ${slotId(path)} has no place in data-props`);
  }
  // defineProperty, not assignment: a key named __proto__ stays a plain key.
  Object.defineProperty(container, last, { value: element, enumerable: true, writable: true, configurable: true });
}

export function hydrateIslands(name: string, Component: ElementType) {
  for (const root of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island="${name}"]`)) {
    try {
      const props: unknown = JSON.parse(root.dataset.props ?? '{}');
      if (!isProps(props)) throw new Error('data-props is not an object');
      const slots: unknown = JSON.parse(root.dataset.slots ?? '[]');
      if (!Array.isArray(slots) || !slots.every(isSlotPath)) throw new Error('data-slots is not a list of slot paths');
      for (const path of slots) placeSlot(props, path, slotElement(slotId(path), root));
      hydrateRoot(root, createElement(Component, props));
    } catch (error) {
      // One broken island must not stop the others; its server HTML stays as it is.
      console.error(`island ${name}:`, error);
    }
  }
}
