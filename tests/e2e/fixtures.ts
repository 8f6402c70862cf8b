import { loadContent } from '../../lib/content/load';
import { test as base, expect } from '@playwright/test';

/** Every test runs offline: any request that leaves this machine is aborted. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
});

export { expect };

/** The spec's routes (§2.1), as the spec writes them. */
export const specRoutes = {
  topLevel: ['/', '/aboutUs', '/resources', '/contact', '/visitvisa', '/workvisa'],
  services: ['/education-counselling', '/application-process', '/visa-guidance', '/scholarship-guidance', '/student-accomodation', '/health-Insurance', '/health-insurance'],
  countries: [
    '/ukStudyAbroad',
    '/australiaStudyAbroad',
    '/canadaStudyAbroad',
    '/franceStudyAbroad',
    '/spainStudyAbroad',
    '/irelandStudyAbroad',
    '/romaniaStudyAbroad',
    '/belarusStudyAbroad',
    '/russiaStudyAbroad',
    '/greekcyprusStudyAbroad',
    '/northcyprusStudyAbroad',
    '/georgiaStudyAbroad',
    '/usaStudyAbroad',
  ],
  about: ['/ourpartners', '/timeLine', '/whoweare', '/team'],
  scholarships: ['/USAScholarship', '/UkScholarship', '/canadaScholarship'],
};

export const allSpecRoutes = Object.values(specRoutes).flat();

/** Pages the site adds to the spec's routes. */
export const extraRoutes = ['/compare'];

/** The interface's words (content/labels.md): specs find controls by them instead of retyping them. */
export const labels = loadContent(process.cwd()).labels;
