/**
 * The load part of `npm run bench`: a fixed number of requests, over a bounded time, from this
 * machine to the static server on loopback, for a country page and for a hashed script asset.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export type LoadResult = {
  target: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  errors: number;
  non2xx: number;
};

const REQUESTS = 4000;
const CONNECTIONS = 16;
const MAX_SECONDS = 30;

function once(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, amount: REQUESTS, connections: CONNECTIONS, timeout: 10, headers: { 'accept-encoding': 'gzip' } }, (error, result) => (error ? reject(error) : resolve(result)));
    // Bounded in time as well as in count: stop whatever is left after MAX_SECONDS.
    const timer = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
    instance.on('done', () => clearTimeout(timer));
  });
}

export async function runLoad(baseUrl: string, outDir: string): Promise<LoadResult[]> {
  // A hashed script: an island's bundle (lib/pipeline/islands/bundle.ts).
  const chunks = fs.readdirSync(path.join(outDir, '_islands')).filter((f) => f.endsWith('.js'));
  const asset = chunks.sort()[0];
  const targets = ['/ukStudyAbroad', ...(asset ? [`/_islands/${asset}`] : [])];
  const results: LoadResult[] = [];
  for (const target of targets) {
    const r = await once(baseUrl + target);
    results.push({
      target,
      requests: r.requests.total,
      seconds: Math.round(r.duration * 10) / 10,
      requestsPerSecond: Math.round(r.requests.average),
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    });
  }
  return results;
}
