import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // Frontmatter is parsed by zod schemas; a cast would hide a content error.
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  // The layout's boundaries (docs/architecture.md, "Folders"): content ← present ← pipeline,
  // browser code and the shared leaves (lib/*.ts) below them, and beside the pipeline the tools
  // that are not build stages (cms, ci, watch). tests/unit/layout.test.ts checks the same rules
  // on every import (types too) and follows chains as a bundler would. Build-time code runs
  // under tsx from any working directory, where the `@/` alias of tsconfig is not always resolved:
  // lib/ and scripts/ import by relative path. Each block repeats the patterns of the ones before
  // it, since a later block's option replaces an earlier one's for the files it matches.
  ...[
    { files: ['lib/**', 'scripts/**'], patterns: [] },
    {
      files: ['lib/*.ts'],
      patterns: [{ group: ['./*/**'], message: 'A shared leaf imports only other leaves: every part of lib/ may import it.' }],
    },
    {
      files: ['lib/content/**'],
      patterns: [{ group: ['**/present/**', '**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/browser/**', '**/render-later/build', '**/render-later/browser'], message: 'The content model imports only the shared leaves: presenters and build steps depend on it, never the reverse.' }],
    },
    {
      files: ['lib/present/**'],
      patterns: [{ group: ['**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/render-later/build'], message: 'Presenters never import build-time code: build steps use presenters, and what a build hands to pages is read through a presenter (image-manifest.ts, brochure-links.ts).' }],
    },
    {
      files: ['lib/browser/**', 'lib/render-later/browser.ts'],
      patterns: [{ group: ['**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/content/**', '**/present/**', '**/render-later/build', './build'], message: 'Browser code ships to phones: it imports only the shared leaves, never build-time code, the content model or presenters.' }],
    },
    // lib/render-later/ is one concept in three parts, each file under the rules of its part: the
    // class (shared.ts) is a leaf, build.ts is build-time code, browser.ts is browser code (above).
    {
      files: ['lib/render-later/shared.ts'],
      patterns: [{ group: ['./*', '../*/**'], message: 'The render-later class is a shared leaf: it imports only other leaves.' }],
    },
    {
      files: ['lib/pipeline/**', 'lib/render-later/build.ts'],
      patterns: [{ group: ['**/ci/**', '**/watch/**'], message: 'The build uses neither the CI summary nor the source watch: they use the build, or stand alone.' }],
    },
    {
      files: ['lib/cms/**'],
      patterns: [{ group: ['**/present/**', '**/pipeline/**', '**/ci/**', '**/watch/**'], message: '/admin is written from the content model, with its own policy (cms/admin-policy.ts): no presenters, build steps, CI summary or source watch. The build uses /admin, never the reverse.' }],
    },
    {
      files: ['lib/ci/**'],
      patterns: [{ group: ['**/present/**', '**/browser/**', '**/cms/**', '**/watch/**'], message: 'The CI summary reports the content stage\'s check: it imports the pipeline, the content model and the leaves only.' }],
    },
    {
      files: ['lib/watch/**'],
      patterns: [{ group: ['**/present/**', '**/pipeline/**', '**/browser/**', '**/cms/**', '**/ci/**'], message: 'The source watch reads the content model only: it imports the content model and the leaves.' }],
    },
  ].map(({ files, patterns }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*'], message: 'lib/ and scripts/ import by relative path.' },
        { group: ['**/components/**'], message: 'lib/ holds the model, presenters, build steps and browser code; components/ uses lib/, never the reverse.' },
        ...patterns,
      ] }],
    },
  })),
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // public/admin/ is written by `npm run edit` (Decap CMS's bundle), never committed.
  globalIgnores(['.next/**', '.wrangler/**', 'out/**', 'public/admin/**', 'out.*/**', '.tmp/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**']),
]);
