/**
 * Search-engine and social metadata derived from content: canonical URLs, Open Graph images,
 * and the JSON-LD the static HTML carries.
 */
import type { Metadata } from 'next';
import type { Labels, Site, Testimonial } from '../content/schemas';
import { ratingSummary } from './trust';
import { openingHoursSpecification } from '../booking';
import { OG_URL } from '../site-paths';
import { ORIGINAL, type Edition } from '../editions';

/**
 * A page's social image, named after its path in the original: `/og/ukStudyAbroad.png`, and under
 * the edition's prefix for a translation (`/og/ur/ukStudyAbroad.png`, `/og/ur/home.png`), so every
 * edition's images sit in one folder with one cache rule.
 */
export function ogImagePath(canonicalPath: string, edition: Pick<Edition, 'prefix'> = ORIGINAL): string {
  return `${OG_URL}${edition.prefix}/${canonicalPath === '/' ? 'home' : canonicalPath.slice(1)}.png`;
}

export const OG_SIZE = { width: 1200, height: 630 } as const;

export function absoluteUrl(site: Site, path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** A page's twins in every edition that has one, by hreflang, with `x-default` the original. */
export type LanguageAlternates = Record<string, string>;

/**
 * Title, description, canonical link, hreflang alternates, Open Graph and Twitter tags for one
 * page. `original` is the page's path in the original edition and `edition` the page's own: the
 * two name its social image, drawn in the page's language.
 */
export function socialMetadata(
  site: Site,
  page: { title: string; description: string; canonical: string; type?: 'website' | 'article'; original?: string; edition?: Edition; languages?: LanguageAlternates; locale?: string },
): Metadata {
  const image = { url: ogImagePath(page.original ?? page.canonical, page.edition), ...OG_SIZE, alt: page.title };
  return {
    description: page.description,
    alternates: { canonical: page.canonical, ...(page.languages ? { languages: page.languages } : {}) },
    openGraph: {
      type: page.type ?? 'website',
      locale: page.locale ?? 'en_PK',
      siteName: site.name,
      title: page.title,
      description: page.description,
      url: page.canonical,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description, images: [image.url] },
  };
}

type JsonLd = Record<string, unknown>;

/**
 * The consultancy as an organisation and as a local business: LocalBusiness is also a Place, which
 * is what gives it a geo position and opening hours.
 */
export function organizationJsonLd(site: Site, trusted: { testimonials: Testimonial[]; trust: Labels['trust'] }): JsonLd {
  const { address } = site.contact;
  // Only what a person recorded: credentials with their register, ratings from real, consented reviews.
  const credentials = site.credentials.map((c) => ({
    '@type': 'EducationalOccupationalCredential',
    name: trusted.trust.issuers[c.issuer].name,
    identifier: c.identifier,
    url: c.verify,
    ...(c.expires ? { validUntil: c.expires } : {}),
  }));
  const rating = ratingSummary(trusted.testimonials);
  return {
    '@context': 'https://schema.org',
    '@type': ['EducationalOrganization', 'LocalBusiness'],
    '@id': `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    logo: absoluteUrl(site, site.logo.src),
    foundingDate: String(site.founded),
    email: site.contact.email,
    telephone: site.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      addressCountry: 'PK',
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: site.contact.email,
      telephone: site.contact.phone,
      areaServed: 'PK',
      availableLanguage: ['English', 'Urdu'],
    },
    ...(site.geo ? { geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude } } : {}),
    openingHoursSpecification: openingHoursSpecification(site.office),
    sameAs: site.social.map((link) => link.href),
    ...(credentials.length > 0
      ? {
          identifier: site.credentials.map((c) => ({ '@type': 'PropertyValue', propertyID: trusted.trust.issuers[c.issuer].name, value: c.identifier })),
          hasCredential: credentials,
        }
      : {}),
    ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } } : {}),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(site: Site, crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(site, crumb.path) })),
  };
}

export function articleJsonLd(site: Site, article: { title: string; description: string; path: string; published?: string; updated?: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    mainEntityOfPage: absoluteUrl(site, article.path),
    image: absoluteUrl(site, ogImagePath(article.path)),
    ...(article.published ? { datePublished: article.published } : {}),
    ...(article.updated ?? article.published ? { dateModified: article.updated ?? article.published } : {}),
    author: { '@id': `${site.url}/#organization` },
    publisher: { '@id': `${site.url}/#organization` },
  };
}

/** What Event structured data needs of an event (schema.org/Event, Google's required and recommended fields). */
export type EventForJsonLd = {
  title: string;
  description: string;
  path: string;
  start: string;
  end: string;
  status: 'scheduled' | 'cancelled' | 'postponed' | 'rescheduled' | 'moved-online';
  attendance: 'in-person' | 'online';
  venue?: { name: string; address: string; city: string };
  online?: { href: string };
  free: boolean;
  price?: { amount: number; currency: string };
};

const EVENT_STATUS = {
  scheduled: 'EventScheduled',
  cancelled: 'EventCancelled',
  postponed: 'EventPostponed',
  rescheduled: 'EventRescheduled',
  'moved-online': 'EventMovedOnline',
} as const;

/** An event as schema.org's Event: start and end with their offset, how to attend, where, and who runs it. */
export function eventJsonLd(site: Site, event: EventForJsonLd): JsonLd {
  const page = absoluteUrl(site, event.path);
  const location = event.venue
    ? { '@type': 'Place', name: event.venue.name, address: { '@type': 'PostalAddress', streetAddress: event.venue.address, addressLocality: event.venue.city, addressCountry: 'PK' } }
    : { '@type': 'VirtualLocation', url: event.online?.href ?? page };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url: page,
    image: absoluteUrl(site, ogImagePath(event.path)),
    startDate: event.start,
    endDate: event.end,
    eventStatus: `https://schema.org/${EVENT_STATUS[event.status]}`,
    eventAttendanceMode: `https://schema.org/${event.attendance === 'online' ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode'}`,
    location,
    organizer: { '@id': `${site.url}/#organization`, '@type': 'Organization', name: site.name, url: `${site.url}/` },
    offers: {
      '@type': 'Offer',
      url: page,
      price: event.free ? 0 : (event.price?.amount ?? 0),
      priceCurrency: event.free ? 'PKR' : (event.price?.currency ?? 'PKR'),
      availability: 'https://schema.org/InStock',
    },
  };
}
