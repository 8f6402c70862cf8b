/** content/labels.md: the words of the interface that no single page owns. */
import { z } from 'zod';
import { fileCollection } from './define';
import { template, text } from './shared';
import type { CredentialIssuer } from '../credentials';
import type { ClaimName } from '../claim-names';

/** An issuer's credential in words: its name, and the register that confirms it ("ICEF's list of agencies"). */
const credentialWords = z.strictObject({ name: text, register: text });

// ---------------------------------------------------------------------------------------------
// content/labels.md: the interface's shared words. `{name}` marks where a page fills a value in.

export const labelsSchema = z.strictObject({
  rupees: z.strictObject({ note: template('date', 'source'), sampleNote: template('date', 'source') }),
  country: z.strictObject({ atAGlance: template('country'), testimonialHeading: text, lastUpdated: template('date'), figureComing: template('date', 'value'), figureReported: template('date', 'value') }),
  compare: z.strictObject({
    countryColumn: text,
    budgetColumn: text,
    budgetLabel: text,
    showAll: text,
    status: template('shown', 'total'),
    noBudget: template('count'),
    englishTest: text,
    englishScore: text,
    tests: z.strictObject({ ielts: text, toefl: text, pte: text, duolingo: text }),
    noEnglish: template('count', 'test'),
    adviserConfirms: text,
    incomplete: text,
    tableLabel: text,
    regionLabel: text,
  }),
  planner: z.strictObject({
    items: z.strictObject({ tuition: text, living: text, visaFee: text, health: text }),
    item: text,
    amount: text,
    firstYear: text,
    course: template('years'),
    total: text,
    askAdviser: text,
    leavesOut: template('items'),
    notChecked: text,
    effect: template('date'),
    readOn: template('date'),
    checkedOn: template('date'),
    wholeVisa: template('months'),
    ownFigure: text,
    fundsHeading: text,
    fundsMonths: template('months'),
    fundsYear: text,
    fundsHeld: template('days'),
    fundsTuition: text,
    noFunds: text,
    fundsSafe: text,
    fall: template('pkr'),
    rounding: text,
    destination: text,
    level: text,
    levels: z.strictObject({ undergraduate: text, postgraduate: text }),
    city: text,
    years: text,
    show: text,
    send: text,
    whatsapp: text,
    planFor: template('country', 'level', 'years'),
    summary: template('plan', 'firstYear', 'course'),
    guideLink: template('country'),
    changesHeading: text,
    change: template('item', 'from', 'to', 'date'),
    changeComing: text,
    changeReported: text,
    source: text,
  }),
  visa: z.strictObject({
    countryColumn: text,
    fields: z.strictObject({ visaType: text, processingTime: text, stayDuration: text, cost: text }),
    tabs: z.strictObject({ overview: text, requirements: text, process: text }),
    checked: template('date', 'by'),
    checkedBy: template('name'),
    notChecked: text,
    askAdviser: template('country', 'kind'),
    /** The kind of visa a page covers, in words: `{kind}` above and in the tabs' name. */
    kinds: z.strictObject({ visit: text, work: text }),
    /** The name of a country's tabs, read by screen readers: "United Kingdom visit visa". */
    tabsLabel: template('country', 'kind'),
    /** Where a record gives no figure (a page may say otherwise in its own figurePending). */
    figurePending: text,
    /** The name of the comparison table's scrolling box, read by screen readers; `{table}` is the table's heading. */
    tableLabel: template('table'),
  }),
  events: z.strictObject({
    when: text,
    where: text,
    /** How an online event is held: "Online, on {platform}". */
    online: template('platform'),
    /** After the times: the zone they are in ("Pakistan time"). */
    zone: text,
    map: text,
    price: text,
    free: text,
    destinations: text,
    universities: text,
    registration: text,
    register: text,
    /** The link to the event's .ics file. */
    addToCalendar: text,
    /** The link to /events.ics, every upcoming event in one calendar. */
    subscribe: text,
    /** On an event that ended before the build day. */
    ended: text,
    /** The home page's and a guide's link to the next event. */
    next: text,
    /** Beside a sample event's title: it is not a real announcement. */
    sample: text,
    /** What the enquiry form names an event by: "Event: {title}". */
    enquiry: template('title'),
    status: z.strictObject({ scheduled: text, cancelled: text, postponed: text, rescheduled: text, 'moved-online': text }),
  }),
  news: z.strictObject({
    published: template('date'),
    updated: template('date'),
    sources: text,
    /** After a source: the day someone read it there. */
    read: template('date'),
    /** The link that shares an article on WhatsApp. */
    share: text,
    /** Above the newer values of the figures an article is about. */
    since: text,
    /** One line under it: the country, the item and what changed. */
    sinceLine: template('country', 'item', 'change'),
    /** A country guide's list of the news that concerns it. */
    related: text,
    subscribe: text,
  }),
  common: z.strictObject({
    subscribe: text,
    newTab: text,
    /** A card's link, where the card names none (home page services). */
    learnMore: text,
    /** A provider's link, where the service page names none. */
    explore: text,
    breadcrumbHome: text,
    breadcrumbLabel: text,
    introduction: text,
    overview: text,
    onThisPage: text,
    sampleTestimonial: text,
    sampleProfile: text,
    /** Beside wording or a price that stands in for a policy the consultancy has not yet confirmed. */
    sampleWording: text,
    knownFor: text,
  }),
  layout: z.strictObject({
    skipLink: text,
    mainMenu: text,
    menuButton: text,
    closeMenu: text,
    menuDialog: text,
    quickContact: text,
    /** The name of the header's links to the same page in another language. */
    languageSwitch: text,
    copyright: template('from', 'to', 'name'),
  }),
  contact: z.strictObject({ email: text, phone: text, whatsapp: text, whatsappLink: text, office: text, hours: text, directions: text }),
  booking: z.strictObject({
    /** Every "Book" call to action that the site adds itself (contact page). */
    cta: text,
    modes: z.strictObject({ 'in-person': template('city'), phone: text, video: text }),
    days: z.strictObject({ mon: text, tue: text, wed: text, thu: text, fri: text, sat: text, sun: text }),
    /** Consecutive office days, e.g. "Monday to Saturday". */
    dayRange: template('first', 'last'),
    /** The office-hours line. */
    hours: template('days', 'opens', 'closes', 'zone'),
    /** What a booking service is told the visitor was reading (Cal.com notes, Calendly a1). */
    note: template('topic'),
  }),
  trust: z.strictObject({
    heading: text,
    partners: text,
    /** What each issuer's credential is called, and whose register confirms it. */
    issuers: z.strictObject({
      secp: credentialWords,
      'beoe-oep': credentialWords,
      icef: credentialWords,
      'pier-qeac': credentialWords,
      'british-council': credentialWords,
    } satisfies Record<CredentialIssuer, typeof credentialWords>),
    identifier: template('identifier'),
    verify: template('register'),
    expires: template('date'),
    certificates: text,
    /** A claim's counts beside it, with a total ("112 of 130 student visas granted, 2025") or without. */
    claimCounted: template('count', 'total', 'covers', 'period'),
    claimCount: template('count', 'covers', 'period'),
    /** Beside a claim with no counts recorded. */
    claimOwn: text,
    /** Under a page whose text shows claims through {{claim:name}}: a heading, then one line per claim. */
    claimsOnPage: text,
    claimLine: template('claim', 'note'),
    /** Each claim of content/site.md in words, `{value}` where its value goes: "{value} years of guidance". */
    claimNames: z.strictObject({
      founded: template('value'),
      yearsOfGuidance: template('value'),
      partnerInstitutions: template('value'),
      partnerUniversities: template('value'),
      countries: template('value'),
      visaSuccessRate: template('value'),
      studentsHelped: template('value'),
    } satisfies Record<ClaimName, ReturnType<typeof template>>),
    rated: template('rating'),
    averageRating: template('average', 'count'),
    testimonialDate: template('date'),
  }),
  brochure: z.strictObject({
    print: text,
    back: template('country'),
    adviserHeading: text,
    fileDetails: template('size'),
    printable: text,
    documentTitle: template('country'),
    website: text,
    readOnline: template('url'),
    sampleNotice: text,
  }),
  notFound: z.strictObject({
    title: text,
    heading: text,
    lead: text,
    homeButton: text,
    contactButton: text,
    destinations: text,
    services: text,
    redirecting: template('path'),
  }),
  rotator: z.strictObject({ label: text, previous: text, next: text, item: text, pause: text, slide: template('number', 'total') }),
  search: z.strictObject({
    title: text,
    description: text,
    region: text,
    noScript: text,
    headerForm: text,
    headerLabel: text,
    headerPlaceholder: text,
    pageForm: text,
    pageLabel: text,
    devOnly: text,
    failed: text,
    searching: text,
    noResults: template('query'),
    oneResult: template('query'),
    results: template('count', 'query'),
    seeAll: template('count'),
  }),
  about: z.strictObject({ timeline: text, team: text }),
  /** /admin's "Is my change live?" line (lib/browser/live-status.ts). */
  publishing: z.strictObject({
    label: text,
    checking: text,
    live: text,
    publishing: text,
    failed: text,
    seeWhy: text,
    unknown: text,
    liveBuild: template('commit', 'time'),
  }),
});


export type Labels = z.infer<typeof labelsSchema>;

export const labels = fileCollection({
  key: 'labels',
  file: 'content/labels.md',
  schema: labelsSchema,
  description: 'The interface\'s shared words: buttons, table headings, notes.',
  cms: { name: 'labels', label: 'Interface labels' },
  // Interface words name samples ("Sample testimonial") without being one.
  launch: () => [],
  value: (entry) => entry.data,
});
