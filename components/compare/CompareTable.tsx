'use client';

import { useState } from 'react';
import type { CompareColumn, CompareRow } from '@/lib/compare';

type Props = {
  rows: CompareRow[];
  columns: { key: CompareColumn; label: string }[];
  budgetHeading: string;
  currencies: string[];
};

type Sort = { key: CompareColumn | 'name'; direction: 'ascending' | 'descending' } | null;

/** A row's lowest yearly cost in its own currency, and whether living costs are included. */
export function yearlyCost(row: CompareRow): { amount: number; currency: string; complete: boolean } | null {
  if (!row.budget) return null;
  return { amount: row.budget.tuition + (row.budget.living ?? 0), currency: row.budget.currency, complete: row.budget.living !== undefined };
}

/** Orders two rows by one column; blank cells go last whichever the direction. */
function compareCells(a: CompareRow, b: CompareRow, key: CompareColumn | 'name', direction: 1 | -1): number {
  if (key === 'name') return a.name.localeCompare(b.name) * direction;
  // Money columns group by currency first: amounts in different currencies are never compared as equals.
  if (key === 'tuition' || key === 'livingCost') {
    const currency = (a.budget?.currency ?? '~').localeCompare(b.budget?.currency ?? '~');
    if (currency !== 0) return currency * direction;
  }
  const x = a.cells[key].sort;
  const y = b.cells[key].sort;
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return (x - y) * direction;
}

const money = (amount: number, currency: string) => `${currency} ${amount.toLocaleString('en-GB')}`;

/**
 * The comparison table: every row is in the static HTML; the browser adds sorting by any column
 * and a yearly budget filter that compares amounts only within one currency.
 */
export function CompareTable({ rows, columns, budgetHeading, currencies }: Props) {
  const [sort, setSort] = useState<Sort>(null);
  const [budget, setBudget] = useState('');
  const [currency, setCurrency] = useState(currencies[0] ?? 'EUR');
  const limit = Number(budget);
  const filtering = budget.trim() !== '' && Number.isFinite(limit) && limit > 0;

  const sorted = sort ? [...rows].sort((a, b) => compareCells(a, b, sort.key, sort.direction === 'ascending' ? 1 : -1)) : rows;
  const fits = (row: CompareRow) => {
    const cost = yearlyCost(row);
    return cost !== null && cost.currency === currency && cost.amount <= limit;
  };
  const shown = filtering ? sorted.filter(fits) : sorted;
  const otherCurrency = rows.filter((r) => r.budget && r.budget.currency !== currency).length;

  const sortButton = (key: CompareColumn | 'name', label: string) => {
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
            Yearly tuition and living costs up to
            <input type="number" inputMode="numeric" min={0} step={500} value={budget} onChange={(event) => setBudget(event.target.value)} />
          </label>
          <label>
            Currency
            <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </label>
          {filtering ? (
            <button type="button" className="button button-secondary" onClick={() => setBudget('')}>
              Show all countries
            </button>
          ) : null}
        </div>
        <p role="status" className="compare-status">
          {filtering
            ? `${shown.length} of ${rows.length} countries fit ${money(limit, currency)} a year. ${otherCurrency} ${otherCurrency === 1 ? 'is' : 'are'} priced in other currencies: choose that currency to include ${otherCurrency === 1 ? 'it' : 'them'}.`
            : ''}
        </p>
      </form>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Country comparison: table, scrolls sideways">
        <table className="data-table compare-table">
          <thead>
            <tr>
              <th scope="col" aria-sort={sort?.key === 'name' ? sort.direction : undefined}>
                {sortButton('name', 'Country')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" aria-sort={sort?.key === column.key ? sort.direction : undefined}>
                  {sortButton(column.key, column.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const cost = yearlyCost(row);
              return (
                <tr key={row.id}>
                  <th scope="row">
                    <a href={row.route}>{row.name}</a>
                    {filtering && cost ? (
                      <span className="compare-cost">
                        from {money(cost.amount, cost.currency)} a year{cost.complete ? '' : ' (tuition only; living costs not listed)'}
                      </span>
                    ) : null}
                  </th>
                  {columns.map((column) => (
                    <td key={column.key}>{row.cells[column.key].text}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
