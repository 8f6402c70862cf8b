/**
 * @jest-environment node
 *
 * What the enquiry Worker knows of the site (workers/enquiries/settings.json): written from content by
 * `npm run enquiries:settings`, checked field by field when the Worker starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { EnquirySettingsError, parseEnquirySettings } from '@/lib/enquiry-settings';
import { fixtureEnquirySettings } from './worker-harness';

const siteFile = matter(fs.readFileSync(path.join(__dirname, 'fixtures/minimal/content/site.md'), 'utf8')).data;
const contactFile = matter(fs.readFileSync(path.join(__dirname, 'fixtures/minimal/content/pages/contact.md'), 'utf8')).data;

describe('the enquiry Worker settings', () => {
  const settings = fixtureEnquirySettings();

  it('carry the office, the retention period and the advisers as content/site.md writes them', () => {
    expect(settings.office).toMatchObject({ email: siteFile.contact.email, whatsapp: siteFile.contact.whatsapp, ...siteFile.office });
    expect(settings.retentionDays).toBe(siteFile.enquiries.retentionDays);
    expect(settings.advisers).toEqual([]);
    expect(settings.turnstile).toBeNull();
    expect(settings.site.url).toBe(siteFile.url);
  });

  it('list the form’s choices with their words', () => {
    expect(settings.choices.services.length).toBeGreaterThan(0);
    expect(settings.choices.countries.map((c) => c.id)).toContain('testland');
    expect(settings.choices.modes.map((m) => m.id)).toEqual(['in-person', 'phone', 'video']);
  });

  it('carry the answer page of each edition that publishes the contact page: here the original only, the fixture having no translation', () => {
    expect(settings.answerPages.map((page) => [page.prefix, page.lang, page.dir, page.contactPath])).toEqual([['', 'en', 'ltr', contactFile.route]]);
    expect(settings.answerPages[0]).toMatchObject({ heading: contactFile.title, contactLink: contactFile.formHeading, thanks: contactFile.form.successWithReference, failure: contactFile.form.failureWithoutScript });
  });

  it('pass the Worker’s own check, which gives back the same settings', () => {
    expect(parseEnquirySettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  it.each([
    [{ retentionDays: '365' }, 'retentionDays: expected a whole number of days'],
    [{ office: { ...settings.office, email: '' } }, 'office.email: expected text'],
    [{ advisers: ['ok', 3] }, 'advisers[1]: expected text'],
    [{ repository: 'not a repository' }, 'repository: expected owner/name, or null'],
    [{ choices: { ...settings.choices, modes: [{ id: 'phone' }] } }, 'choices.modes[0].label: expected text'],
    [{ answerPages: [] }, "answerPages[0].prefix: expected '', the original edition's page first"],
    [{ answerPages: settings.answerPages.map((page) => ({ ...page, dir: 'up' })) }, 'answerPages[0].dir: expected ltr or rtl'],
    [{ answerPages: settings.answerPages.map((page) => ({ ...page, errors: { ...page.errors, messages: { ...page.errors.messages, nameTooLong: '' } } })) }, 'answerPages[0].errors.messages.nameTooLong: expected text'],
  ])('refuse a file that does not fit, in one line naming the field (%j)', (change, message) => {
    expect(() => parseEnquirySettings({ ...settings, ...change })).toThrow(new EnquirySettingsError(`workers/enquiries/settings.json: ${message} (written by npm run enquiries:settings)`));
  });
});
