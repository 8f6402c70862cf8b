/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diffExports, diffPage } from '@/scripts/diff-exports';

/** A tiny exported page: what two builds may legitimately change is passed in. */
function page({ hash, buildId, csp, style, lead }: { hash: string; buildId: string; csp: string; style: string; lead: string }): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${csp}'"/>`,
    `<style data-precedence="next" data-href="/_next/static/chunks/${style}.css">@layer base{.lead{color:navy}}</style>`,
    `<title>Study in the UK</title><script type="module" src="/_islands/Tabs-${hash}.js"></script>`,
    `<link rel="preload" href="/_next/static/${buildId}/_buildManifest.js" as="script"/></head>`,
    '<body><main id="main"><h1>Study in the UK</h1>',
    `<p class="lead">${lead} <a href="/compare">Compare</a></p>`,
    '<x-island data-island="Reveal" data-props="{&quot;children&quot;:null}" data-slots="[[&quot;children&quot;]]"><x-slot data-slot="children"><p>Inside</p></x-slot></x-island>',
    '</main></body></html>',
  ].join('');
}

const before = { hash: 'IBI3MXTY', buildId: 'nIhNIjP7fhajY5QTa37Ey', csp: 'abc123+/=', style: '36alspeevmdnq', lead: 'Shorter degrees.' };
// Another build of the same content: every hash differs, what a visitor reads does not.
const rebuilt = { hash: 'K5UJPX2S', buildId: 'Qx8_2kLmN0pRsTuVwXyZa', csp: 'zzz999+/=', style: '0b1c2d3e4f5g6', lead: 'Shorter degrees.' };

describe('diff-exports', () => {
  it('reports nothing when only hashes, the build id and the CSP hash differ', () => {
    expect(diffPage(page(before), page(rebuilt))).toEqual([]);
  });

  it('reports a text change as the line before and the line after', () => {
    const report = diffPage(page(before), page({ ...rebuilt, lead: 'Three-year degrees.' }));
    expect(report).toContain('- p: Shorter degrees. [a href=/compare]Compare[/a]');
    expect(report).toContain('+ p: Three-year degrees. [a href=/compare]Compare[/a]');
    expect(report.filter((line) => /^[-+]/.test(line))).toHaveLength(2);
  });

  it('compares two export folders page by page, naming pages only one of them has', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-exports-'));
    try {
      const write = (dir: string, file: string, html: string) => {
        fs.mkdirSync(path.dirname(path.join(root, dir, file)), { recursive: true });
        fs.writeFileSync(path.join(root, dir, file), html);
      };
      write('before', 'index.html', page(before));
      write('after', 'index.html', page(rebuilt));
      write('before', 'brochures/uk.html', page(before));
      write('after', 'brochures/uk.html', page({ ...rebuilt, lead: 'Three-year degrees.' }));
      write('before', 'old.html', page(before));
      write('after', 'new.html', page(rebuilt));

      const result = diffExports(path.join(root, 'before'), path.join(root, 'after'));
      expect(result.compared).toBe(2);
      expect(result.missing).toEqual(['old.html']);
      expect(result.added).toEqual(['new.html']);
      expect([...result.changed.keys()]).toEqual([path.join('brochures', 'uk.html')]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
