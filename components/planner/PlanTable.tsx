import { markLatin } from '@/components/ui/mark-urdu';
import type { Labels } from '@/lib/content/schemas';
import { fill, formatDate } from '@/lib/fill-label';
import type { Plan, PlanDestination, Range } from '@/lib/cost-plan';
import { formatPkrRange, formatPlanAmount, formatRange } from '@/lib/money-format';
import type { CurrencyCode } from '@/lib/money-format';
import { editions, type EditionCode } from '@/lib/editions';
import { ReportedNote } from '@/components/sections/ReportedNote';

type Props = {
  destination: PlanDestination;
  plan: Plan;
  words: Labels['planner'];
  /** The edition whose words and formats the amounts and dates are written in. */
  edition: EditionCode;
  newTabLabel: string;
  id?: string;
  /** The level of the funds heading, one below the heading the table sits under. */
  headingLevel: 3 | 4;
  /** Before the caption in the scrolling region's name, so two tables of one destination differ ("Your plan: …"). */
  regionPrefix?: string;
};

/**
 * When the amount took effect, when it was read on its source and whether an adviser has compared
 * it with the source: ", in effect from 2 January 2025, read there on 27 November 2026 (not yet checked by an adviser)".
 */
function Dates({ effect, read, checked, sourced, words, edition }: { effect: string | null; read: string | null; checked: string | null; sourced: boolean; words: Labels['planner']; edition: EditionCode }) {
  return (
    <>
      {effect ? <span className="plan-effect">, {fill(words.effect, { date: formatDate(effect, editions[edition]) })}</span> : null}
      {read ? <span className="plan-read">, {fill(words.readOn, { date: formatDate(read, editions[edition]) })}</span> : null}
      {checked ? <span className="plan-checked">, {fill(words.checkedOn, { date: formatDate(checked, editions[edition]) })}</span> : null}
      {sourced && !checked ? <span className="plan-unchecked"> ({words.notChecked})</span> : null}
    </>
  );
}

function Money({ foreign, pkr, currency, edition }: { foreign: Range | null; pkr: Range | null; currency: CurrencyCode | null; edition: EditionCode }) {
  return (
    <>
      {foreign && currency && currency !== 'PKR' ? <span className="plan-foreign">{formatRange(foreign, currency)}</span> : null}
      {/* A space, so the two read apart where they sit on one line (the funds sentence, print). */}
      {foreign && pkr && currency !== 'PKR' ? ' ' : null}
      {pkr ? <span className="pkr-estimate">{currency === 'PKR' ? formatPkrRange(pkr, editions[edition]) : `≈ ${formatPkrRange(pkr, editions[edition])}`}</span> : null}
    </>
  );
}

/**
 * One destination's plan: each cost on its line (in its own currency and in rupees, with its
 * source), the first-year and whole-course totals, the money to show for the visa, and what a fall
 * of the rupee would add. The same markup in the static tables and in the planner's island.
 */
