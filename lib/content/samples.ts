/**
 * Sample values the spec withheld, which a production build refuses: a stand-in address or number,
 * a text that says it is a sample, a social network's home page instead of a profile, and anything
 * marked `sample: true`. Every collection's before-launch check starts from these.
 */
import { formatPath } from './field-path';
import { error, type Problem } from './problem';

/** Hosts whose bare home page is never the right link for "our profile". */
const SOCIAL_HOSTS = ['facebook.com', 'instagram.com', 'linkedin.com', 'twitter.com', 'x.com', 'youtube.com', 'tiktok.com', 'wa.me'];

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The reason a single text value cannot go live, or null. */
function sampleText(value: string): string | null {
  // A whole address or link on example.com is a stand-in; prose may still show "name@example.com" as a hint.
  if (/^\S+$/.test(value) && /\bexample\.(com|org|net)\b/i.test(value)) return `is a sample address (${value})`;
  if (/\bsample\b|to be confirmed/i.test(value)) return `says it is a sample ("${value.length > 60 ? `${value.slice(0, 57)}…` : value}")`;
  if (/^\+?(0|92)?0{7,}$/.test(value.replace(/[\s-]/g, ''))) return 'is a sample number (all zeros)';
  const url = /^https?:\/\//.test(value) ? parseUrl(value) : null;
  const host = url?.hostname.replace(/^www\./, '');
  if (url && host && SOCIAL_HOSTS.includes(host) && url.pathname.replace(/\/+$/, '') === '') {
    return `links to the home page of ${host}, not to the consultancy's own profile`;
  }
  return null;
}

/** Every value in parsed frontmatter, with its path: strings, and objects marked `sample: true`. */
function walk(value: unknown, path: PropertyKey[], found: (path: PropertyKey[], reason: string) => void) {
  if (typeof value === 'string') {
    const reason = sampleText(value);
    if (reason) found(path, reason);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, [...path, i], found));
  } else if (value !== null && typeof value === 'object') {
    if ('sample' in value && value.sample === true) {
      const name = 'id' in value ? value.id : 'name' in value ? value.name : undefined;
      return found(path, `${typeof name === 'string' ? `"${name}" ` : ''}is marked \`sample: true\`; replace it with a real one, or remove it`);
    }
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], found);
  }
}

/** Every sample value of one file's parsed frontmatter, one problem each. */
export function sampleProblems(file: string, data: unknown): Problem[] {
  const found: Problem[] = [];
  walk(data, [], (path, reason) => found.push(error(file, path.length > 0 ? formatPath(path) : undefined, reason)));
  return found;
}
