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
  {
    // Playwright fixtures hand values on through a callback named `use`, which is not React's.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // public/admin/ is written by `npm run edit` (Decap CMS's bundle), never committed.
  globalIgnores(['.next/**', 'out/**', 'public/admin/**', 'out.*/**', '.tmp/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'bench/results/**']),
]);
