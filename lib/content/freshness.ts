/**
 * Warnings that do not stop a build but that an editor should act on: visa fees nobody has
 * re-checked (or checked too long ago), exchange rates that have grown old, figures no page shows.
 */
import type { SiteContent } from './load';
import { visaRecords } from './collections/visa-records';
import { warning, type Problem } from './problem';
import { staleRatesWarning } from './rupees';
import { CLAIM_NAMES } from './claim-names';
import { expiringCredentials, type Credential } from './credentials';
import { reportedValues } from './contradictions';

/** The topics of the reminders to read or check a source: many lines, each one staff work, so the build log counts them. */
const UNREAD = 'not yet read';
const UNCHECKED = 'not yet checked';
const about = (topic: string) => (problem: Problem): Problem => ({ ...problem, topic });

/** Visa fees change; a record whose figures were checked longer ago than this gets a build warning. */
export const VISA_RECORD_MAX_AGE_MONTHS = 6;

export function visaRecordWarnings(content: SiteContent, today: Date): Problem[] {
  const limit = new Date(today);
  limit.setMonth(limit.getMonth() - VISA_RECORD_MAX_AGE_MONTHS);
  const cutoff = limit.toISOString().slice(0, 10);
  return visaRecords(content).flatMap((record) => {
    const { checked, source } = record.data;
    if (!checked) return [warning(record.file, 'checked', `not yet recorded; compare the fees with ${source.href}, then write checked: { date: YYYY-MM-DD, by: your name }`)];
    if (checked.date < cutoff) return [warning(record.file, 'checked.date', `${checked.date} is more than ${VISA_RECORD_MAX_AGE_MONTHS} months old; re-check the fees against ${source.href}`)];
    return [];
  });
}

/** Every warning of a build, in the order an editor would fix them. */
export function contentWarnings(content: SiteContent, today: Date): Problem[] {
  const rates = content.exchangeRates;
  const stale = staleRatesWarning(rates.file, rates.data.taken, today);
  return [
    ...content.warnings,
    ...(stale ? [about('exchange rates')(stale)] : []),
    ...visaRecordWarnings(content, today).map(about(UNCHECKED)),
    ...uncheckedAwards(content, today).map(about(UNCHECKED)),
    ...reportedValues(content),
    ...uncheckedFigures(content),
    ...uncheckedRegisters(content).map(about(UNCHECKED)),
    ...expiringCredentials(credentialsOf(content), today).map(about('credentials')),
  ];
}

/** Scholarships open once a year; an adviser's check older than this is due again before the next round. */
export const AWARD_CHECK_MAX_AGE_MONTHS = 12;

/**
 * Scholarship awards whose details no adviser has checked against the official page, or checked
 * longer ago than the limit: one warning each, beside the visa ones.
 */
export function uncheckedAwards(content: SiteContent, today: Date): Problem[] {
  const limit = new Date(today);
  limit.setMonth(limit.getMonth() - AWARD_CHECK_MAX_AGE_MONTHS);
  const cutoff = limit.toISOString().slice(0, 10);
  return content.scholarships.flatMap((page) =>
    page.data.awards.flatMap((award, i) => {
      const where = `awards[${i}] (${award.name})`;
      if (!award.checked) return [warning(page.file, where, `not yet checked by an adviser against ${award.source.href}`)];
      if (award.checked.date < cutoff) {
        return [warning(page.file, where, `checked.date: ${award.checked.date} is more than ${AWARD_CHECK_MAX_AGE_MONTHS} months old; re-check it against ${award.source.href}`)];
      }
      return [];
    }),
  );
}

/**
 * Figures whose value in force comes from an official page that nobody has yet recorded reading,
 * or that no adviser has compared with it; and money-to-show rules no adviser has checked. One
 * warning each, beside the visa ones. (Values only a news report gives are contradictions, below.)
 */
export function uncheckedFigures(content: SiteContent): Problem[] {
  const figures = content.countries.flatMap((country) =>
    Object.entries(country.data.figures).flatMap(([name, f]) => {
      if (!f.source) return [];
      const where = `figures.${name}${f.from ? ` (the value from ${f.from})` : ''}`;
      return [
        ...(f.read ? [] : [about(UNREAD)(warning(country.file, where, `not yet read on ${f.source.href}; read it there, then write read: YYYY-MM-DD`))]),
        ...(f.checked ? [] : [about(UNCHECKED)(warning(country.file, where, `not yet checked by an adviser against ${f.source.href}`))]),
      ];
    }),
  );
  const funds = content.countries.flatMap((country) => {
    const rule = country.data.costs?.funds;
    return rule && !rule.checked ? [about(UNCHECKED)(warning(country.file, 'costs.funds', `the rule (months, tuition, days held) is not yet checked by an adviser against ${rule.source.href}`))] : [];
  });
  return [...figures, ...funds];
}

/**
 * The scam checklist's register links, which a family is told to trust, that nobody has yet opened
 * to confirm the search is there: one warning each, like a fee nobody has compared with its source.
 */
export function uncheckedRegisters(content: SiteContent): Problem[] {
  return content.pages.flatMap((page) =>
    page.data.template === 'checklist'
      ? page.data.registers.items.flatMap((register, i) =>
          register.checked ? [] : [warning(page.file, `registers.items[${i}] (${register.issuer})`, `not yet checked; open ${register.href}, confirm it is the register's search, then write checked: { date: YYYY-MM-DD, by: your name }`)],
        )
      : [],
  );
}

/**
 * Claims shown without the counts behind them: the consultancy's to make, but listed so staff can
 * back them. Those of content/site.md, then each country's percentages (its visa success rate).
 */
export function unevidencedClaims(content: SiteContent): Problem[] {
  const { file, data } = content.site;
  const site = CLAIM_NAMES.filter((name) => !data.claims[name].evidence).map(
    (name) => warning(file, `claims.${name}`, `${data.claims[name].value} has no evidence (count, total, period); pages mark it as the consultancy's own figure`),
  );
  const countries = content.countries.flatMap((country) =>
    Object.entries(country.data.figures).flatMap(([name, f]) =>
      f.kind === 'percent' && !f.evidence
        ? [warning(country.file, `figures.${name}`, `${f.percent}% has no evidence (count, total, period); pages mark it as the consultancy's own figure`)]
        : [],
    ),
  );
  return [...site, ...countries];
}

/** Every credential the site shows, with where it is written: the firm's and each counsellor's. */
export function credentialsOf(content: SiteContent): { file: string; where: string; credential: Credential }[] {
  const firm = content.site.data.credentials.map((credential, i) => ({ file: content.site.file, where: `credentials[${i}] (${credential.issuer})`, credential }));
  const people = content.pages.flatMap((page) =>
    page.data.template === 'team'
      ? page.data.members.flatMap((member, m) =>
          member.certificates.map((credential, i) => ({ file: page.file, where: `members[${m}].certificates[${i}] (${credential.issuer})`, credential })),
        )
      : [],
  );
  return [...firm, ...people];
}
