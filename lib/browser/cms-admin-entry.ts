/**
 * The one script of ours on /admin, bundled by lib/cms/write-admin.ts: registers the minimal-diff format
 * (lib/browser/cms-format.ts) with Decap CMS, then starts it. Decap is loaded just before with
 * `CMS_MANUAL_INIT` set (admin/manual-init.js), so that the format exists before any file is read.
 * Then shows whether the last change is live, where the page has room for it.
 */
import { fromFile, toFile } from './cms-format';
import { mountLiveStatus } from './live-status';

type Formatter = { fromFile: (content: string) => Record<string, unknown>; toFile: (data: Record<string, unknown>) => string };
type DecapCms = { registerCustomFormat: (name: string, extension: string, formatter: Formatter) => void; init: () => void };

const script = document.currentScript;
const format = script?.dataset.format ?? '';
const records: unknown = JSON.parse(script?.dataset.records ?? '[]');
const recordFields = Array.isArray(records) ? records.map(String) : [];
const isDecap = (value: unknown): value is DecapCms => typeof value === 'object' && value !== null && 'registerCustomFormat' in value && 'init' in value;
const cms: unknown = Reflect.get(window, 'CMS');
if (!isDecap(cms)) throw new Error('Decap CMS did not load: /admin/decap-cms.js is missing');
cms.registerCustomFormat(format, 'md', {
  fromFile: (content) => fromFile(content, recordFields),
  toFile: (data) => toFile(data, recordFields),
});
cms.init();

// "Is my change live?" (lib/browser/live-status.ts), on the published /admin only.
const liveStatus = document.getElementById('live-status');
if (liveStatus) void mountLiveStatus(liveStatus, window.fetch.bind(window), window.localStorage);
