/**
 * The build's settings: the one module under lib/ and components/ that reads the environment
 * (docs/deploy.md, "Settings read at build time", "Before launch"). The entry points (scripts/,
 * app/ through siteOptions, the build runner) read the build day here once and pass
 * it down as an argument; every other setting is read through the functions below, never from
 * process.env directly (eslint.config.mjs refuses that elsewhere).
 */
import path from 'node:path';
import { isCalendarDay } from './fill-label';
import { editions, type Edition, type EditionCode } from './editions';
import { ENQUIRY_API_PATH } from './site-paths';

/** `SITE_ENV=production` refuses sample data; anything else (the default) is a preview build. */
export type SiteEnv = 'production' | 'preview';

export const BUILD_INFO = 'build-info.json';

/** The environment, or the part of it a test hands in: variables by name. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A setting from the environment that the build cannot use; its message is one line naming the variable. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

export const SITE_DATE_VARIABLE = 'SITE_DATE';

/** Why SITE_DATE cannot name the build day, as one line naming it and what was expected; null when it can (or is unset). */
export function siteDateProblem(env: Environment = process.env): string | null {
  const set = env[SITE_DATE_VARIABLE]?.trim();
  return !set || isCalendarDay(set) ? null : `${SITE_DATE_VARIABLE}: expected a real date written YYYY-MM-DD, got ${JSON.stringify(set)}`;
}

/**
 * The day a build publishes for, YYYY-MM-DD: the day each figure's value in force is picked for,
 * claims are counted on and the footer's year is taken from. It is today (UTC) unless
 * `SITE_DATE=YYYY-MM-DD` names another, so a preview or a test can show the site as it will read
 * on a day to come, or as it read on a day gone. Only the entry points call this (the clock is
 * read here, once, for them); everything below takes the day as an argument.
 */
export function buildDay(env: Environment = process.env, now: () => Date = () => new Date()): string {
  const problem = siteDateProblem(env);
  if (problem) throw new SettingsError(problem);
  return env[SITE_DATE_VARIABLE]?.trim() || now().toISOString().slice(0, 10);
}

/**
 * What app/ renders: the site in the project folder, in an edition, on the build day (the export
 * stage hands the runner's day to `next build` as SITE_DATE). The pages are the entry points of the
 * render: they hand these to the loader (lib/content/load.ts, `cachedSite`: read once per process).
 */
export function siteOptions(code: EditionCode = 'en', env: Environment = process.env): { root: string; edition: Edition; day: string } {
  return { root: path.resolve(process.cwd()), edition: editions[code], day: buildDay(env) };
}

/** `SITE_ENV=production` refuses sample data; anything else (the default) is a preview build. */
export function siteEnv(value: string | undefined): SiteEnv {
  return value?.trim() === 'production' ? 'production' : 'preview';
}

/** Hosts the end-to-end tests run their own enquiry endpoint on, over plain http (`npm run build:test`). */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/** A host name as DNS writes it (the URL parser has already lower-cased it and turned any IDN into xn--). */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * The enquiry endpoint as an absolute URL the form may post to and the Content-Security-Policy may
 * name (connect-src, form-action): https:, or http: on this machine for the tests' endpoint, never in
 * production. Anything else would put `null` or a stray directive (`;script-src *`) into the policy.
 */
export function enquiryEndpoint(value: string | undefined, env: SiteEnv): string | null {
  const text = value?.trim();
  if (!text) return null;
  // Our own endpoint, on the site's own origin (workers/enquiries/, on Cloudflare): 'self' in the policy covers it.
  if (text === ENQUIRY_API_PATH) return text;
  const fail = (why: string): never => {
    throw new SettingsError(`ENQUIRY_ENDPOINT: ${JSON.stringify(text)} ${why}; expected ${ENQUIRY_API_PATH} (our own endpoint, on the site's origin) or an https:// URL${env === 'production' ? '' : ' (or http://127.0.0.1 or http://localhost for the tests)'}`);
  };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail('is not a URL');
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !(local && env !== 'production')) {
    return fail(url.protocol === 'http:' ? (env === 'production' ? 'is plain http, which production refuses' : 'is plain http on another machine') : `uses ${url.protocol}`);
  }
  if (!HOST_NAME.test(url.hostname)) return fail(`has a host name with characters no host has (${url.hostname})`);
  if (url.username || url.password) return fail('carries a user name or password');
  return url.href;
}

/** The settings a build records in build-info.json, so `npm start` rebuilds when one changes. */
export function buildSettings(env: Environment = process.env): { enquiryEndpoint: string | null; siteEnv: SiteEnv } {
  // Read by every step that needs the build day; a bad one is refused here, before any step, in one line.
  const siteDate = siteDateProblem(env);
  if (siteDate) throw new SettingsError(siteDate);
  const site = siteEnv(env.SITE_ENV);
  return { enquiryEndpoint: enquiryEndpoint(env.ENQUIRY_ENDPOINT, site), siteEnv: site };
}

/**
 * Whether pages are rendered by `next dev`, which serves public/ only (no PDF brochures, no
 * encoded photographs), rather than by `next build`, which refuses a photograph the images stage
 * has not encoded. Next sets NODE_ENV for the pages it renders.
 */
export function renderMode(env: Environment = process.env): 'development' | 'production' | 'test' {
  return env.NODE_ENV === 'development' ? 'development' : env.NODE_ENV === 'production' ? 'production' : 'test';
}

/** NGINX_ROOT as set (lib/pipeline/deploy/configs.ts checks it and has the placeholder). */
export const nginxRootVariable = (env: Environment = process.env): string | undefined => env.NGINX_ROOT;

/** GITHUB_SHA as set, on GitHub Actions: the commit being built (lib/cms/write-admin.ts). */
export const commitVariable = (env: Environment = process.env): string | undefined => env.GITHUB_SHA;

/** CMS_REPO as set (owner/name): the repository whose collaborators may read enquiries at /inbox, as they edit at /admin. */
export const repositoryVariable = (env: Environment = process.env): string | null => env.CMS_REPO?.trim() || null;

/** The variables of /admin's online editor (CMS_BACKEND, CMS_REPO, …; lib/cms/write-admin.ts reads them). */
export function cmsVariables(env: Environment = process.env): Environment {
  return Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('CMS_')));
}

/** The environment a child process (`next build`) runs in: this one, with `extra` set. */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
