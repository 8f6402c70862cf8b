/**
 * `npm run fixtures:islands`: copies pages exactly as `next build` wrote them, before the islands
 * step rewrites them, into tests/unit/fixtures/next-export/, with the Next version that wrote them.
 * The rewriter's unit test (tests/unit/islands-next-export.test.ts) runs on these, so a change in
 * Next's real output is caught by `npm run test:unit` rather than by a full build. Run it after
 * `npm run build`, and again after upgrading Next: the test fails until the fixture matches the
 * installed version.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
/** Where `next build` keeps each prerendered page (the export copies them from here). */
const NEXT_PAGES = path.join(root, '.next/server/app');
export const FIXTURE_DIR = path.join(root, 'tests/unit/fixtures/next-export');
/** A guide with many islands (menu, search, tabs, reveal, fallback images, JSON-LD) and the form page. */
const PAGES = ['ukStudyAbroad.html', 'contact.html'];

function main() {
  const next: unknown = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'));
  const version = next && typeof next === 'object' && 'version' in next ? String(next.version) : '';
  fs.mkdirSync(FIXTURE_DIR, { recursive: true });
  for (const page of PAGES) {
    const file = path.join(NEXT_PAGES, page);
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)}: missing; run \`npm run build\` first`);
    const html = fs.readFileSync(file, 'utf8');
    if (!html.includes('self.__next_f')) throw new Error(`${path.relative(root, file)}: has no RSC payload, so it is not Next's own output`);
    fs.writeFileSync(path.join(FIXTURE_DIR, page), html);
  }
  fs.writeFileSync(path.join(FIXTURE_DIR, 'captured.json'), `${JSON.stringify({ next: version, pages: PAGES }, null, 2)}\n`);
  console.log(`✓ ${PAGES.length} pages from next ${version} written to ${path.relative(root, FIXTURE_DIR)}`);
}

main();
