/**
 * The browser side of the island boundary: server HTML from components/island-boundary.tsx, hydrated by
 * lib/browser/hydrate-islands.ts as the exported site does (with React here, preact/compat there).
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '@/components/island-boundary';
import { Tabs as TabsComponent } from '@/components/ui/Tabs';
import { hydrateIslands } from '@/lib/browser/hydrate-islands';

// A FAQ answer that reads like the slot marker islands once used, in a label (JSON props) and a panel (slot HTML).
const answer = 'Write {"$slot":"panels[0]"} to see nothing odd';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Hydration runs each island in a task of its own (lib/browser/hydrate-islands.ts): wait for those tasks. */
async function hydrated(name: string, Component: typeof TabsComponent) {
  await act(async () => {
    hydrateIslands(name, Component);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

test('hydrates from the props and the listed slots, and text that reads like a slot stays text', async () => {
  document.body.innerHTML = renderToStaticMarkup(
    <Island.Tabs
      idBase="faq"
      label="Questions"
      tabs={[
        { key: 'a', label: answer },
        { key: 'b', label: 'Second' },
      ]}
      panels={[<p key="a">{answer}</p>, <p key="b">Second answer</p>]}
    />,
  );
  const serverPanel = document.querySelector('x-slot[data-slot="panels[0]"] p');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await hydrated('Tabs', TabsComponent);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole('tab', { name: answer })).toHaveAttribute('aria-selected', 'true');
  // The slot's server HTML is kept as it was, not rendered again.
  expect(document.querySelector('x-slot[data-slot="panels[0]"] p')).toBe(serverPanel);
  expect(serverPanel).toHaveTextContent(answer);
  await userEvent.click(screen.getByRole('tab', { name: 'Second' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Second answer');
});

test('an island whose data-slots names no place in its props keeps its server HTML and leaves the others alone', async () => {
  const tabSet = (idBase: string) =>
    renderToStaticMarkup(<Island.Tabs idBase={idBase} label={idBase} tabs={[{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }]} panels={[<p key="a">A text</p>, <p key="b">B text</p>]} />);
  // "label" holds text, not the null a slot's place holds.
  const broken = tabSet('one').replace(/data-slots="[^"]*"/, 'data-slots="[[&quot;label&quot;]]"');
  document.body.innerHTML = `<div id="one">${broken}</div><div id="two">${tabSet('two')}</div>`;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await hydrated('Tabs', TabsComponent);
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
  expect(document.querySelector('#one .tabs')).not.toHaveAttribute('data-hydrated');
  expect(document.querySelector('#two .tabs')).toHaveAttribute('data-hydrated');
});

/** A stand-in island: a button that its script marks once it has hydrated it. */
function Probe({ label }: { label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.setAttribute('data-hydrated', ''), []);
  return (
    <button ref={button} type="button">
      {label}
    </button>
  );
}
const probeIsland = (name: string) => `<x-island data-island="${name}" data-props="{&quot;label&quot;:&quot;Probe&quot;}" data-slots="[]"><button type="button">Probe</button></x-island>`;
const nextTask = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('an island that hydrates at interaction (the enquiry form, the cost planner)', () => {
  afterEach(() => window.sessionStorage.clear());

  test('waits for its first touch, then hydrates', async () => {
    document.body.innerHTML = probeIsland('EnquiryForm');
    await act(async () => hydrateIslands('EnquiryForm', Probe));
    await nextTask();
    expect(screen.getByRole('button', { name: 'Probe' })).not.toHaveAttribute('data-hydrated');
    screen.getByRole('button').focus();
    await nextTask();
    expect(screen.getByRole('button', { name: 'Probe' })).toHaveAttribute('data-hydrated');
  });

  test('hydrates at load when a draft waits in session storage', async () => {
    window.sessionStorage.setItem('enquiry-draft', '{"name":"Sana"}');
    document.body.innerHTML = probeIsland('EnquiryForm');
    await act(async () => hydrateIslands('EnquiryForm', Probe));
    await nextTask();
    expect(screen.getByRole('button', { name: 'Probe' })).toHaveAttribute('data-hydrated');
  });
});

test('an island that hydrates when visible watches what it holds, since its own element takes no box', async () => {
  const observed: Element[] = [];
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  const realObserver = Object.getOwnPropertyDescriptor(window, 'IntersectionObserver');
  class FakeObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      report = callback;
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  try {
    document.body.innerHTML = probeIsland('PrintButton');
    await act(async () => hydrateIslands('PrintButton', Probe));
    expect(observed).toEqual([screen.getByRole('button')]);
    await nextTask();
    expect(screen.getByRole('button', { name: 'Probe' })).not.toHaveAttribute('data-hydrated');
    await act(async () => report?.([{ isIntersecting: true }]));
    expect(screen.getByRole('button', { name: 'Probe' })).toHaveAttribute('data-hydrated');
  } finally {
    if (realObserver) Object.defineProperty(window, 'IntersectionObserver', realObserver);
    else Reflect.deleteProperty(window, 'IntersectionObserver');
  }
});
