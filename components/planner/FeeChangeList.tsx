import type { FeeChange } from '@/lib/present/cost-planner';
import './planner.css';

/** Fee changes as a list, newest first, each with where it was announced. */
export function FeeChangeList({ changes, withCountry, newTabLabel }: { changes: FeeChange[]; withCountry: boolean; newTabLabel: string }) {
  return (
    <ul className="fee-changes">
      {changes.map((change) => (
        <li key={`${change.countryRoute} ${change.text}`}>
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
