/**
 * What our enquiry Worker (workers/enquiries/) knows of the site: written from content at build
 * time (lib/pipeline/enquiry-settings.ts, `npm run enquiries:settings`) into
 * workers/enquiries/settings.json, which the Worker bundles (the module `enquiry-settings`). A shared
 * leaf: the Worker imports no zod, so `parseEnquirySettings` checks the file by hand.
 */

import { enquiryFields, type EnquiryMessages, type EnquiryProblem } from './enquiry-rules';

export type EnquiryOption = { id: string; label: string };

/** The lines of the office e-mail, each naming a field of the enquiry (content/inbox.md, email.fields). */
export const officeEmailFields = ['reference', ...enquiryFields] as const;
export type OfficeEmailField = (typeof officeEmailFields)[number];

/** The office e-mail's words (content/inbox.md, email); {name} marks a value filled in. */
export type OfficeEmailWords = {
  subject: string;
  intro: string;
  fields: Record<OfficeEmailField, string>;
  /** Why an enquiry was held for review: sent without Turnstile's token, or Siteverify not asked. */
  held: { noToken: string; unverified: string };
  open: string;
  footer: string;
};

export type EnquirySettings = {
  /** The consultancy's name and the site's https origin (content/site.md). */
  site: { name: string; url: string };
  /** The office's address, WhatsApp number, days, hours and time zone (content/site.md, contact and office). */
  office: { email: string; whatsapp: string; days: string[]; opens: string; closes: string; timeZone: string };
  /** Days an enquiry's personal data is kept (content/site.md, enquiries.retentionDays). */
  retentionDays: number;
  /** GitHub accounts that may read enquiries at /inbox, besides the repository's collaborators. */
  advisers: string[];
  /** The repository (owner/name) whose collaborators may read enquiries; null to admit only `advisers`. */
  repository: string | null;
  /** Turnstile's public site key when the spam check is on (content/site.md, enquiries.turnstile). */
  turnstile: { siteKey: string } | null;
  /** The form's choices with their words, so an enquiry can be checked and shown by name. */
  choices: { services: EnquiryOption[]; countries: EnquiryOption[]; modes: EnquiryOption[] };
  /** The staff's words (content/inbox.md): the inbox's and the office e-mail's. */
  words: { inbox: InboxWords; email: OfficeEmailWords };
  /** The page a form sent without JavaScript is answered with, per edition that publishes the contact page; the original first. */
  answerPages: AnswerPageWords[];
};

/** The fields a visitor types, shown back on the page that refuses them (422). */
export const typedFields = ['name', 'phone', 'email', 'message'] as const;
export type TypedField = (typeof typedFields)[number];

/**
 * One edition's answer page: its language, the contact page it links back to, and its words, all
 * from content/pages/contact.md (form.*), content/labels.md (contact.*) and content/site.md.
 */
export type AnswerPageWords = {
  /** The edition's path prefix ('' for the original): a Referer path under it chooses this page. */
  prefix: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The contact page's title with the site's short name, as the contact page's own <title>. */
  title: string;
  /** The contact page's title, the page's heading. */
  heading: string;
  /** The contact page in this edition, and the link's words (its formHeading). */
  contactPath: string;
  contactLink: string;
  /** form.successWithReference: {reference} is filled in. */
  thanks: string;
  /** form.errors: the summary and each problem's message. */
  errors: { summary: string; messages: EnquiryMessages };
  /** The labels of what the visitor typed, shown back with the problems (form.composed, form.messageHeading). */
  typed: Record<TypedField, string>;
  /** form.failureWithoutScript, above the office's WhatsApp and e-mail. */
  failure: string;
  whatsapp: { label: string; text: string; href: string };
  email: { label: string; text: string; href: string };
};

/** The inbox's words (content/inbox.md, `inbox:`; the content schema checks their placeholders). */
export type InboxWords = {
  title: string;
  signIn: { heading: string; text: string; button: string; failed: string };
  refused: { heading: string; text: string };
  signedInAs: string;
  signOut: string;
  figures: { heading: string; median: string; p90: string; noReplies: string; overdue: string; duration: string };
  filters: { heading: string; status: string; any: string; service: string; country: string; from: string; to: string; apply: string; clear: string };
  list: { empty: string; csv: string; more: string };
  fields: Record<'reference' | 'received' | 'status' | 'answeredBy' | 'answeredAt' | 'name' | 'phone' | 'email' | 'service' | 'country' | 'mode' | 'date' | 'time' | 'message' | 'subject', string>;
  status: { open: string; answered: string; held: string };
  answered: string;
  reply: { heading: string; whatsapp: string; email: string; subject: string; message: string };
  markAnswered: string;
  notes: { heading: string; empty: string; label: string; add: string; byline: string };
  back: string;
  notFound: string;
  logged: string;
  notSetUp: string;
  formRefused: string;
  wrongMethod: string;
};

