/**
 * The browser side of an island (see components/islands.tsx): each bundle built by
 * scripts/islands.ts calls `hydrateIslands(name, Component)`, which hydrates every
 * `<x-island data-island="name">` of the page on its own, from its JSON props. Only the exported
 * site loads this; `react` and `react-dom` resolve to preact/compat there (or React itself, for
 * the size comparison).
 */
import { createElement, type ElementType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_TAG, SLOT_TAG } from './registry';

/** Server HTML kept as it is: hydration leaves the slot's DOM alone, and a re-render with the same string too. */
function slotElement(path: string, root: HTMLElement): ReactNode {
  const template = Array.from(root.children).find((child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement && child.dataset.slot === path);
  if (template) {
    // Shown later, or more than once: read it now, before hydration removes the template.
    const html = template.innerHTML;
    return createElement(SLOT_TAG, { 'data-slot': path, dangerouslySetInnerHTML: { __html: html } });
  }
  const shown = Array.from(root.querySelectorAll<HTMLElement>(`${SLOT_TAG}[data-slot="${path}"]`)).find((slot) => slot.closest(ISLAND_TAG) === root);
  if (!shown) throw new Error(`slot ${path} is neither on the page nor in a <template data-slot>`);
  // Read only if the island ever renders the slot afresh: serialising big sections costs time.
  let html: string | undefined;
  return createElement(SLOT_TAG, {
    'data-slot': path,
    dangerouslySetInnerHTML: {
      get __html() {
        html ??= shown.innerHTML;
        return html;
      },
    },
  });
}

function revive(value: unknown, root: HTMLElement): unknown {
  if (Array.isArray(value)) return value.map((item) => revive(item, root));
  if (value !== null && typeof value === 'object') {
    if ('$slot' in value && typeof value.$slot === 'string') return slotElement(value.$slot, root);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revive(item, root)]));
  }
  return value;
}

function isProps(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function hydrateIslands(name: string, Component: ElementType) {
  for (const root of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island="${name}"]`)) {
    try {
      const props = revive(JSON.parse(root.dataset.props ?? '{}'), root);
      if (!isProps(props)) throw new Error('data-props is not an object');
      hydrateRoot(root, createElement(Component, props));
    } catch (error) {
      // One broken island must not stop the others; its server HTML stays as it is.
      console.error(`island ${name}:`, error);
    }
  }
}
