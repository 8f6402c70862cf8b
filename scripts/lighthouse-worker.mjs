// Runs one Lighthouse measurement and prints its figures as JSON. Plain Node on purpose: Lighthouse
// sends its own functions to the browser as source text, which breaks under tsx's transform.
// Usage: node scripts/lighthouse-worker.mjs <url> <chrome-debugging-port> [cpu-slowdown]
// The optional third argument replaces the mobile preset's 4x CPU slowdown (8 for the low-end profile).
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const [url, port, cpuSlowdown] = process.argv.slice(2);
const result = await lighthouse(
  url,
  { port: Number(port), output: 'json', logLevel: 'error' },
  {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      // Default mobile throttling (slow 4G, 4x CPU), applied by DevTools rather than simulated:
      // simulation counts async scripts as LCP dependencies on loopback and over-states LCP.
      throttlingMethod: 'devtools',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier) },
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
  },
);
if (!result) throw new Error(`no Lighthouse result for ${url}`);
const { lhr } = result;
const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const value = (id) => lhr.audits[id]?.numericValue ?? 0;
const items = lhr.audits['network-requests']?.details?.items ?? [];
const failing = Object.values(lhr.audits)
  .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
  .map((a) => a.id);
console.log(
  JSON.stringify({
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(value('first-contentful-paint')),
    lcp: Math.round(value('largest-contentful-paint')),
    tbt: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    bytes: Math.round(value('total-byte-weight')),
    jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    fontBytes: items.filter((i) => i.resourceType === 'Font').reduce((sum, i) => sum + (i.transferSize ?? 0), 0),
    images: items.filter((i) => i.resourceType === 'Image').map((i) => ({ url: i.url, bytes: i.transferSize ?? 0, mimeType: i.mimeType })),
    failing,
  }),
);
