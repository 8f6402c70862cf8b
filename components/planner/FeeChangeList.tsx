import type { FeeChange } from '@/lib/present/fee-changes';
import './planner.css';

/** Fee changes as a list, newest first, each with where it was announced; a change still to come says so. */
export function FeeChangeList({ changes, withCountry, comingLabel, newTabLabel }: { changes: FeeChange[]; withCountry: boolean; comingLabel: string; newTabLabel: string }) {
  return (
    <ul className="fee-changes">
      {changes.map((change) => (
        <li key={change.id} id={`change-${change.id.replace(/[^A-Za-z0-9-]/g, '-')}`}>
          {change.status === 'coming' ? (
            <>
              <strong className="fee-change-coming">{comingLabel}</strong>{' '}
            </>
          ) : null}
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
