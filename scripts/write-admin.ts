/** `npx tsx scripts/write-admin.ts <folder> [local backend URL] [site URL]`: /admin written anywhere (lib/cms/write-admin.ts; the e2e spec). */
import path from 'node:path';
import { settingsFromEnv, writeAdmin } from '../lib/cms/write-admin';

const [dir, localBackendUrl, siteUrl = 'http://localhost:3000'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: tsx scripts/write-admin.ts <folder> [local backend URL] [site URL]');
  process.exit(1);
}
const settings = { ...settingsFromEnv(siteUrl), ...(localBackendUrl ? { localBackendUrl } : {}) };
writeAdmin(path.resolve(dir), settings, new Date());
console.log(`✓ /admin written to ${dir}`);
