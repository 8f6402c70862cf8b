/** The trace reading of `npm run bench`: long tasks found on the page's main thread, split by own time. */
import { pageTasks, routeTrace } from '../../scripts/trace-tasks';

const main = { pid: 1, tid: 7 };
const meta = [
  { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', cat: '__metadata', ph: 'M', ts: 0, pid: 2, tid: 9, args: { name: 'CrRendererMain' } },
];
const x = (name: string, ts: number, ms: number, where = main, url?: string) => ({ name, cat: 'devtools.timeline', ph: 'X', ts, dur: ms * 1000, ...where, args: url ? { data: { url } } : {} });
const mark = (name: string, ts: number, documentLoaderURL?: string) => ({ name, cat: 'blink.user_timing', ph: 'R', ts, ...main, args: { data: documentLoaderURL === undefined ? {} : { documentLoaderURL } } });

test('a task over 50 ms is split by what ran inside it, each event counted for its own time', () => {
  const events = [
    ...meta,
    x('RunTask', 0, 120),
    x('ParseHTML', 1000, 30),
    x('EvaluateScript', 2000, 20, main, 'http://site/_islands/Tabs-H.js'), // inside ParseHTML: its 20 ms are script, not parsing
    x('Layout', 40_000, 50),
    x('RunTask', 200_000, 40), // short: not a long task
  ];
  const [task, ...rest] = pageTasks(events).tasks;
  expect(rest).toHaveLength(0);
  expect(task?.duration).toBe(120);
  expect(task?.causes).toEqual({ 'HTML parsing': 10, 'script evaluation': 20, layout: 50, other: 40 });
  expect(task?.scripts).toEqual({ 'Tabs-H.js': 20 });
});

test('the page is the renderer main thread with the most work', () => {
  const events = [...meta, x('RunTask', 0, 60), x('RunTask', 0, 400, { pid: 2, tid: 9 })];
  expect(pageTasks(events).tasks.map((t) => t.duration)).toEqual([400]);
});

test("tasks before the page's own navigation are left out, and blocking time counts only after the first paint", () => {
  const events = [
    ...meta,
    x('RunTask', 0, 300), // the blank tab the page replaces
    mark('navigationStart', 400_000, ''), // a navigation with no document: not the page's
    mark('navigationStart', 500_000, 'http://site/contact'),
    x('RunTask', 600_000, 90), // ends before the first paint
    mark('firstContentfulPaint', 800_000),
    x('RunTask', 900_000, 130),
    x('RunTask', 1_200_000, 70),
  ];
  const trace = routeTrace('/contact', events);
  expect(trace.fcp).toBe(300);
  expect(trace.longTasks.map((t) => [t.start, t.duration, t.beforeFcp])).toEqual([
    [100, 90, true],
    [400, 130, false],
    [700, 70, false],
  ]);
  expect(trace.longest).toBe(130);
  expect(trace.longestAfterFcp).toBe(130);
  expect(trace.blockingAfterFcp).toBe(80 + 20);
});
