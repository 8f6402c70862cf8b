/**
 * The spec's routes (§2.1) and the pages the site adds, as addresses: shared by the browser specs
 * (through fixtures.ts) and the output checks (tests/output), which must not load Playwright.
 */
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
export const extraRoutes = ['/compare', '/cost-planner', '/fee-changes', '/how-we-work', '/scam-checklist', '/events', '/news'];
