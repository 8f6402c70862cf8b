/**
 * content/events/<event>.md: one page per event (a seminar, a university visit, a webinar), at
 * /events/<file name>, with its calendar file beside it (lib/content/outputs/calendar.ts).
 */
import { customFolderCollection, type Collection, type Routed } from './define';
import { parseFile, type Entry } from '../parse';
import { pageFileNameProblem } from '../reserved-routes';
import { eventSchema, EVENTS_PATH, type SiteEvent } from './event-schema';
import { calendarOutputs, type CalendarContent } from './outputs/calendar';

export { EVENTS_PATH, eventSchema, type SiteEvent } from './event-schema';

export const events: Collection<'events', Entry<SiteEvent>[], Routed<'event', Entry<SiteEvent>>> = customFolderCollection({
  key: 'events',
  folder: 'content/events',
  route: 'event',
  noun: 'events',
  description: 'One page per event (seminar, university visit, webinar), at /events/<file name>, with its calendar file.',
  cms: [
    {
      name: 'events',
      label: 'Events',
      schema: eventSchema,
      identifier: 'title',
      previewPath: `${EVENTS_PATH}/{{slug}}`,
      body: 'What happens at the event, who it is for, what to bring.',
    },
  ],
  parse: (root, file, problems, context): Entry<SiteEvent> | null => {
    const badName = pageFileNameProblem(EVENTS_PATH, file);
    if (badName) {
      problems.add(file, '', badName);
      return null;
    }
    const entry = parseFile(root, file, eventSchema, problems, context);
    return entry && { ...entry, data: { ...entry.data, route: `${EVENTS_PATH}/${entry.id}` } };
  },
  schemaOf: () => eventSchema,
  routesOf: (entries) => entries.map((entry) => ({ kind: 'event' as const, entry })),
  outputs: (content: CalendarContent) => calendarOutputs(content),
});
