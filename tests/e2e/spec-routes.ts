/** The spec's routes (§2.1), as the spec writes them; read by the browser specs and the output checks. */
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
