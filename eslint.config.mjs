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
      patterns: [{ group: ['**/present/**', '**/view/**', '**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/browser/**', '**/render-later/build', '**/render-later/browser'], message: 'The content model imports only the shared leaves: presenters and build steps depend on it, never the reverse.' }],
    },
    {
      files: ['lib/present/**'],
      patterns: [{ group: ['**/view/**', '**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/render-later/build'], message: 'Presenters never import build-time code: build steps use presenters, and what a build hands to pages is read through a presenter (image-manifest.ts, brochure-links.ts).' }],
    },
    {
      files: ['lib/view/**'],
      patterns: [{ group: ['**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/browser/**', '**/render-later/build', '**/render-later/browser'], message: 'A view model is built from the content model and the presenters (and the leaves), nothing else.' }],
    },
    {
      files: ['lib/browser/**', 'lib/render-later/browser.ts'],
      patterns: [{ group: ['**/pipeline/**', '**/cms/**', '**/ci/**', '**/watch/**', '**/content/**', '**/present/**', '**/view/**', '**/render-later/build', './build'], message: 'Browser code ships to phones: it imports only the shared leaves, never build-time code, the content model or presenters.' }],
    },
    // lib/render-later/ is one concept in three parts, each file under the rules of its part: the
    // class (shared.ts) is a leaf, build.ts is build-time code, browser.ts is browser code (above).
    {
      files: ['lib/render-later/shared.ts'],
      patterns: [{ group: ['./*', '../*/**'], message: 'The render-later class is a shared leaf: it imports only other leaves.' }],
    },
    {
      files: ['lib/pipeline/**', 'lib/render-later/build.ts'],
      patterns: [{ group: ['**/view/**', '**/ci/**', '**/watch/**'], message: 'The build uses neither the CI summary nor the source watch: they use the build, or stand alone.' }],
    },
    {
      files: ['lib/cms/**'],
      patterns: [{ group: ['**/view/**', '**/present/**', '**/pipeline/**', '**/ci/**', '**/watch/**'], message: '/admin is written from the content model, with its own policy (cms/admin-policy.ts): no presenters, build steps, CI summary or source watch. The build uses /admin, never the reverse.' }],
    },
    {
      files: ['lib/ci/**'],
      patterns: [{ group: ['**/view/**', '**/present/**', '**/browser/**', '**/cms/**', '**/watch/**'], message: 'The CI summary reports the content stage\'s check: it imports the pipeline, the content model and the leaves only.' }],
    },
    {
      files: ['lib/watch/**'],
      patterns: [{ group: ['**/view/**', '**/present/**', '**/pipeline/**', '**/browser/**', '**/cms/**', '**/ci/**'], message: 'The source watch reads the content model only: it imports the content model and the leaves.' }],
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
  // A Worker (workers/) runs on Cloudflare, away from the build: of lib/ it imports only the shared
  // leaves (lib/*.ts), such as the enquiry rules it shares with the form. tests/unit/layout.test.ts
  // follows the chains.
  {
    files: ['workers/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*'], message: 'Workers import by relative path: they are bundled on their own, without the tsconfig alias.' },
        { group: ['**/lib/*/**', '**/components/**', '**/app/**', '**/scripts/**'], message: 'A Worker imports only the shared leaves of lib/ (lib/*.ts): never browser code, the content model, presenters or build steps.' },
      ] }],
    },
  },
  // The build day and the settings (docs/architecture.md, "The build day and the settings"): under
  // lib/, components/ and app/ only lib/settings.ts reads the environment; browser code may
  // read NODE_ENV, which the bundler replaces. Only browser code, the build runner and its context,
  // and the settings module (today, when SITE_DATE names no day) read the clock: everything else is
  // handed the day, or a clock, as an argument.
  ...(() => {
    const env = { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read settings through lib/settings.ts (the one module that reads the environment); the build day arrives as an argument.' };
    const envButNodeEnv = { selector: "MemberExpression[object.object.name='process'][object.property.name='env'][property.name!='NODE_ENV'], MemberExpression[object.name='process'][property.name='env']:not([parent.type='MemberExpression'])", message: 'Browser code reads only process.env.NODE_ENV, which the bundler replaces; anything else is a prop or a generated constant.' };
    const clock = [
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'No clock here: take the build day (content.day) or a clock as an argument; only browser code and the build runner read it.' },
      { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'No clock here: stage timings come from the runner; take a clock as an argument if one is needed.' },
    ];
    return [
      { files: ['lib/**', 'components/**'], rules: { 'no-restricted-syntax': ['error', env, ...clock] } },
      // Entry points may read the clock; the settings still come from the settings module.
      { files: ['app/**', 'lib/pipeline/runner.ts', 'lib/pipeline/context.ts'], rules: { 'no-restricted-syntax': ['error', env] } },
      // The booking picker's "today" is the visitor's.
      { files: ['lib/browser/**', 'components/contact/EnquiryForm.tsx'], rules: { 'no-restricted-syntax': ['error', envButNodeEnv] } },
      { files: ['lib/settings.ts'], rules: { 'no-restricted-syntax': 'off' } },
      // Only the entry points read the build day from the settings; components are handed it (content.day).
      { files: ['components/**'], rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@/lib/settings', importNames: ['buildDay'], message: 'Components are handed the build day (content.day); only entry points read it.' }] }] } },
    ];
  })(),
  // Views are built before a component runs (lib/view/route.ts, called by app/): components take
  // a view's types, never its builders.
  {
    files: ['components/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/view/*'], allowTypeImports: true, message: 'Components import only types from lib/view/: the app route builds the view and hands it down.' }] }] },
  },
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // public/admin/ is written by `npm run edit` (Decap CMS's bundle), never committed.
  globalIgnores(['.next/**', '.wrangler/**', 'out/**', 'public/admin/**', 'out.*/**', '.tmp/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**']),
]);
