/** content/testimonials.md: every testimonial; pages name them by id. */
import { z } from 'zod';
import { error } from '../problem';
import { fileCollection, samplesInFiles } from './define';
import { image, isoDate, text } from './shared';

// ---------------------------------------------------------------------------------------------
// content/testimonials.md: every testimonial in one file; pages refer to them by id.

export const testimonial = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
  quote: text,
  author: text,
  detail: text.optional(),
  rating: z.number().int().min(1).max(5).optional().describe('The stars the student gave, 1 to 5, as given: a 3 stays a 3.'),
  date: isoDate.optional().describe('The day the student wrote or approved these words.'),
  programme: text.optional().describe('What the student studies: "MSc Data Science, University of Leeds".'),
  intake: text.optional().describe('When they started: "September 2025".'),
  consent: z.boolean().optional().describe("The student agreed, in writing, to these words and name on the site. A production build refuses a real testimonial without it."),
  image: image.optional(),
  /** True while the words are an illustration, not a real student's: the page says so. */
  sample: z.boolean().describe('On while the words are an illustration, not a real student\'s: the page says so.'),
});

export const testimonialsSchema = z.strictObject({ testimonials: z.array(testimonial).min(1) });

export type Testimonial = z.infer<typeof testimonial>;

export const testimonials = fileCollection({
  key: 'testimonials',
  file: 'content/testimonials.md',
  schema: testimonialsSchema,
  description: 'Every testimonial, in one file; pages show them by id.',
  cms: { name: 'testimonials', label: 'Testimonials' },
  // A real student's words go live only with their written consent.
  launch: (all: Testimonial[], files) => [
    ...samplesInFiles(all, files),
    ...all.flatMap((testimonial, i) =>
      !testimonial.sample && testimonial.consent !== true
        ? [error('content/testimonials.md', `testimonials[${i}].consent`, `"${testimonial.id}" is a real student's words; record their written consent as consent: true, or remove it`)]
        : [],
    ),
  ],
  value: (entry) => entry.data.testimonials,
});
