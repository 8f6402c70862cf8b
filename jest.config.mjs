import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const base = createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Jest's default is one worker fewer than the cores, one on a 2-core machine; two take 34 s
  // here where one took 48 s (2026-11-23).
  maxWorkers: 2,
});

// remark, unified and their helpers ship only as ES modules; let SWC compile them for Jest too.
const esmOnly = ['remark', 'unified', 'unist', 'mdast', 'micromark', 'hast', 'vfile', 'bail', 'trough', 'is-plain-obj', 'devlop',
  'decode-named-character-reference', 'character-entities', 'character-reference-invalid', 'ccount', 'escape-string-regexp',
  'markdown-table', 'longest-streak', 'zwitch', 'property-information', 'space-separated-tokens', 'comma-separated-tokens',
  'html-void-elements', 'stringify-entities', 'web-namespaces', 'trim-lines', 'is-alphabetical', 'is-alphanumerical',
  'is-decimal', 'is-hexadecimal', 'html-url-attributes', 'estree-util', 'lucide',
  // feed (the Atom writer, lib/atom-feed.ts).
  'feed'];

const jestConfig = async () => {
  const config = await base();
  return {
    ...config,
    transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})[^/]*/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
};

export default jestConfig;
