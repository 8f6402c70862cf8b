/**
 * Pages as a visitor without JavaScript gets them: the static HTML, each part shown (not `hidden`,
 * not hidden by the page's CSS with scripts off). What needs the browser with scripts off (the menu
 * opening on focus, tab panels laid out, the header's layout) stays in tests/e2e/no-javascript.spec.ts.
 * Words come from the content files as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { HONEYPOT_FIELD, inputMaxLength } from '@/lib/browser/enquiry';
import { BUILD_INFO } from '@/lib/settings';
import { officeSlots, readContentFile, textAt, withClaimValue } from '../e2e/content-files';
import { accessibleName, byName, hiddenWithoutScripts } from './page-parts';
import { OUT, page, textOf } from './site-output';

/** Each element, with why it is not shown without scripts (nothing when it is). */
const unshown = (elements: Element[]) => elements.flatMap((element) => {
  const why = hiddenWithoutScripts(element);
  return why ? [`${textOf(element).slice(0, 40)}: ${why}`] : [];
});

/** The elements under `root` whose text, spaces collapsed, is exactly `text`, innermost first. */
function withText(root: Document | Element, text: string): Element[] {
  const all = Array.from(root.querySelectorAll('body *, *')).filter((element) => textOf(element) === text.replace(/\s+/g, ' ').trim());
  return all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
}

/** The control a `<label>` whose text includes `text` names (getByLabel's way: by `for`, or the control inside it). */
function labelled(doc: Document, text: string): Element[] {
  return Array.from(doc.querySelectorAll('label')).flatMap((label) => {
    if (!textOf(label).includes(text)) return [];
    const control = label.htmlFor ? doc.getElementById(label.htmlFor) : label.querySelector('input, select, textarea');
    return control ? [control] : [];
  });
}

const home = z
  .object({
    hero: z.object({ heading: z.string() }),
    banner: z.string(),
    services: z.object({ cards: z.array(z.object({ name: z.string() })) }),
    trust: z.object({ badges: z.array(z.object({ label: z.string(), claim: z.string().optional() })) }),
    testimonials: z.object({ heading: z.string() }),
  })
  .parse(readContentFile('content/home.md').data);

test('the home page is complete and readable without JavaScript', () => {
  const doc = page('/');
  expect(doc.querySelector('h1')?.textContent).toBe(home.hero.heading);
  const parts = [
    ...withText(doc, home.banner),
    ...home.services.cards.flatMap((card) => withText(doc, card.name).filter((element) => /^H[1-6]$/.test(element.tagName))),
    ...home.trust.badges.flatMap((badge) => withText(doc, withClaimValue(badge.label, badge.claim))),
    ...withText(doc, home.testimonials.heading).filter((element) => /^H[1-6]$/.test(element.tagName)),
  ];
  expect(parts).toHaveLength(1 + home.services.cards.length + home.trust.badges.length + 1);
  const firstSlide = doc.querySelector('.rotator-slide');
  if (!firstSlide) throw new Error('the home page has no testimonial');
  expect(unshown([doc.querySelector('h1') ?? doc.body, ...parts, firstSlide])).toEqual([]);
});

const contactFile = 'content/pages/contact.md';
const contact = z
  .object({
    banner: z.string(),
    form: z.object({
      labels: z.object({ name: z.string() }),
      appointment: z.object({ legend: z.string(), mode: z.string(), date: z.string(), time: z.string() }),
    }),
  })
  .parse(readContentFile(contactFile).data);
const site = z.object({ booking: z.unknown().optional(), appointmentModes: z.array(z.string()), contact: z.object({ email: z.string() }) }).parse(readContentFile('content/site.md').data);

test('the contact page is complete without JavaScript: a plain form that posts every field to the endpoint', () => {
  const doc = page(textAt(contactFile, 'route'));
  expect(doc.querySelector('h1')?.textContent).toBe(contact.banner);
  const email = byName(doc.querySelector('main') ?? doc, 'a', site.contact.email);
  expect(email).toHaveLength(1);
  const nameField = labelled(doc, contact.form.labels.name);
  expect(nameField).toHaveLength(1);
  // The enquiry form is a plain form that posts to the endpoint the export was built with.
  const endpoint = z.object({ enquiryEndpoint: z.string() }).parse(JSON.parse(fs.readFileSync(path.join(OUT, BUILD_INFO), 'utf8'))).enquiryEndpoint;
  const form = doc.querySelector('form.enquiry-form');
  expect(form?.getAttribute('action')).toBe(endpoint);
  expect(form?.getAttribute('method')).toBe('post');
  // Posted without JavaScript, the form still carries the honeypot the form service filters on,
  // and the browser holds every field to its maximum.
  expect(form?.querySelector(`input[name="${HONEYPOT_FIELD}"]`)?.getAttribute('value') ?? '').toBe('');
  for (const field of ['name', 'phone', 'email', 'message'] as const) {
    expect(form?.querySelector(`[name="${field}"]`)?.getAttribute('maxlength')).toBe(String(inputMaxLength(field)));
  }
  const shown = [...email, ...nameField];
  // The consultation fields are plain controls too, posted with the rest.
  if (site.booking === undefined) {
    const { appointment } = contact.form;
    const group = Array.from(doc.querySelectorAll('fieldset')).filter((fieldset) => fieldset.querySelector(':scope > legend') && accessibleName(fieldset.querySelector(':scope > legend') ?? fieldset) === appointment.legend);
    expect(group).toHaveLength(1);
    const modes = Array.from(doc.querySelectorAll('fieldset')).filter((fieldset) => textOf(fieldset.querySelector(':scope > legend') ?? doc.createElement('legend')) === appointment.mode);
    expect(modes[0]?.querySelectorAll('input[type="radio"]')).toHaveLength(site.appointmentModes.length + 1);
    expect(labelled(doc, appointment.date).map((control) => control.getAttribute('type'))).toEqual(['date']);
    expect(labelled(doc, appointment.time)[0]?.querySelectorAll('option')).toHaveLength(officeSlots().length + 1);
    shown.push(...group);
  }
  expect(unshown(shown)).toEqual([]);
});
