import type { FeeChange } from '@/lib/present/fee-changes';
import './planner.css';

/**
 * Fee changes as a list, newest first, each with where it was announced; a change still to come
 * says so, and one only a report gives is marked as reported, with the report linked.
 */
export function FeeChangeList({ changes, withCountry, labels, newTabLabel }: { changes: FeeChange[]; withCountry: boolean; labels: { coming: string; reported: string }; newTabLabel: string }) {
  return (
    <ul className="fee-changes">
      {changes.map((change) => (
        <li key={change.id} id={`change-${change.id.replace(/[^A-Za-z0-9-]/g, '-')}`}>
          {change.status === 'done' ? null : (
            <>
              <strong className={`fee-change-${change.status}`}>{change.status === 'coming' ? labels.coming : labels.reported}</strong>{' '}
            </>
          )}
          {withCountry ? (
            <>
              <a href={change.countryRoute}>{change.country}</a>
              {': '}
            </>
          ) : null}
          {change.text}
          {change.source ? (
            <>
              {' ('}
              <a href={change.source.href} target="_blank" rel="noopener noreferrer">
                {change.source.label}
                <span className="visually-hidden"> {newTabLabel}</span>
              </a>
              {')'}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
