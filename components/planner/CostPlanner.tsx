'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Labels } from '@/lib/content/schemas';
import { fill } from '@/lib/fill-label';
import { shareText, whatsappLink } from '@/lib/browser/enquiry';
import { choiceFromQuery, choiceToQuery, defaultChoice, planFor, STUDY_LEVELS, type PlanChoice, type PlanDestination, type StudyLevel } from '@/lib/cost-plan';
import { formatPkrRange, type Rates } from '@/lib/money-format';
import { PlanTable } from './PlanTable';
import { editions, type EditionCode } from '@/lib/editions';
import { optionText } from '@/lib/script-runs';

/** The address changes only through this component, which re-renders itself. */
const noSubscription = () => () => {};

type Props = {
  destinations: PlanDestination[];
  rates: Rates;
  words: Labels['planner'];
  edition: EditionCode;
  heading: string;
  newTabLabel: string;
  /** /contact, where the plan goes into the enquiry's message. */
  contactRoute: string;
  whatsapp: string;
};

/**
 * The planner's choices: destination, level, city and course length. Before scripts arrive it is an
 * ordinary form that reloads the page with the choice in the address; the island then reads the
 * address, shows that plan, and keeps the address in step so the plan can be shared.
 */
export function CostPlanner({ destinations, rates, words, edition, heading, newTabLabel, contactRoute, whatsapp }: Props) {
  const first = destinations[0];
  const [picked, setChoice] = useState<PlanChoice | null>(null);
  // A shared plan: the address names the choice. The server renders the first destination's default.
  const query = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const choice = picked ?? choiceFromQuery(query, destinations) ?? (first ? defaultChoice(first) : null);
  const formRef = useRef<HTMLFormElement>(null);

  // The planner hydrates at its first touch (lib/island-registry.ts): a choice made in the server
  // HTML before then, a field changed from what the page was built with, becomes the plan shown,
  // as pressing "show" would have made it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = Array.from(form.elements).filter((e): e is HTMLSelectElement | HTMLInputElement => (e instanceof HTMLSelectElement || e instanceof HTMLInputElement) && e.name !== '');
    const changed = fields.some((f) => (f instanceof HTMLSelectElement ? f.selectedIndex !== Math.max(0, Array.from(f.options).findIndex((o) => o.defaultSelected)) : f.value !== f.defaultValue));
    if (!changed) return;
    const adopted = choiceFromQuery(new URLSearchParams(fields.map((f) => [f.name, f.value])).toString(), destinations);
    if (!adopted) return;
    setChoice(adopted);
    window.history.replaceState(window.history.state, '', `?${choiceToQuery(adopted)}#planner`);
  }, [destinations]);

  const destination = destinations.find((d) => d.id === choice?.destination);
  if (!choice || !destination) return null;
  const plan = planFor(destination, choice, rates);

  const update = (next: PlanChoice) => {
    setChoice(next);
    window.history.replaceState(window.history.state, '', `?${choiceToQuery(next)}#planner`);
  };
  const pick = (id: string) => {
    const next = destinations.find((d) => d.id === id);
    if (next) update(defaultChoice(next));
  };
  const setLevel = (level: StudyLevel) => update({ ...choice, level, years: destination.courseYears[level] });

  const band = destination.bands.find((b) => b.key === choice.band)?.label;
  const title = `${fill(words.planFor, { country: destination.name, level: words.levels[choice.level], years: choice.years })}${band ? `, ${band}` : ''}`;
  const summary = fill(words.summary, {
    plan: title,
    firstYear: plan.firstYearPkr ? formatPkrRange(plan.firstYearPkr, editions[edition]) : words.askAdviser,
    course: plan.coursePkr ? formatPkrRange(plan.coursePkr, editions[edition]) : words.askAdviser,
  });
  const message = shareText(`${summary}${plan.missing.length ? ` ${fill(words.leavesOut, { items: plan.missing.join(', ') })}` : ''}`);
  const contactHref = `${contactRoute}?${new URLSearchParams({ country: destination.id, message }).toString()}`;

  return (
    <form ref={formRef} className="planner-form" method="get" action="#planner" id="planner" aria-labelledby="planner-heading">
      <h2 id="planner-heading">{heading}</h2>
      <div className="planner-fields">
        <label>
          {words.destination}
          <select name="destination" value={destination.id} onChange={(event) => pick(event.target.value)}>
            {destinations.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {words.level}
          <select name="level" value={choice.level} onChange={(event) => setLevel(event.target.value === 'postgraduate' ? 'postgraduate' : 'undergraduate')}>
            {STUDY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {words.levels[level]}
              </option>
            ))}
          </select>
        </label>
        {destination.bands.length > 0 ? (
          <label>
            {words.city}
            <select name="city" value={choice.band ?? ''} onChange={(event) => update({ ...choice, band: event.target.value })}>
              {destination.bands.map((b) => (
                <option key={b.key} value={b.key}>
                  {optionText(b.label, editions[edition].lang)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {words.years}
          <input
            name="years"
            type="number"
            inputMode="numeric"
            min={1}
            max={7}
            value={choice.years}
            onChange={(event) => {
              const years = Number(event.target.value);
              if (Number.isInteger(years) && years >= 1 && years <= 7) update({ ...choice, years });
            }}
          />
        </label>
        {/* Before scripts arrive, choosing and pressing this reloads the page with the choice in the address. */}
        <button type="submit" className="button button-secondary planner-submit">
          {words.show}
        </button>
      </div>
      <div aria-live="polite">
        <PlanTable destination={destination} plan={plan} words={words} edition={edition} newTabLabel={newTabLabel} headingLevel={3} regionPrefix={heading} />
      </div>
      <p className="planner-send">
          <a className="button button-primary" href={contactHref}>
            {words.send}
          </a>{' '}
          <a className="button button-secondary" href={whatsappLink(whatsapp, message)} target="_blank" rel="noopener noreferrer">
            {words.whatsapp}
            <span className="visually-hidden"> {newTabLabel}</span>
          </a>
      </p>
    </form>
  );
}