export class EnquirySettingsError extends Error {}

const FILE = 'workers/enquiries/settings.json';
const fail = (path: string, expected: string): never => {
  throw new EnquirySettingsError(`${FILE}: ${path}: expected ${expected} (written by npm run enquiries:settings)`);
};

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined);

function text(value: unknown, path: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fail(path, 'text');
}

function texts(value: unknown, path: string): string[] {
  return Array.isArray(value) ? value.map((item, i) => text(item, `${path}[${i}]`)) : fail(path, 'a list of text');
}

function options(value: unknown, path: string): EnquiryOption[] {
  return Array.isArray(value) ? value.map((item, i) => ({ id: text(field(item, 'id'), `${path}[${i}].id`), label: text(field(item, 'label'), `${path}[${i}].label`) })) : fail(path, 'a list of { id, label }');
}

/** The inbox's words, each a text. */
function inboxWords(value: unknown): InboxWords {
  const group = (name: string) => {
    const words = name === '' ? value : field(value, name);
    return (key: string) => text(field(words, key), `words.inbox.${name ? `${name}.` : ''}${key}`);
  };
  const [top, signIn, refused, figures, filters, list, fields, status, reply, notes] = [group(''), group('signIn'), group('refused'), group('figures'), group('filters'), group('list'), group('fields'), group('status'), group('reply'), group('notes')];
  return {
    title: top('title'),
    signIn: { heading: signIn('heading'), text: signIn('text'), button: signIn('button'), failed: signIn('failed') },
    refused: { heading: refused('heading'), text: refused('text') },
    signedInAs: top('signedInAs'),
    signOut: top('signOut'),
    figures: { heading: figures('heading'), median: figures('median'), p90: figures('p90'), noReplies: figures('noReplies'), overdue: figures('overdue'), duration: figures('duration') },
    filters: {
      heading: filters('heading'),
      status: filters('status'),
      any: filters('any'),
      service: filters('service'),
      country: filters('country'),
      from: filters('from'),
      to: filters('to'),
      apply: filters('apply'),
      clear: filters('clear'),
    },
    list: { empty: list('empty'), csv: list('csv'), more: list('more') },
    fields: {
      reference: fields('reference'),
      received: fields('received'),
      status: fields('status'),
      answeredBy: fields('answeredBy'),
      answeredAt: fields('answeredAt'),
      name: fields('name'),
      phone: fields('phone'),
      email: fields('email'),
      service: fields('service'),
      country: fields('country'),
      mode: fields('mode'),
      date: fields('date'),
      time: fields('time'),
      message: fields('message'),
      subject: fields('subject'),
    },
    status: { open: status('open'), answered: status('answered'), held: status('held') },
    answered: top('answered'),
    reply: { heading: reply('heading'), whatsapp: reply('whatsapp'), email: reply('email'), subject: reply('subject'), message: reply('message') },
    markAnswered: top('markAnswered'),
    notes: { heading: notes('heading'), empty: notes('empty'), label: notes('label'), add: notes('add'), byline: notes('byline') },
    back: top('back'),
    notFound: top('notFound'),
    logged: top('logged'),
    notSetUp: top('notSetUp'),
    formRefused: top('formRefused'),
    wrongMethod: top('wrongMethod'),
  };
}

function officeEmailWords(value: unknown): OfficeEmailWords {
  const held = field(value, 'held');
  const line = (key: OfficeEmailField) => text(field(field(value, 'fields'), key), `words.email.fields.${key}`);
  return {
    subject: text(field(value, 'subject'), 'words.email.subject'),
    intro: text(field(value, 'intro'), 'words.email.intro'),
    fields: { reference: line('reference'), name: line('name'), phone: line('phone'), email: line('email'), service: line('service'), country: line('country'), mode: line('mode'), date: line('date'), time: line('time'), message: line('message') },
    held: { noToken: text(field(held, 'noToken'), 'words.email.held.noToken'), unverified: text(field(held, 'unverified'), 'words.email.held.unverified') },
    open: text(field(value, 'open'), 'words.email.open'),
    footer: text(field(value, 'footer'), 'words.email.footer'),
  };
}

