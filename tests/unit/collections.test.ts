/**
 * @jest-environment node
 *
 * Adding a kind of content is one collection module and one line in the registry: here a small
 * "bulletins" collection, declared in this file only, is read, validated, routed, checked for links
 * and offered in /admin and docs/fields.md by the same code that handles the site's own.
 */
import { z } from 'zod';
import { formatProblem } from '@/lib/content/problem';
import { collections } from '@/lib/content/collections';
import { folderCollection, routedCollection } from '@/lib/content/collections/define';
import { href, isoDate, routePath } from '@/lib/content/schemas';
import { imageIn } from '@/lib/content/collections/shared';
import { imageUses } from '@/lib/pipeline/images/uses';
import { contentLoader } from '@/lib/content/load';
import { ContentError } from '@/lib/content/problem';
import { cmsConfig } from '@/lib/cms/config';
import { fieldReference } from '@/lib/cms/reference';
import { FIXTURE_DAY, fixtureSite } from './content-fixture';

const bulletinSchema = z.strictObject({
  route: routePath,
  title: z.string().describe('The headline.'),
  published: isoDate,
  readMore: href.optional(),
  photo: imageIn('hero').optional(),
});

const bulletins = routedCollection({
  key: 'bulletins',
  folder: 'content/bulletins',
  schema: bulletinSchema,
  route: 'bulletin',
  description: 'One page per piece of news.',
  cms: { label: 'News', identifier: 'title', previewPath: '{{fields.route}}', body: 'The story.' },
});

const offices = folderCollection({
  key: 'offices',
  folder: 'content/offices',
  schema: z.strictObject({ city: z.string(), order: z.number() }),
  description: 'The branch offices.',
  cms: { label: 'Offices', identifier: 'city' },
  finish: (entries) => [...entries].sort((a, b) => a.data.order - b.data.order),
});

const registry = [...collections, bulletins, offices] as const;
const loadRegistry = contentLoader(registry);
const load = (root: string) => loadRegistry({ root, day: FIXTURE_DAY });

const story = (fields: string) => `---\nroute: /openDay\ntitle: Open day\npublished: 2026-01-10\n${fields}---\nCome and meet us.\n`;

function problemsOf(root: string): string[] {
  try {
    load(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

describe('a collection registered beside the site\'s own', () => {
  it('is loaded and typed, its pages join the route table, and its folder collection keeps its order', () => {
    const content = load(
      fixtureSite({
        'content/bulletins/open-day.md': story(''),
        'content/offices/lahore.md': '---\ncity: Lahore\norder: 2\n---\n',
        'content/offices/karachi.md': '---\ncity: Karachi\norder: 1\n---\n',
      }),
    );
    expect(content.bulletins.map((entry) => [entry.file, entry.data.title, entry.body.trim()])).toEqual([['content/bulletins/open-day.md', 'Open day', 'Come and meet us.']]);
    expect(content.offices.map((entry) => entry.data.city)).toEqual(['Karachi', 'Lahore']);
    const route = content.routes.byPath.get('/openDay');
    expect(route?.kind).toBe('bulletin');
    if (route?.kind === 'bulletin') expect(route.entry.data.published).toBe('2026-01-10');
    // The site's own collections load as before.
    expect(content.site.data.name).toBe('Fixture Consultants');
  });

  it('is validated with one line naming the file and the field', () => {
    expect(problemsOf(fixtureSite({ 'content/bulletins/open-day.md': story('').replace('title: Open day', 'title: 5') }))).toEqual([
      'content/bulletins/open-day.md: title: expected string, got number',
    ]);
    expect(problemsOf(fixtureSite({ 'content/bulletins/open-day.md': story('').replace('route: /openDay', 'route: /contact') }))).toEqual([
      'content/bulletins/open-day.md: route: /contact is already the route of content/pages/contact.md',
    ]);
  });

  it('has its images found by type, with their page and slot, for the image step', () => {
    const content = load(fixtureSite({ 'content/bulletins/open-day.md': story('photo: { src: /images/open-day.jpg, alt: Visitors at the office }\n') }));
    expect(imageUses(content).filter((use) => use.file === 'content/bulletins/open-day.md')).toEqual([
      { file: 'content/bulletins/open-day.md', field: 'photo', page: '/openDay', slot: 'hero', src: '/images/open-day.jpg', alt: 'Visitors at the office', decorative: false, fallback: undefined },
    ]);
  });

  it('has its links checked by type, like every other collection', () => {
    expect(problemsOf(fixtureSite({ 'content/bulletins/open-day.md': story('readMore: /nowhere\n') }))).toEqual([
      'content/bulletins/open-day.md: readMore: links to /nowhere, but no page has that route',
    ]);
  });

  it('appears in /admin and in the field reference', () => {
    const config = cmsConfig({ siteUrl: 'http://localhost:3000', backend: { name: 'test-repo' } }, registry);
    expect(config.collections.find((c) => c.name === 'bulletins')).toMatchObject({
      label: 'News',
      description: 'One page per piece of news.',
      folder: 'content/bulletins',
      identifier_field: 'title',
      preview_path: '{{fields.route}}',
      fields: [
        { name: 'route', widget: 'string' },
        { name: 'title', widget: 'string', hint: 'The headline.' },
        { name: 'published', widget: 'datetime' },
        { name: 'readMore', widget: 'string', required: false },
        { name: 'photo', widget: 'object', summary: '{{fields.src}}' },
        { name: 'body', widget: 'markdown' },
      ],
    });
    expect(config.collections.find((c) => c.name === 'offices')).toMatchObject({ folder: 'content/offices', identifier_field: 'city' });
    expect(fieldReference(registry)).toContain('## content/bulletins/*.md: News\n\nOne page per piece of news.\n');
  });
});
