import path from 'node:path';

/** The pinned wrangler from node_modules, run with node. */
export const WRANGLER = path.resolve('node_modules/wrangler/bin/wrangler.js');

/** Nothing leaves the machine: no usage statistics, no update check, no fetch of Cloudflare's request metadata. */
export const OFFLINE_WRANGLER_ENV = { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
