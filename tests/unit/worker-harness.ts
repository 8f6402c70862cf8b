/**
 * Our enquiry Worker (workers/enquiries/) bundled and run for real, offline: esbuild bundles it with
 * its settings module (`enquiry-settings`, as wrangler's alias does), Miniflare (workerd, from
 * node_modules) serves it, and the migration files make its local D1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import type { Miniflare } from 'miniflare';
import { loadSite } from '@/lib/content/load';
import { translatedEditions } from '@/lib/editions';
import type { EnquirySettings } from '@/lib/enquiry-settings';
import { enquirySettings } from '@/lib/pipeline/enquiry-settings';

const ROOT = path.resolve(__dirname, '../..');
export const WORKER = path.join(ROOT, 'workers/enquiries');
const MINIMAL = path.join(__dirname, 'fixtures', 'minimal');

/** The settings of the site at `root` in every edition, as `npm run enquiries:settings` writes them. */
export function siteEnquirySettings(root: string, day = '2026-11-27'): EnquirySettings {
  return enquirySettings(loadSite({ root, day }), translatedEditions.map((edition) => loadSite({ root, edition, day })), 'horizon/site');
}

/** The settings of the minimal fixture site (which has no translations), with `changes`. */
export function fixtureEnquirySettings(changes: Partial<EnquirySettings> = {}, day = '2026-11-27'): EnquirySettings {
  return { ...siteEnquirySettings(MINIMAL, day), ...changes };
}

/** The module `enquiry-settings` made of `settings`, instead of workers/enquiries/settings.json. */
const settingsModule = (settings: EnquirySettings): Plugin => ({
  name: 'enquiry-settings',
  setup(plugin) {
    plugin.onResolve({ filter: /^enquiry-settings$/ }, () => ({ path: 'enquiry-settings', namespace: 'enquiry-settings' }));
    plugin.onLoad({ filter: /.*/, namespace: 'enquiry-settings' }, () => ({ contents: JSON.stringify(settings), loader: 'json' }));
  },
});

/** One ES module of the Worker (an entry file, or code given as `stdin`) with `settings` bundled in. */
export async function bundleWorker(options: Pick<BuildOptions, 'entryPoints' | 'stdin'>, settings: EnquirySettings = fixtureEnquirySettings()): Promise<string> {
  // The runtime's own modules (cloudflare:email) are workerd's, as wrangler leaves them.
  const out = await build({ ...options, bundle: true, format: 'esm', platform: 'neutral', target: 'es2022', write: false, logLevel: 'silent', external: ['cloudflare:*'], plugins: [settingsModule(settings)] });
  return out.outputFiles[0]?.text ?? '';
}

/** SQL split at each `;`, except inside a trigger's BEGIN … END, which is one statement. */
function statements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const part of sql.split(';')) {
    current += `${part};`;
    const inTrigger = /^\s*CREATE\s+TRIGGER/i.test(current) && !/\bEND\s*;$/i.test(current.trim());
    if (!inTrigger) {
      if (current.replace(/;$/, '').trim()) out.push(current.trim());
      current = '';
    }
  }
  return out;
}

/** The migrations, in order, as `wrangler d1 migrations apply` would run them. */
export async function applyMigrations(mf: Miniflare, binding = 'DB'): Promise<void> {
  const db = await mf.getD1Database(binding);
  for (const file of fs.readdirSync(path.join(WORKER, 'migrations')).sort()) {
    const sql = fs.readFileSync(path.join(WORKER, 'migrations', file), 'utf8').replace(/--.*$/gm, '');
    for (const statement of statements(sql)) await db.prepare(statement).run();
  }
}