export function PlanTable({ destination, plan, words, edition, newTabLabel, id, headingLevel, regionPrefix }: Props) {
  const FundsHeading = headingLevel === 3 ? 'h3' : 'h4';
  const level = words.levels[plan.choice.level];
  const band = destination.bands.find((b) => b.key === plan.choice.band)?.label;
  // Months of the living item: the chosen band's own dates (London's are not Outside London's); a fixed amount: the rule's.
  const livingLine = destination.funds?.living === null && destination.livingItem !== null ? plan.lines[destination.livingItem] : undefined;
  const fundsDates = livingLine?.amount ? livingLine : (destination.funds ?? { effect: null, read: null, checked: null });
  const caption = `${fill(words.planFor, { country: destination.name, level, years: plan.choice.years })}${band ? `, ${band}` : ''}`;
  return (
    <div className="plan" id={id}>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={regionPrefix ? `${regionPrefix}: ${caption}` : caption}>
        <table className="data-table plan-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.item}</th>
              <th scope="col">{words.amount}</th>
              <th scope="col">{words.firstYear}</th>
              <th scope="col">{fill(words.course, { years: plan.choice.years })}</th>
            </tr>
          </thead>
          <tbody>
            {plan.lines.map((line) => (
              <tr key={line.label}>
                <th scope="row">
                  {line.label}
                  {/* A citation, not what the page is about: left out of the search index, so that a term of
                      an official page's title ("subclass 500") finds the guide that explains it, not every
                      table that cites that page. */}
                  <small className="plan-source" data-pagefind-ignore="all">
                    {line.source ? (
                      <a href={line.source.href} target="_blank" rel="noopener noreferrer">
                        {markLatin(line.source.label, edition)}
                        <span className="visually-hidden"> {newTabLabel}</span>
                      </a>
                    ) : line.amount ? (
                      words.ownFigure
                    ) : null}
                    {line.source || line.amount ? <Dates effect={line.effect} read={line.read} checked={line.checked} sourced={line.source !== null} words={words} edition={edition} /> : null}
                  </small>
                  {line.visaMonths !== null ? <small className="plan-whole-visa">{fill(words.wholeVisa, { months: line.visaMonths })}</small> : null}
                  {line.coming ? <small className="plan-coming">{line.coming}</small> : null}
                  {line.reported ? <ReportedNote note={line.reported.note} newTabLabel={newTabLabel} edition={edition} /> : null}
                </th>
                {line.amount ? (
                  <>
                    <td>{formatPlanAmount(line.amount, editions[edition])}</td>
                    <td>
                      <Money foreign={line.firstYear} pkr={line.firstYearPkr} currency={line.amount.currency} edition={edition} />
                    </td>
                    <td>
                      <Money foreign={line.course} pkr={line.coursePkr} currency={line.amount.currency} edition={edition} />
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className="plan-ask">
                    {words.askAdviser}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{words.total}</th>
              <td />
              <td>
                <Money foreign={plan.firstYear} pkr={plan.firstYearPkr} currency={plan.currency} edition={edition} />
              </td>
              <td>
                <Money foreign={plan.course} pkr={plan.coursePkr} currency={plan.currency} edition={edition} />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {plan.missing.length > 0 ? <p className="plan-missing">{fill(words.leavesOut, { items: plan.missing.join(', ') })}</p> : null}
      <FundsHeading className="plan-funds-heading">{words.fundsHeading}</FundsHeading>
      {plan.funds && destination.funds ? (
        <p className="plan-funds">
          <strong>
            <Money foreign={plan.funds.amount} pkr={plan.funds.pkr} currency={plan.currency} edition={edition} />
          </strong>
          {': '}
          {[
            plan.funds.livingMonths === null ? words.fundsYear : fill(words.fundsMonths, { months: plan.funds.livingMonths }),
            plan.funds.firstYearTuition ? words.fundsTuition : '',
            plan.funds.heldDays === null ? '' : fill(words.fundsHeld, { days: plan.funds.heldDays }),
          ]
            .filter(Boolean)
            .join(', ')}
          {'. '}
          <a href={destination.funds.source.href} target="_blank" rel="noopener noreferrer" data-pagefind-ignore="all">
            {markLatin(destination.funds.source.label, edition)}
            <span className="visually-hidden"> {newTabLabel}</span>
          </a>
          <Dates effect={fundsDates.effect} read={fundsDates.read} checked={fundsDates.checked} sourced words={words} edition={edition} />
        </p>
      ) : (
        <p className="plan-funds">{words.noFunds}</p>
      )}
      {plan.funds?.safe ? (
        <p className="plan-safe">
          {words.fundsSafe}{' '}
          <strong>
            <Money foreign={plan.funds.safe.amount} pkr={plan.funds.safe.pkr} currency={plan.currency} edition={edition} />
          </strong>
          {destination.funds?.livingReported ? <ReportedNote note={destination.funds.livingReported.note} newTabLabel={newTabLabel} edition={edition} /> : null}
        </p>
      ) : null}
      {plan.fallPkr ? <p className="plan-fall">{fill(words.fall, { pkr: formatPkrRange(plan.fallPkr, editions[edition]) })}</p> : null}
    </div>
  );
}