/** At least the original's page, first: a Referer under no other prefix chooses it. */
function answerPages(value: unknown): AnswerPageWords[] {
  const pages = Array.isArray(value) ? value.map((page, i) => answerPage(page, `answerPages[${i}]`)) : fail('answerPages', 'a list of answer pages');
  return pages[0]?.prefix === '' ? pages : fail('answerPages[0].prefix', "'', the original edition's page first");
}

function answerPage(value: unknown, path: string): AnswerPageWords {
  const at = (key: string) => `${path}.${key}`;
  const word = (key: string) => text(field(value, key), at(key));
  const prefix = field(value, 'prefix');
  const dir = field(value, 'dir');
  const errors = field(value, 'errors');
  const messages = field(errors, 'messages');
  const message = (key: EnquiryProblem) => text(field(messages, key), at(`errors.messages.${key}`));
  const typed = field(value, 'typed');
  const whatsapp = field(value, 'whatsapp');
  const email = field(value, 'email');
  return {
    prefix: typeof prefix === 'string' && /^(\/[a-z-]+)?$/.test(prefix) ? prefix : fail(at('prefix'), "'' or a path such as /ur"),
    lang: word('lang'),
    dir: dir === 'ltr' || dir === 'rtl' ? dir : fail(at('dir'), 'ltr or rtl'),
    title: word('title'),
    heading: word('heading'),
    contactPath: word('contactPath'),
    contactLink: word('contactLink'),
    thanks: word('thanks'),
    errors: {
      summary: text(field(errors, 'summary'), at('errors.summary')),
      messages: {
        nameRequired: message('nameRequired'),
        nameTooLong: message('nameTooLong'),
        phoneRequired: message('phoneRequired'),
        phoneInvalid: message('phoneInvalid'),
        phoneTooLong: message('phoneTooLong'),
        emailInvalid: message('emailInvalid'),
        emailTooLong: message('emailTooLong'),
        messageRequired: message('messageRequired'),
        messageTooLong: message('messageTooLong'),
      },
    },
    typed: { name: text(field(typed, 'name'), at('typed.name')), phone: text(field(typed, 'phone'), at('typed.phone')), email: text(field(typed, 'email'), at('typed.email')), message: text(field(typed, 'message'), at('typed.message')) },
    failure: word('failure'),
    whatsapp: { label: text(field(whatsapp, 'label'), at('whatsapp.label')), text: text(field(whatsapp, 'text'), at('whatsapp.text')), href: text(field(whatsapp, 'href'), at('whatsapp.href')) },
    email: { label: text(field(email, 'label'), at('email.label')), text: text(field(email, 'text'), at('email.text')), href: text(field(email, 'href'), at('email.href')) },
  };
}

/** The settings file checked field by field; a wrong field is named in one line. */
export function parseEnquirySettings(value: unknown): EnquirySettings {
  const site = field(value, 'site');
  const office = field(value, 'office');
  const choices = field(value, 'choices');
  const retentionDays = field(value, 'retentionDays');
  const repository = field(value, 'repository');
  const turnstile = field(value, 'turnstile');
  return {
    site: { name: text(field(site, 'name'), 'site.name'), url: text(field(site, 'url'), 'site.url') },
    office: {
      email: text(field(office, 'email'), 'office.email'),
      whatsapp: text(field(office, 'whatsapp'), 'office.whatsapp'),
      days: texts(field(office, 'days'), 'office.days'),
      opens: text(field(office, 'opens'), 'office.opens'),
      closes: text(field(office, 'closes'), 'office.closes'),
      timeZone: text(field(office, 'timeZone'), 'office.timeZone'),
    },
    retentionDays: typeof retentionDays === 'number' && Number.isInteger(retentionDays) && retentionDays > 0 ? retentionDays : fail('retentionDays', 'a whole number of days'),
    advisers: texts(field(value, 'advisers'), 'advisers'),
    repository: repository === null ? null : typeof repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(repository) ? repository : fail('repository', 'owner/name, or null'),
    turnstile: turnstile === null ? null : { siteKey: text(field(turnstile, 'siteKey'), 'turnstile.siteKey') },
    choices: {
      services: options(field(choices, 'services'), 'choices.services'),
      countries: options(field(choices, 'countries'), 'choices.countries'),
      modes: options(field(choices, 'modes'), 'choices.modes'),
    },
    words: {
      inbox: inboxWords(field(field(value, 'words'), 'inbox')),
      email: officeEmailWords(field(field(value, 'words'), 'email')),
    },
    answerPages: answerPages(field(value, 'answerPages')),
  };
}
