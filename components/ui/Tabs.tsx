'use client';

import { useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

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

function useGroupSelection(group: string | undefined, initial: string): [string, (key: string) => void] {
  const [local, setLocal] = useState(initial);
  const shared = useSyncExternalStore(
    (notify) => {
      if (!group) return () => {};
      const listeners = groupListeners.get(group) ?? new Set();
      groupListeners.set(group, listeners);
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => (group ? (groupSelections.get(group) ?? initial) : initial),
    () => initial,
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

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs and select, Home and End
 * jump to the ends. Every panel is in the server HTML; without JavaScript all panels show, one
 * after another, each under its own heading (see the `scripting: none` rules in globals.css).
 */
export function Tabs({ idBase, label, tabs, panels, group }: Props) {
  const first = tabs[0]?.key ?? '';
  const [selected, select] = useGroupSelection(group, first);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.key);
    tabRefs.current.get(tab.key)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.key, el);
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${idBase}-panel-${tab.key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${idBase}-panel-${tab.key}`}
          aria-labelledby={`${idBase}-tab-${tab.key}`}
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
