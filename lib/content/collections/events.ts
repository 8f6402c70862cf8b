/**
 * content/events/<event>.md: one page per event (a seminar, a university visit, a webinar), at
 * /events/<file name>, with its calendar file beside it (lib/content/outputs/calendar.ts).
 */
import { customFolderCollection, type FolderCollection, type Routed } from './define';
import type { Entry } from '../entry';
import { pageFileNameProblem } from '../reserved-routes';
import { eventSchema, EVENTS_PATH, type EventData, type SiteEvent } from './event-schema';
import { calendarOutputs, type CalendarContent } from './outputs/calendar';

export { EVENTS_PATH, eventSchema, type SiteEvent } from './event-schema';

export const events: FolderCollection<'events', Routed<'event', Entry<SiteEvent>>, EventData, Entry<SiteEvent>> = customFolderCollection({
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
  fileProblem: (file) => pageFileNameProblem(EVENTS_PATH, file),
  schemaOf: () => eventSchema,
  // Addressed by its file's name: /events/<file name>.
  resolve: (entry): Entry<SiteEvent> => ({ ...entry, data: { ...entry.data, route: `${EVENTS_PATH}/${entry.id}` } }),
  writtenSchemaOf: () => eventSchema,
  routesOf: (entries) => entries.map((entry) => ({ kind: 'event' as const, entry })),
  outputs: (content: CalendarContent) => calendarOutputs(content),
});
