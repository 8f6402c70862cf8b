/**
 * Every kind of content file, one line each. The loader, the route table, the /admin config and
 * docs/fields.md loop over this list, so adding a collection is its module and one line here.
 * The order is the order files are read in (and so the order problems are listed in).
 */
import { site } from './site';
import { home } from './home';
import { testimonials } from './testimonials';
import { exchangeRates } from './exchange-rates';
import { labels } from './labels';
import { countries } from './countries';
import { services } from './services';
import { visitVisas } from './visit-visas';
import { workVisas } from './work-visas';
import { scholarships } from './scholarships';
import { pages } from './pages';
import { events } from './events';
import { news } from './news';
import { inbox } from './inbox';

export const collections = [site, home, testimonials, exchangeRates, labels, countries, services, visitVisas, workVisas, scholarships, pages, events, news, inbox] as const;

export type SiteCollections = typeof collections;
