/**
 * The browser side of an island (see components/island-boundary.tsx): each bundle built by
 * lib/pipeline/islands/bundle.ts calls `hydrateIslands(name, Component)`, which hydrates every
 * `<x-island data-island="name">` of the page on its own, from its JSON props and the slots its
 * `data-slots` lists. Only the exported site loads this; `react` and `react-dom` resolve to
 * preact/compat there (or React itself, for the size comparison).
 */
import { createElement, type ElementType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_TAG, SLOT_TAG, isIslandName, islandOf, isSlotPath, slotId, type HydrationMoment, type SlotPath } from '../island-registry';
import { whenIdle } from './when-idle';

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

function hydrateOne(name: string, Component: ElementType, root: HTMLElement) {
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

/**
 * Events that mean a visitor reached an island before it hydrated: a tap, keyboard focus, a key,
 * or a value changed without either (an assistive technology, a browser restoring a form).
 */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Calls `run` once, at the island's first touch. After the event, not inside it: the server
 * HTML's own behaviour answers this one, and the hydrated island the next, so no event is handled
 * twice. Returns a function that stops listening.
 */
function onFirstTouch(root: HTMLElement, run: () => void): () => void {
  const touched = () => {
    stop();
    setTimeout(run, 0);
  };
  const stop = () => {
    for (const type of FIRST_TOUCH) root.removeEventListener(type, touched, true);
  };
  for (const type of FIRST_TOUCH) root.addEventListener(type, touched, { capture: true, passive: true });
  return stop;
}

/** Runs `hydrate` once, when the island comes near the window or is first touched, whichever is first. */
function whenVisible(root: HTMLElement, hydrate: () => void) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    stopListening();
    hydrate();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run();
    },
    { rootMargin: '200px' },
  );
  const stopListening = onFirstTouch(root, run);
  // The island's element takes no box (display: contents), and an observer never sees a box-less
  // target intersect: watch what it holds.
  const boxes = Array.from(root.children);
  for (const target of boxes.length > 0 ? boxes : [root]) observer.observe(target);
}

/** An `idle` island hydrates when the main thread is idle, or after a second at the latest. */
const IDLE_HYDRATION = { timeout: 1000, fallbackDelay: 200 };

/** Whether the page brings an `interaction` island something to restore at once: a query in the address, or a draft in this tab's session storage. */
function somethingToRestore(): boolean {
  if (window.location.search.length > 1) return true;
  try {
    return window.sessionStorage.length > 0;
  } catch {
    return false; // storage refused: nothing was kept there
  }
}

/**
 * Hydrates every island of this name on the page at the moment its row names (`hydrate` in
 * `ISLANDS`, lib/island-registry.ts), each in a task of its own. The browser runs a page's module scripts one
 * after another in one task, so an island hydrated as its module runs would join every other
 * island's in one long task (on a slow phone, 380 ms on /contact); in tasks of their own, the
 * browser can paint and answer a tap between them.
 */
export function hydrateIslands(name: string, Component: ElementType) {
  const moment: HydrationMoment = isIslandName(name) ? islandOf(name).hydrate : 'load';
  for (const root of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island="${name}"]`)) {
    const hydrate = () => hydrateOne(name, Component, root);
    if (moment === 'visible') whenVisible(root, hydrate);
    else if (moment === 'idle') whenIdle(hydrate, IDLE_HYDRATION);
    else if (moment === 'interaction' && !somethingToRestore()) onFirstTouch(root, hydrate);
    else setTimeout(hydrate, 0);
  }
}
