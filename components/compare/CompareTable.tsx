'use client';

import { useState } from 'react';
import type { CompareColumn, CompareRow, EnglishTest } from '@/lib/present/compare-rows';
import type { Labels } from '@/lib/content/schemas';
import { fill } from '@/lib/fill-label';
import { ReportedNote } from '@/components/sections/ReportedNote';

type Props = {
  rows: CompareRow[];
  columns: { key: CompareColumn; label: string }[];
  budgetHeading: string;
  labels: Labels['compare'];
  /** The English tests a family can enter a score for, in order. */
  tests: EnglishTest[];
  newTabLabel: string;
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
export function CompareTable({ rows, columns, budgetHeading, labels, tests, newTabLabel }: Props) {
  const [sort, setSort] = useState<Sort>(null);
  const [budget, setBudget] = useState('');
  const [test, setTest] = useState<EnglishTest>(tests[0] ?? 'ielts');
  const [score, setScore] = useState('');
  const limit = Number(budget);
  const byBudget = budget.trim() !== '' && Number.isFinite(limit) && limit > 0;
  const points = Number(score);
  const byScore = score.trim() !== '' && Number.isFinite(points) && points > 0;
  const filtering = byBudget || byScore;

  // A row without a full budget, or without a minimum for the test, never counts as fitting.
  const fitsBudget = (row: CompareRow) => !byBudget || (row.budget !== null && row.budget.complete && row.budget.pkr <= limit);
  const fitsScore = (row: CompareRow) => {
    const minimum = row.english[test];
    return !byScore || (minimum !== undefined && points >= minimum);
  };
  const sorted = sort ? [...rows].sort((a, b) => compareCells(a, b, sort.key, sort.direction === 'ascending' ? 1 : -1)) : rows;
  const shown = filtering ? sorted.filter((row) => fitsBudget(row) && fitsScore(row)) : sorted;
  const withoutBudget = byBudget ? rows.filter((r) => !r.budget?.complete).length : 0;
  const withoutMinimum = byScore ? rows.filter((r) => r.english[test] === undefined).length : 0;
  const status = [
    fill(labels.status, { shown: shown.length, total: rows.length }),
    withoutBudget > 0 ? fill(labels.noBudget, { count: withoutBudget }) : '',
    withoutMinimum > 0 ? fill(labels.noEnglish, { count: withoutMinimum, test: labels.tests[test] }) : '',
    labels.adviserConfirms,
  ].filter(Boolean);

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
          <label>
            {labels.englishTest}
            <select value={test} onChange={(event) => setTest(tests.find((t) => t === event.target.value) ?? test)}>
              {tests.map((t) => (
                <option key={t} value={t}>
                  {labels.tests[t]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {labels.englishScore}
            <input type="number" inputMode="decimal" min={0} step="any" value={score} onChange={(event) => setScore(event.target.value)} />
          </label>
          {filtering ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setBudget('');
                setScore('');
              }}
            >
              {labels.showAll}
            </button>
          ) : null}
        </div>
        <p role="status" className="compare-status">
          {filtering ? status.join(' ') : ''}
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
                {columns.map(({ key }) => {
                  const cell = row.cells[key];
                  return (
                    <td key={key}>
                      {cell.text}
                      {cell.estimate ? <span className="pkr-estimate">{cell.estimate}</span> : null}
                      {cell.note ? <span className="compare-note">{cell.note}</span> : null}
                      {cell.reported ? <ReportedNote note={cell.reported} newTabLabel={newTabLabel} /> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
