import nextJest from 'next/jest.js';

/**
 * The output checks (`npm run test:output`): static HTML and files in out/ read with a parser, after
 * `npm run build:test`. No browser: jsdom's DOMParser parses each page as a browser would, without
 * running its scripts, so what is checked is what a search engine or a visitor without JavaScript gets.
 */
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/output'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  maxWorkers: 2,
});
