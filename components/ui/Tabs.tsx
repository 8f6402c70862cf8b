'use client';

import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { safeDecode } from '@/lib/browser/safe-decode';

export type TabDef = { key: string; label: string };

type Props = {
  /** Unique on the page; prefixes the ids of tabs and panels. */
  idBase: string;
  label: string;
  tabs: TabDef[];
  /** One panel per tab, in the same order, rendered on the server. */
  panels: ReactNode[];
  /** Tab sets with the same group share one selection (the visa pages' country sections). */
  group?: string;
};

// Shared selections by group name: a tiny external store, so sibling tab sets stay in step.
const groupSelections = new Map<string, string>();
const groupListeners = new Map<string, Set<() => void>>();

/** The tab chosen by a click or key since hydration (null: none yet), shared within a group. */
function useGroupSelection(group: string | undefined): [string | null, (key: string) => void] {
  const [local, setLocal] = useState<string | null>(null);
  const shared = useSyncExternalStore(
    (notify) => {
      if (!group) return () => {};
      const listeners = groupListeners.get(group) ?? new Set();
      groupListeners.set(group, listeners);
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => (group ? (groupSelections.get(group) ?? null) : null),
    () => null,
  );
  if (!group) return [local, setLocal];
  return [
    shared,
    (key) => {
      groupSelections.set(group, key);
      groupListeners.get(group)?.forEach((notify) => notify());
    },
  ];
}

const subscribeToHash = (notify: () => void) => {
  window.addEventListener('hashchange', notify);
  return () => window.removeEventListener('hashchange', notify);
};
const subscribeToNothing = () => () => {};

/**
 * The tab whose panel the address targets (`#<idBase>-panel-<key>`, or any element inside it), for
 * this tab set or, with a group, any set of the group: a tab followed before hydration, or a link to
 * a panel. Null on the server and while hydrating, so the client's first render matches the HTML.
 */
function useTargetedTab(set: string): string | null {
  return useSyncExternalStore(
    subscribeToHash,
    () => {
      const id = safeDecode(window.location.hash.slice(1));
      const panel = id ? document.getElementById(id)?.closest<HTMLElement>('[data-tab-key]') : null;
      return panel?.dataset.tabSet === set ? (panel.dataset.tabKey ?? null) : null;
    },
    () => null,
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select, Home and End
 * jump to the ends. Every panel is in the server HTML; without JavaScript all panels show, one
 * after another, each under its own heading (see the `scripting: none` rules in tabs.css).
 *
 * Each tab is a link to its panel, so a tab works from the first paint, before this script has
 * loaded: following it targets the panel, and CSS (`:target`, tabs.css) shows that panel and marks
 * its tab. Hydration takes over (`data-hydrated`): it adopts the targeted panel, clicks select
 * without touching the address, only the selected tab stays in the Tab order, and a group's sets
 * share one selection.
 */
export function Tabs({ idBase, label, tabs, panels, group }: Props) {
  const first = tabs[0]?.key ?? '';
  const set = group ?? idBase;
  const [chosen, choose] = useGroupSelection(group);
  const targeted = useTargetedTab(set);
  const hydrated = useSyncExternalStore(subscribeToNothing, () => true, () => false);
  const selected = chosen ?? targeted ?? first;
  const tabRefs = useRef(new Map<string, HTMLAnchorElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const next = (index + 1) % tabs.length;
    const previous = (index - 1 + tabs.length) % tabs.length;
    // The arrows follow the reading direction (WAI-ARIA): in Urdu the next tab is to the left.
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const targets: Record<string, number> = {
      ArrowRight: rightToLeft ? previous : next,
      ArrowLeft: rightToLeft ? next : previous,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    choose(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  return (
    <div className="tabs" data-hydrated={hydrated ? '' : undefined}>
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <a
              key={tab.key}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.key, el);
              }}
              href={`#${idBase}-panel-${tab.key}`}
              role="tab"
              id={`${idBase}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${idBase}-panel-${tab.key}`}
              // Before hydration every tab is a link in the Tab order; after it, a roving tabindex.
              tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
              onClick={(event) => {
                event.preventDefault();
                choose(tab.key);
              }}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idBase}-panel-${tab.key}`}
          aria-labelledby={`${idBase}-tab-${tab.key}`}
          data-tab-set={set}
          data-tab-key={tab.key}
          tabIndex={0}
          hidden={tab.key !== selected}
          className="tabpanel"
        >
          <h3 className="tabpanel-heading">{tab.label}</h3>
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
