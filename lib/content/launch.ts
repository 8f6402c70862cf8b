/**
 * What still stands between the content and a site the consultancy can publish: sample values the
 * spec withheld, placeholder pages, links to a social network's home page instead of a profile,
 * and a build with nowhere to send enquiries. `SITE_ENV=production` makes each one a build error;
 * other builds print them as warnings, so nobody is surprised on launch day.
 */
import type { SiteContent } from './load';
import { formatPath } from './parse';

export type SiteEnv = 'production' | 'preview';

/** `SITE_ENV=production` refuses sample data; anything else (the default) is a preview build. */
export function siteEnv(value = process.env.SITE_ENV): SiteEnv {
  return value?.trim() === 'production' ? 'production' : 'preview';
}

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

/** One line per problem, `file: field: why`, in file order. */
export function launchProblems(content: SiteContent, settings: { enquiryEndpoint: string | null }): string[] {
  const lines: string[] = [];
  const check = (file: string, data: unknown) =>
    walk(data, [], (path, reason) => lines.push(`${file}: ${path.length > 0 ? `${formatPath(path)}: ` : ''}${reason}`));
  check(content.site.file, content.site.data);
  check(content.home.file, content.home.data);
  check('content/testimonials.md', { testimonials: content.testimonials });
  content.testimonials.forEach((testimonial, i) => {
    if (!testimonial.sample && testimonial.consent !== true) {
      lines.push(`content/testimonials.md: testimonials[${i}].consent: "${testimonial.id}" is a real student's words; record their written consent as consent: true, or remove it`);
    }
  });
  const { exchangeRates } = content;
  if (exchangeRates.data.sample) lines.push(`${exchangeRates.file}: sample: the rates are samples; read them from ${exchangeRates.data.source.href}, write the day in taken, then set sample: false`);
  for (const entry of [...content.countries, ...content.services, ...content.visitVisas, ...content.workVisas, ...content.pages]) {
    check(entry.file, entry.data);
  }
  for (const scholarship of content.scholarships) {
    if (scholarship.data.layout === 'placeholder') lines.push(`${scholarship.file}: layout: is a placeholder page; write the guide, or remove the page and the links to it`);
    else check(scholarship.file, scholarship.data);
  }
  if (!settings.enquiryEndpoint) lines.push('ENQUIRY_ENDPOINT: not set, so the enquiry form can only offer WhatsApp and e-mail (see docs/enquiry-form.md)');
  return lines;
}
