import { Prose } from './Prose';
import './section.css';

/** A page's Markdown body as its own band under the hero, in a readable column; nothing when empty. */
export function IntroProse({ markdown, label }: { markdown: string; label: string }) {
  if (!markdown.trim()) return null;
  return (
    <section className="section" aria-label={label}>
      <div className="container narrow">
        <Prose markdown={markdown} />
      </div>
    </section>
  );
}
