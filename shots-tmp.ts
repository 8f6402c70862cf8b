import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
const out = path.resolve('out');
const file = (url: string) => {
  const p = decodeURIComponent(new URL(url).pathname);
  for (const c of [p, `${p}.html`, path.join(p, 'index.html')]) { const f = path.join(out, c); if (fs.existsSync(f) && fs.statSync(f).isFile()) return f; }
  return null;
};
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png', '.json': 'application/json', '.webp': 'image/webp', '.avif': 'image/avif', '.jpg': 'image/jpeg' };
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const routes = process.argv.slice(2);
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.route('http://site.test/**', (route) => { const f = file(route.request().url()); return f ? route.fulfill({ body: fs.readFileSync(f), contentType: types[path.extname(f)] ?? 'application/octet-stream' }) : route.fulfill({ status: 404, body: 'nf' }); });
    for (const r of routes) {
      await page.goto(`http://site.test${r}`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${r.replace(/\//g, '_') || 'home'}-${width}.png`, fullPage: false });
    }
  }
  await browser.close();
})();
