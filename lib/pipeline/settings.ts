import { siteEnv, type SiteEnv } from '../content/launch';
import { siteDateProblem } from '../content/build-day';

/** Settings read from the environment at build time; documented in docs/deploy.md ("Settings read at build time", "Before launch"). */
export const BUILD_INFO = 'build-info.json';

/** A setting from the environment that the build cannot use; its message is one line naming the variable. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
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
  const fail = (why: string): never => {
    throw new SettingsError(`ENQUIRY_ENDPOINT: ${JSON.stringify(text)} ${why}; expected an https:// URL${env === 'production' ? '' : ' (or http://127.0.0.1 or http://localhost for the tests)'}`);
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

export function buildSettings(env: NodeJS.ProcessEnv = process.env): { enquiryEndpoint: string | null; siteEnv: SiteEnv } {
  // Read by every step that needs the build day; a bad one is refused here, before any step, in one line.
  const siteDate = siteDateProblem(env);
  if (siteDate) throw new SettingsError(siteDate);
  const site = siteEnv(env.SITE_ENV);
  return { enquiryEndpoint: enquiryEndpoint(env.ENQUIRY_ENDPOINT, site), siteEnv: site };
}
