/**
 * Credentials a family can check: a registration, an accreditation or a counsellor's certificate,
 * each with its identifier and the issuer's own public register. Which registers count is a trust
 * rule, not copy, so the allow-list lives here; what each issuer's credential is called and its
 * register are words, in content/labels.md (`trust.issuers`).
 */
import { z } from 'zod';
import { warning, type Problem } from './problem';
import { href, text } from './fields/primitives';
import { image } from './fields/image';

/**
 * Each issuer of a credential, the hosts of the issuer's register (a link elsewhere could be a copy the
 * agent made), and who it can belong to: the British Council certifies counsellors, never firms,
 * and QEAC is a person's listing in PIER's database.
 */
export const credentialIssuers = ['secp', 'beoe-oep', 'icef', 'pier-qeac', 'british-council'] as const;
export type CredentialIssuer = (typeof credentialIssuers)[number];

export const CREDENTIAL_ISSUERS = {
  /** SECP: the company registration (company search at eservices.secp.gov.pk). */
  secp: { hosts: ['secp.gov.pk'], holder: 'firm' },
  /** Bureau of Emigration and Overseas Employment: an Overseas Employment Promoter's licence. */
  'beoe-oep': { hosts: ['beoe.gov.pk'], holder: 'firm' },
  /** ICEF Agency Status: renewed every year, each agency with its ID and verification page. */
  icef: { hosts: ['icef.com'], holder: 'firm' },
  /** PIER's Qualified Education Agent Counsellor: valid only while listed in the QEAC database. */
  'pier-qeac': { hosts: ['pieronline.org'], holder: 'person' },
  /** British Council agent and counsellor training: it certifies individuals, not agencies. */
  'british-council': { hosts: ['britishcouncil.org'], holder: 'person' },
} as const satisfies Record<CredentialIssuer, { hosts: readonly string[]; holder: 'firm' | 'person' }>;

/** A real calendar date, past or future (an expiry is usually ahead). */
export const calendarDate = z.string().refine((value) => {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, 'expected a real date written YYYY-MM-DD');

/** Whether a link's host is one of the register's hosts or a subdomain of one. */
export function isRegisterLink(issuer: CredentialIssuer, link: string): boolean {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return false;
  }
  return CREDENTIAL_ISSUERS[issuer].hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

const credentialFields = z.strictObject({
  issuer: z.enum(credentialIssuers).describe(`Who issued it, and so which register confirms it: ${credentialIssuers.join(', ')}.`),
  identifier: text.describe('The number or ID the register lists it under, exactly as the register writes it.'),
  verify: href.describe("The page on the issuer's own register where anyone can look it up."),
  // Checked against the build day by the loader (`lapses`, lib/content/load.ts): the schema knows no day.
  expires: calendarDate.meta({ lapses: true }).optional().describe('The day it lapses, if it does. A past date stops the build; the build warns 30 days before.'),
  logo: image.optional().describe("The issuer's badge, shown beside the identifier (never on its own)."),
});

export type Credential = z.infer<typeof credentialFields>;

/** A credential of a firm (`holder: 'firm'`) or of a counsellor (`'person'`), with the register rules. */
export function credentialSchema(holder: 'firm' | 'person') {
  return credentialFields.superRefine((credential, context) => {
    const rule = CREDENTIAL_ISSUERS[credential.issuer];
    if (!isRegisterLink(credential.issuer, credential.verify)) {
      context.addIssue({ code: 'custom', path: ['verify'], message: `expected a link to the ${credential.issuer} register (${rule.hosts.join(' or ')}), got ${credential.verify}` });
    }
    if (rule.holder !== holder) {
      const where = rule.holder === 'person' ? "a counsellor's certificates on the team page" : "the consultancy's credentials in content/site.md";
      context.addIssue({ code: 'custom', path: ['issuer'], message: `${credential.issuer} belongs to ${rule.holder === 'person' ? 'a person, not the firm' : 'the firm, not a person'}; list it under ${where}` });
    }
  });
}

/** What a credential that lapsed before the build day is told. */
export const lapsedMessage = (expires: string) => `${expires} has passed; renew it and write the new date, or remove the credential`;

/** A credential lapses within this many days: the build warns, so it never stays on the site expired. */
export const EXPIRY_WARNING_DAYS = 30;

/** The credentials that lapse within the warning window, one line each for the build's warnings. */
export function expiringCredentials(found: { file: string; where: string; credential: Credential }[], today: Date): Problem[] {
  const limit = new Date(today);
  limit.setUTCDate(limit.getUTCDate() + EXPIRY_WARNING_DAYS);
  const until = limit.toISOString().slice(0, 10);
  return found.flatMap(({ file, where, credential }) =>
    credential.expires && credential.expires <= until
      ? [warning(file, where, `expires ${credential.expires}, within ${EXPIRY_WARNING_DAYS} days; renew it and write the new date, or remove it before then`)]
      : [],
  );
}
