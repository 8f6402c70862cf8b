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
  // The layout's boundaries (docs/architecture.md, "Folders"); tests/unit/layout.test.ts follows
  // imports transitively, as a bundler would. Build-time code runs under tsx from any working
  // directory, where the `@/` alias of tsconfig is not always resolved: lib/ and scripts/ import by
  // relative path.
  {
    files: ['lib/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*'], message: 'lib/ and scripts/ import by relative path.' },
        { group: ['**/components/**'], message: 'lib/ holds the model, presenters, build steps and browser code; components/ uses lib/, never the reverse.' },
      ] }],
    },
  },
  {
    files: ['lib/browser/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/*'], message: 'lib/ and scripts/ import by relative path.' },
        { group: ['**/build/**', '**/content/**'], message: 'Browser code ships to phones: it never imports build-time code or the content model.' },
      ] }],
    },
  },
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // public/admin/ is written by `npm run edit` (Decap CMS's bundle), never committed.
  globalIgnores(['.next/**', '.wrangler/**', 'out/**', 'public/admin/**', 'out.*/**', '.tmp/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**']),
]);
