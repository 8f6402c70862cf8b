/**
 * The browser side of the island boundary: server HTML from components/island-boundary.tsx, hydrated by
 * lib/browser/hydrate-islands.ts as the exported site does (with React here, preact/compat there).
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { Tabs } from '@/components/island-boundary';
import { Tabs as TabsComponent } from '@/components/ui/Tabs';
import { hydrateIslands } from '@/lib/browser/hydrate-islands';

// A FAQ answer that reads like the slot marker islands once used, in a label (JSON props) and a panel (slot HTML).
const answer = 'Write {"$slot":"panels[0]"} to see nothing odd';

afterEach(() => {
  document.body.innerHTML = '';
});

test('hydrates from the props and the listed slots, and text that reads like a slot stays text', async () => {
  document.body.innerHTML = renderToStaticMarkup(
    <Tabs
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
  await act(async () => hydrateIslands('Tabs', TabsComponent));
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
    renderToStaticMarkup(<Tabs idBase={idBase} label={idBase} tabs={[{ key: 'a', label: 'A' }, { key: 'b', label: 'B' }]} panels={[<p key="a">A text</p>, <p key="b">B text</p>]} />);
  // "label" holds text, not the null a slot's place holds.
  const broken = tabSet('one').replace(/data-slots="[^"]*"/, 'data-slots="[[&quot;label&quot;]]"');
  document.body.innerHTML = `<div id="one">${broken}</div><div id="two">${tabSet('two')}</div>`;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => hydrateIslands('Tabs', TabsComponent));
  expect(errors).toHaveBeenCalledTimes(1);
  errors.mockRestore();
  expect(document.querySelector('#one .tabs')).not.toHaveAttribute('data-hydrated');
  expect(document.querySelector('#two .tabs')).toHaveAttribute('data-hydrated');
});
