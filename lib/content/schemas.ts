/**
 * The content schemas and the types inferred from them, in one import. Each collection's schema is
 * in its module under lib/content/collections/; the field types they share are in shared.ts there.
 */
export {
  routePath,
  href,
  icon,
  image,
  link,
  isoDate,
  calendarDate,
  stat,
  benefit,
  faqItem,
  processStep,
  university,
  galleryImage,
  ctaAction,
  ctaButton,
  ctaBand,
} from './collections/shared';
export { siteSchema, type Site } from './collections/site';
export { testimonial, testimonialsSchema, type Testimonial } from './collections/testimonials';
export { homeSchema, type Home } from './collections/home';
export { countrySchema, type Country, type CountryEntry, type GuideTab, type Stat } from './collections/countries';
export { serviceSchema, type Service, type ServiceBlock } from './collections/services';
export { visitVisaSchema, type VisitVisa } from './collections/visit-visas';
export { workVisaSchema, type WorkVisa } from './collections/work-visas';
export { exchangeRatesSchema } from './collections/exchange-rates';
export { labelsSchema, type Labels } from './collections/labels';
export { scholarshipAward, scholarshipSchema, type Scholarship } from './collections/scholarships';
export { pageSchemas, pageTemplate, pageTemplates, type PageData, type PageTemplate, type TemplatedPage } from './collections/pages';
export type { CtaButton, CtaBand, ImageData, GalleryImage, Benefit, FaqItem, University } from './collections/shared';

import type { VisitVisa } from './collections/visit-visas';
import type { WorkVisa } from './collections/work-visas';
export type VisaRecord = VisitVisa | WorkVisa;
