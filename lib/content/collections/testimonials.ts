/** content/testimonials.md: every testimonial; pages name them by id. */
import { z } from 'zod';
import { fileCollection } from './define';
import { image, text } from './shared';

// ---------------------------------------------------------------------------------------------
// content/testimonials.md: every testimonial in one file; pages refer to them by id.

export const testimonial = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case id'),
  quote: text,
  author: text,
  detail: text.optional(),
  rating: z.number().int().min(1).max(5).optional(),
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
  value: (entry) => entry.data.testimonials,
});
