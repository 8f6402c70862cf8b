/** content/services/<service>.md: one page per service. */
import { z } from 'zod';
import { routedCollection } from './define';
import { benefit, ctaBand, href, imageIn, link, markdownText, processStep, routePath, text, textList } from './shared';
import { descriptionTooLong, MAX_DESCRIPTION, MAX_TITLE, titleTooLong } from '../guards';

// ---------------------------------------------------------------------------------------------
// content/services/<service>.md: a hero, the Markdown body, then blocks in the order written.

const serviceBlock = z
  .object({
    heading: text,
    id: z.string().regex(/^[a-z0-9-]+$/).optional(),
    intro: text.optional(),
    text: markdownText.optional(),
    steps: z.array(processStep).min(1).optional(),
    cards: z.array(benefit).min(1).optional(),
    /** Cards laid out in this many columns on wide screens. */
    columns: z.union([z.literal(2), z.literal(3)]).default(3),
    list: textList().optional(),
    providers: z
      .array(z.strictObject({ name: text, description: text, href, linkLabel: text.optional().describe("The provider's link words; without them, content/labels.md's common.explore.") }))
      .min(1)
      .optional(),
    cta: link.optional(),
  })
  .refine((b) => b.text || b.steps || b.cards || b.list || b.providers, {
    message: 'expected one of text, steps, cards, list or providers',
  });

export const serviceSchema = z.strictObject({
  route: routePath,
  aliases: z.array(routePath).default([]),
  title: text.max(MAX_TITLE, titleTooLong),
  description: text.max(MAX_DESCRIPTION, descriptionTooLong),
  menu: z.strictObject({ label: text, order: z.number() }).optional(),
  hero: z.strictObject({ heading: text, text: text.optional(), image: imageIn('hero').optional() }),
  sections: z.array(serviceBlock).default([]),
  cta: ctaBand.optional(),
});


export type Service = z.infer<typeof serviceSchema>;
export type ServiceBlock = z.infer<typeof serviceBlock>;

export const services = routedCollection({
  key: 'services',
  folder: 'content/services',
  schema: serviceSchema,
  route: 'service',
  noun: 'services',
  description: 'One page per service: a hero, the introduction, then blocks in the order written.',
  cms: { label: 'Services', identifier: 'title', previewPath: '{{fields.route}}', body: 'The introduction, under the hero.' },
});
