'use client';

import { useState } from 'react';
import type { CompareColumn, CompareRow } from '@/lib/present/compare-rows';
import type { Labels } from '@/lib/content/schemas';
import { fill } from '@/lib/present/fill-label';

type Props = {
  rows: CompareRow[];
  columns: { key: CompareColumn; label: string }[];
  budgetHeading: string;
  labels: Labels['compare'];
};

type SortKey = CompareColumn | 'name' | 'budget';
type Sort = { key: SortKey; direction: 'ascending' | 'descending' } | null;

/** A budget without living costs is not a full budget: it sorts with the blanks, never as cheap. */
function sortValue(row: CompareRow, key: Exclude<SortKey, 'name'>): number | null {
  if (key === 'budget') return row.budget?.complete ? row.budget.pkr : null;
  return row.cells[key].sort;
}

/** Orders two rows by one column; blank cells go last whichever the direction. Money sorts in rupees. */
function compareCells(a: CompareRow, b: CompareRow, key: SortKey, direction: 1 | -1): number {
  if (key === 'name') return a.name.localeCompare(b.name) * direction;
  const x = sortValue(a, key);
  const y = sortValue(b, key);
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return (x - y) * direction;
}

/**
 * The comparison table: every row is in the static HTML; the browser adds sorting by any column
 * and a yearly budget filter in rupees, which compares every country whatever its currency.
 */
export function CompareTable({ rows, columns, budgetHeading, labels }: Props) {
  const [sort, setSort] = useState<Sort>(null);
  const [budget, setBudget] = useState('');
  const limit = Number(budget);
  const filtering = budget.trim() !== '' && Number.isFinite(limit) && limit > 0;

  const sorted = sort ? [...rows].sort((a, b) => compareCells(a, b, sort.key, sort.direction === 'ascending' ? 1 : -1)) : rows;
  const shown = filtering ? sorted.filter((row) => row.budget !== null && row.budget.complete && row.budget.pkr <= limit) : sorted;
  const withoutBudget = rows.filter((r) => !r.budget?.complete).length;

  const sortButton = (key: SortKey, label: string) => {
    const active = sort?.key === key;
    const next = active && sort.direction === 'ascending' ? 'descending' : 'ascending';
    return (
      <button type="button" className="sort-button" onClick={() => setSort({ key, direction: next })}>
        {label}
        <span aria-hidden="true" className="sort-indicator">
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    );
  };

  return (
    <div className="compare">
      <form className="compare-filter" onSubmit={(event) => event.preventDefault()} aria-labelledby="budget-heading">
        <h2 id="budget-heading">{budgetHeading}</h2>
        <div className="compare-filter-fields">
          <label>
            {labels.budgetLabel}
            <input type="number" inputMode="numeric" min={0} step={100000} value={budget} onChange={(event) => setBudget(event.target.value)} />
          </label>
          {filtering ? (
            <button type="button" className="button button-secondary" onClick={() => setBudget('')}>
              {labels.showAll}
            </button>
          ) : null}
        </div>
        <p role="status" className="compare-status">
          {filtering
            ? `${fill(labels.status, { shown: shown.length, total: rows.length, budget: limit.toLocaleString('en-GB') })}${withoutBudget > 0 ? ` ${fill(labels.noBudget, { count: withoutBudget })}` : ''}`
            : ''}
        </p>
      </form>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={labels.tableLabel}>
        <table className="data-table compare-table">
          <thead>
            <tr>
              <th scope="col" aria-sort={sort?.key === 'name' ? sort.direction : undefined}>
                {sortButton('name', labels.countryColumn)}
              </th>
              <th scope="col" aria-sort={sort?.key === 'budget' ? sort.direction : undefined}>
                {sortButton('budget', labels.budgetColumn)}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : undefined}>
                  {sortButton(column.key, column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a href={row.route}>{row.name}</a>
                </th>
                <td className="compare-budget">
                  {row.budget ? (
                    <>
                      {row.budget.text}
                      {row.budget.complete ? null : <span className="compare-note">{labels.incomplete}</span>}
                    </>
                  ) : null}
                </td>
                {columns.map((column) => (
                  <td key={column.key}>
                    {row.cells[column.key].text}
                    {row.cells[column.key].estimate ? <span className="pkr-estimate">{row.cells[column.key].estimate}</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
