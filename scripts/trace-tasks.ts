/**
 * Reading a Chrome trace (scripts/bench-trace.ts records it): the long tasks of the page's main
 * thread, each split by what ran inside it, counting each event's own time. Apart from the
 * recording so that unit tests can read it without a browser.
 */
import path from 'node:path';

export const LONG_TASK_MS = 50;

export type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } } };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A trace event as CDP reports it (typed there as string maps), checked field by field. */
export function toTraceEvent(raw: unknown): TraceEvent[] {
  if (!isRecord(raw)) return [];
  const { name, cat, ph, ts, dur, pid, tid, args } = raw;
  if (typeof name !== 'string' || typeof ph !== 'string' || typeof ts !== 'number' || typeof pid !== 'number' || typeof tid !== 'number') return [];
  const data = isRecord(args) && isRecord(args.data) ? args.data : undefined;
  return [
    {
      name,
      cat: typeof cat === 'string' ? cat : '',
      ph,
      ts,
      dur: typeof dur === 'number' ? dur : undefined,
      pid,
      tid,
      args: {
        name: isRecord(args) && typeof args.name === 'string' ? args.name : undefined,
        data: data
          ? {
              url: typeof data.url === 'string' ? data.url : undefined,
              documentLoaderURL: typeof data.documentLoaderURL === 'string' ? data.documentLoaderURL : undefined,
            }
          : undefined,
      },
    },
  ];
}

/** What an event's own time counts as. */
function causeOf(event: TraceEvent): string {
  const { name } = event;
  if (name === 'ParseHTML') return 'HTML parsing';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles' || name === 'ParseAuthorStyleSheet' || name === 'InvalidateLayout' || name === 'ScheduleStyleRecalculation') return 'style';
  if (name === 'Layout' || name === 'UpdateLayerTree' || name === 'IntersectionObserverController::computeIntersections') return 'layout';
  if (/^(Paint|PrePaint|Layerize|CompositeLayers|Commit|UpdateLayer|PaintImage|Decode Image|ImageDecodeTask)$/.test(name)) return 'paint and compositing';
  if (/compile|Compile|v8\.parse|ParseFunction|StreamingCompile/.test(name)) return 'script compile';
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|GCEvent)/.test(name) || name.startsWith('V8.GC')) return 'garbage collection';
  if (/^(EvaluateScript|v8\.evaluateModule|v8\.newInstance|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run|v8\.callFunction|FireIdleCallback|XHRReadyStateChange)$/.test(name)) return 'script evaluation';
  // An <img> of an SVG drawing is a small document of its own, built on the page's main thread.
  if (name.startsWith('IsolatedSVGDocumentHost')) return 'SVG images';
  // The response arriving and the document being committed: the browser's own loading work.
  if (/^(ResourceReceivedData|ResourceReceiveResponse|ResourceFinish|ResourceSendRequest|CommitLoad|DocumentLoader::)/.test(name)) return 'loading';
  return 'other';
}

/** The script a script event belongs to, shortened to its file name (an island bundle's name). */
function scriptOf(event: TraceEvent, inherited: string | null): string | null {
  const url = event.args?.data?.url;
  if (url) return path.basename(new URL(url, 'http://x').pathname) || url;
  return inherited;
}

/** A long task: when it started (ms after the page's navigation began), how long it ran, and whether it ran before the first contentful paint (nothing to tap yet). */
export type LongTask = { start: number; duration: number; beforeFcp: boolean; causes: Record<string, number>; scripts: Record<string, number> };
/**
 * One route's long tasks. `blockingAfterFcp` is Lighthouse's Total Blocking Time as this trace sees it:
 * the time over 50 ms of each task after the first contentful paint, to the end of the recording.
 */
export type RouteTrace = { route: string; fcp: number; longTasks: LongTask[]; blockingAfterFcp: number; longest: number; longestAfterFcp: number };

