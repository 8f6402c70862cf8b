/**
 * The response headers every host should send, in one place: the nginx config and the _headers
 * file for static hosts are both written from these.
 */
import { ADMIN_URL, APP_ICONS_URL, ATOM_TYPE, CALENDAR_TYPE, FEE_CHANGES_FEED_PATH, NEWS_FEED_PATH, FONTS_URL, ISLANDS_URL, MANIFEST_PATH, NEXT_ASSETS_URL, OG_URL, SOURCE_URL } from '../../site-paths';
import { editionList, editionPath } from '../../editions';
export const securityHeaders: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/** Hashed build assets never change under their name; everything else is checked on each visit. */
export const cacheRules: { prefix: string; value: string }[] = [
  { prefix: `${NEXT_ASSETS_URL}/static/`, value: 'public, max-age=31536000, immutable' },
  { prefix: `${ISLANDS_URL}/`, value: 'public, max-age=31536000, immutable' },
  { prefix: `${FONTS_URL}/`, value: 'public, max-age=31536000, immutable' },
  { prefix: `${SOURCE_URL}/`, value: 'public, max-age=86400' },
  { prefix: `${OG_URL}/`, value: 'public, max-age=86400' },
  { prefix: `${APP_ICONS_URL}/`, value: 'public, max-age=86400' },
];
export const defaultCacheControl = 'no-cache';

/**
 * Files whose type a stock mime.types does not know: Debian's nginx sends the manifest and the
 * content editor's config.yml as application/octet-stream. config.yml gets the type its
 * `<link rel="cms-config-url">` names (and `serve` sends), with a charset for its non-ASCII labels.
 * A feed ends in .xml, which hosts send as text/xml or application/xml; its own type lets a browser
 * offer to subscribe. No charset: the feed's XML declaration says UTF-8, and nginx would not gzip a
 * type written with one (gzip_types matches the whole header value).
 */
export const contentTypes: { path: string; type: string }[] = [
  { path: MANIFEST_PATH, type: 'application/manifest+json' },
  { path: `${ADMIN_URL}/config.yml`, type: 'text/yaml; charset=utf-8' },
  { path: FEE_CHANGES_FEED_PATH, type: ATOM_TYPE },
  ...editionList.map((edition) => ({ path: editionPath(edition, NEWS_FEED_PATH), type: ATOM_TYPE })),
];

/** Calendar files (RFC 5545 asks for the charset): Debian's mime.types has no .ics at all. */
export const contentTypesBySuffix: { suffix: string; type: string }[] = [{ suffix: '.ics', type: `${CALENDAR_TYPE}; charset=utf-8` }];
