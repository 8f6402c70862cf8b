/** content/home.md: the home page. */
import { z } from 'zod';
import { fileCollection } from './define';
import { claimPlaceholderNeedsClaim, href, icon, imageIn, link, testimonialId, text } from './shared';
import { claimName } from '../claim-names';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

// ---------------------------------------------------------------------------------------------
// content/home.md

export const homeSchema = z.strictObject({
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  // The heading is the home page's title on its social image, so it is capped like one.
  hero: z.strictObject({ heading: text.max(MAX_TITLE, titleTooLong), text: text.optional(), cta: link, image: imageIn('hero') }),
  banner: text,
  services: z.strictObject({
    heading: text,
    cards: z
      .array(z.strictObject({ name: text, text, href, image: imageIn('card'), linkLabel: text.optional().describe("The card's link words; without them, content/labels.md's common.learnMore.") }))
      .min(1),
  }),
  trust: z.strictObject({
    heading: text,
    badges: z
      .array(z.strictObject({ label: text, icon, claim: claimName.optional() }).superRefine(claimPlaceholderNeedsClaim('label')))
      .min(1),
    /** How we work, the scam checklist: what a family reads before trusting anyone with money. Each link shows its page's title. */
    pages: z.array(href).default([]).describe("Pages linked under the badges, by route; each link shows the page's title."),
  }),
  testimonials: z.strictObject({ heading: text, ids: z.array(testimonialId).min(1), image: imageIn('testimonial') }),
});


export type Home = z.infer<typeof homeSchema>;

export const home = fileCollection({
  key: 'home',
  file: 'content/home.md',
  schema: homeSchema,
  description: 'The home page: hero, service cards, trust badges and testimonials.',
  cms: { name: 'home', label: 'Home page', previewPath: '/' },
  page: '/',
  body: true,
  value: (entry) => entry,
});
