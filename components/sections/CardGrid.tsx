import type { Benefit } from '@/lib/content/schemas';
import { Icon } from '@/components/ui/Icon';
import { markUrdu } from '@/components/ui/mark-urdu';
import './card-grid.css';
import './trust-links.css';

/** Benefit, service and advice boxes: an icon, a title and a description each, and a claim's note when it shows one. */
export function CardGrid({ items, columns = 3, headingLevel = 3 }: { items: (Benefit & { note?: string })[]; columns?: 2 | 3 | 4; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`card-grid columns-${columns}`} role="list">
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon ? <Icon name={item.icon} size={28} className="card-icon" /> : null}
          <Heading>{markUrdu(item.title)}</Heading>
          <p>{item.description}</p>
          {item.note ? <p className="claim-note">{item.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
