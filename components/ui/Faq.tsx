'use client';

import { useRef, type SyntheticEvent } from 'react';

type Props = { name: string; items: { question: string; answer: string }[] };

/**
 * FAQ accordion (spec §2.6): one answer open at a time, and clicking the open question closes it.
 * Built on <details>, so every question opens without JavaScript; the `name` attribute makes the
 * group exclusive in current browsers, and the toggle handler does the same in older ones.
 */
export function Faq({ name, items }: Props) {
  const listRef = useRef<HTMLDivElement>(null);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    listRef.current?.querySelectorAll('details').forEach((other) => {
      if (other !== opened) other.open = false;
    });
  };

  return (
    <div className="faq" ref={listRef}>
      {items.map((item) => (
        <details key={item.question} name={name} onToggle={onToggle}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