/** The figures of one trace: long tasks from the page's own navigation on, and blocking time after FCP. */
export function routeTrace(route: string, events: TraceEvent[]): RouteTrace {
  const { fcp, tasks } = pageTasks(events);
  const after = tasks.filter((t) => !t.beforeFcp);
  return {
    route,
    fcp,
    longTasks: tasks,
    blockingAfterFcp: Math.round(after.reduce((s, t) => s + t.duration - LONG_TASK_MS, 0)),
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    longestAfterFcp: Math.max(0, ...after.map((t) => t.duration)),
  };
}

/**
 * Splits each long task of the page's main thread into its causes, by own time. Tasks before the
 * page's own navigation started (the blank tab it replaces, the browser waiting for the first
 * bytes) are not the page's and are left out.
 */
export function pageTasks(events: TraceEvent[]): { fcp: number; tasks: LongTask[] } {
  const threadNames = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const main = threadNames.filter((e) => e.args?.name === 'CrRendererMain');
  // The page's renderer: the main thread with the most work (another may be an empty about:blank).
  const busiest = main
    .map((m) => ({ pid: m.pid, tid: m.tid, work: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').reduce((s, e) => s + (e.dur ?? 0), 0) }))
    .sort((a, b) => b.work - a.work)[0];
  if (!busiest) return { fcp: 0, tasks: [] };
  const onMain = events.filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The page's navigation: the first navigationStart of that renderer that names a document URL.
  const navigation = events.find((e) => e.pid === busiest.pid && e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith('http'));
  const origin = navigation?.ts ?? onMain[0]?.ts ?? 0;
  const paint = events.find((e) => e.pid === busiest.pid && e.name === 'firstContentfulPaint' && e.ts >= origin);
  const fcpTs = paint?.ts ?? Number.POSITIVE_INFINITY;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= origin && (e.dur ?? 0) / 1000 > LONG_TASK_MS);
  const ms = (us: number) => Math.round(us / 100) / 10;
  const longTasks = tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const causes: Record<string, number> = {};
    const scripts: Record<string, number> = {};
    // Own time: walk the nesting with a stack; each event's time minus its children's.
    const stack: { event: TraceEvent; childTime: number; script: string | null }[] = [{ event: task, childTime: 0, script: null }];
    const close = (until: number) => {
      while (stack.length > 1) {
        const top = stack[stack.length - 1];
        if (!top || top.event.ts + (top.event.dur ?? 0) > until) break;
        stack.pop();
        const own = Math.max(0, (top.event.dur ?? 0) - top.childTime);
        const cause = causeOf(top.event);
        causes[cause] = (causes[cause] ?? 0) + own;
        if ((cause === 'script evaluation' || cause === 'script compile') && top.script) scripts[top.script] = (scripts[top.script] ?? 0) + own;
        const parent = stack[stack.length - 1];
        if (parent) parent.childTime += top.event.dur ?? 0;
      }
    };
    for (const event of inside) {
      close(event.ts);
      const parentScript = stack[stack.length - 1]?.script ?? null;
      stack.push({ event, childTime: 0, script: scriptOf(event, parentScript) });
    }
    close(Number.POSITIVE_INFINITY);
    const root = stack[0];
    if (root) causes.other = (causes.other ?? 0) + Math.max(0, (task.dur ?? 0) - root.childTime);
    return {
      start: ms(task.ts - origin),
      duration: ms(task.dur ?? 0),
      // A task that ends after the first paint holds back a tap made once something is on screen.
      beforeFcp: task.ts + (task.dur ?? 0) <= fcpTs,
      causes: Object.fromEntries(Object.entries(causes).filter(([, v]) => v >= 1000).map(([k, v]) => [k, ms(v)])),
      scripts: Object.fromEntries(Object.entries(scripts).filter(([, v]) => v >= 1000).map(([k, v]) => [k, ms(v)])),
    };
  });
  return { fcp: paint ? ms(paint.ts - origin) : 0, tasks: longTasks };
}
