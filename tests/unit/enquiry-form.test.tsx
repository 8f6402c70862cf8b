import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { policyHeader, widgetOriginsOf } from '@/lib/pipeline/deploy/csp';
import userEvent from '@testing-library/user-event';
import { EnquiryForm, type FormCopy } from '@/components/contact/EnquiryForm';
import { FIELD_MAX, fillIn, MESSAGE_MIN } from '@/lib/browser/enquiry';
import { fixtureSite, loadContent } from './content-fixture';
import { pageView, TemplatedPageView } from '@/app/page-templates';
import {
  dayAfter,
  dayName,
  nextOfficeDay as officeDayAfter,
  office as officeFile,
  officeDaysWords,
  officeSlots,
  readContentFile,
  textAt,
  weekdayOf as officeWeekday,
  zoneName,
} from '../e2e/content-files';
import type { AppointmentSetup } from '@/components/contact/AppointmentFields';
import { appointmentSlots, formatDay, nextOfficeDay, todayAt, weekdayOf, type Office } from '@/lib/booking';

const copy: FormCopy = {
  intro: 'Tell us about yourself.',
  labels: { name: 'Name', phone: 'Phone', phoneHint: 'Pakistani mobile', email: 'E-mail', emailHint: 'Optional', service: 'Service', country: 'Country', anyOption: 'Not sure', message: 'Message', submit: 'Send', sending: 'Sending…', honeypot: 'Leave empty' },
  errors: {
    summary: 'Please correct',
    nameRequired: 'Enter your name.',
    nameTooLong: 'Name over {max}.',
    phoneRequired: 'Enter a phone.',
    phoneInvalid: 'Bad phone.',
    phoneTooLong: 'Phone over {max}.',
    emailInvalid: 'Bad e-mail.',
    emailTooLong: 'E-mail over {max}.',
    messageRequired: 'Say more.',
    messageTooLong: 'Too long.',
  },
  success: 'Thank you!',
  successWithReference: 'Thank you! Reference {reference}.',
  retention: 'Kept {days} days.',
  failure: 'Could not send.',
  failureWithoutScript: 'Not sent.',
  unconfirmed: 'Could not confirm.',
  timeout: 'No answer in {seconds} s.',
  noEndpoint: 'Send it by WhatsApp or e-mail.',
  whatsappButton: 'Send by WhatsApp',
  emailButton: 'Send by e-mail',
  messageHeading: 'Your message',
  composed: { subject: 'Enquiry ({name})', subjectWithTopic: 'Enquiry: {topic} ({name})', reference: 'Reference', name: 'Name', phone: 'Phone', email: 'E-mail', service: 'Service', country: 'Destination' },
  appointment: {
    legend: 'Book a consultation',
    hint: 'Open {days}.',
    mode: 'How to meet',
    anyMode: 'No preference',
    date: 'Preferred date',
    time: 'Preferred time',
    anyTime: 'Any time',
    messageMode: 'Consultation',
    dateTooEarly: 'From {date} on.',
    dateClosed: 'Closed on {day}s; open {days}.',
    timeInvalid: 'Pick a time offered.',
  },
};

const office: Office = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '12:00', timeZone: 'Asia/Karachi', slotMinutes: 60 };
const dayNames = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
const appointment: AppointmentSetup = {
  office,
  slots: appointmentSlots(office),
  modes: [
    { id: 'in-person', label: 'At the office' },
    { id: 'video', label: 'Video call' },
  ],
  dayNames,
  daysText: 'Monday to Friday',
  zone: 'Pakistan Standard Time',
};

const renderForm = (endpoint: string | null, setup: AppointmentSetup | null = appointment, own = false, turnstile: { siteKey: string; scriptId: string } | null = null) =>
  render(<EnquiryForm copy={copy} endpoint={endpoint} ownEndpoint={own} retention={own ? 'Kept 365 days.' : null} turnstile={turnstile} services={[{ id: 'visit-visa', label: 'Visit visa' }]} countries={[{ id: 'uk', label: 'United Kingdom' }]} email="hello@example.com" whatsapp="920000000000" newTabLabel="(opens in a new tab)" appointment={setup} />);

// Typing whole sentences key by key re-renders the form each time: under a loaded machine a test
// took over Jest's 5 s, and its typing then ran on into the next test's draft.
jest.setTimeout(20_000);

beforeEach(() => window.sessionStorage.clear());

test('with no endpoint configured, a valid enquiry is handed to WhatsApp or e-mail, nothing lost', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  renderForm(null);
  await userEvent.type(screen.getByLabelText('Name'), 'Ayesha');
  await userEvent.type(screen.getByLabelText('Phone'), '+92 300 1234567');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'uk');
  await userEvent.type(screen.getByLabelText('Message'), 'Please call me about the UK.');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByText('Send it by WhatsApp or e-mail.')).toBeInTheDocument();
  const whatsapp = screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '';
  expect(decodeURIComponent(whatsapp)).toContain(`${copy.composed.country}: United Kingdom`);
  expect(decodeURIComponent(whatsapp)).toContain('Please call me about the UK.');
  expect(screen.getByLabelText('Name')).toHaveValue('Ayesha');
});

test('every keystroke is kept as a session draft', async () => {
  renderForm(null);
  await userEvent.type(screen.getByLabelText('Name'), 'Hamza');
  expect(JSON.parse(window.sessionStorage.getItem('enquiry-draft') ?? '{}')).toMatchObject({ name: 'Hamza' });
});

test('errors are tied to their fields', async () => {
  renderForm('https://forms.example/enquiry');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Pakistani mobile Enter a phone.');
  expect(screen.getByRole('link', { name: 'Say more.' })).toHaveAttribute('href', '#enquiry-message');
});

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ayesha');
  await userEvent.type(screen.getByLabelText('Phone'), '۰۵۱-۱۲۳۴۵۶۷');
  await userEvent.type(screen.getByLabelText('Message'), 'Please call me about the UK.');
}

test('an answer the page cannot read is reported as unconfirmed, with the fallbacks, and the draft kept', async () => {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  renderForm('https://forms.example/enquiry');
  await fillValid();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Could not confirm.')).toBeInTheDocument();
  expect(screen.queryByText('Could not send.')).not.toBeInTheDocument();
  expect(decodeURIComponent(screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '')).toContain(`${copy.composed.phone}: 051-1234567`);
  expect(JSON.parse(window.sessionStorage.getItem('enquiry-draft') ?? '{}')).toMatchObject({ name: 'Ayesha' });
});

describe('with our own endpoint (workers/enquiries/)', () => {
  const OWN = '/api/enquiries';
  /** Each POST's form-encoded fields. */
  const posted: Record<string, string>[] = [];
  /** An answer as fetch gives it (jsdom has no Response). */
  const reply = (status: number, body: unknown) => ({ type: 'basic', ok: status >= 200 && status < 300, status, text: async () => JSON.stringify(body) });
  const answering = (answer: () => Promise<ReturnType<typeof reply>>) =>
    jest.fn().mockImplementation(async (_url: unknown, init?: RequestInit) => {
      posted.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
      return answer();
    });
  beforeEach(() => {
    posted.length = 0;
  });
  const whatsappText = () => decodeURIComponent(screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '');

  test('sends a retry key and a proposed reference, and thanks with the reference the endpoint answered', async () => {
    globalThis.fetch = answering(async () => reply(201, { ok: true, reference: 'HSA-7K3Q9' }));
    renderForm(OWN, appointment, true);
    expect(screen.getByText('Kept 365 days.')).toBeInTheDocument();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('HSA-7K3Q9')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Reference HSA-7K3Q9.');
    expect(posted).toHaveLength(1);
    // A version-4 UUID, which Siteverify also takes as its retry key.
    expect(posted[0]?.idempotency).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posted[0]?.reference).toMatch(/^HSA-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(window.sessionStorage.getItem('enquiry-draft')).toBeNull();
    expect(window.sessionStorage.getItem('enquiry-sending')).toBeNull();
  });

  test('when arrival is unknown, the WhatsApp copy carries the reference proposed, and a retry sends the same key and reference', async () => {
    globalThis.fetch = answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderForm(OWN, appointment, true);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could not confirm.')).toBeInTheDocument();
    const proposed = posted[0]?.reference ?? '';
    expect(whatsappText()).toContain(`${copy.composed.reference}: ${proposed}`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could not confirm.')).toBeInTheDocument();
    expect(posted.map((p) => [p.idempotency, p.reference])).toEqual([
      [posted[0]?.idempotency, proposed],
      [posted[0]?.idempotency, proposed],
    ]);
  });

  test('changed words are a new enquiry: a new key and reference', async () => {
    globalThis.fetch = answering(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderForm(OWN, appointment, true);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Could not confirm.');
    await userEvent.type(screen.getByLabelText('Message'), ' And Canada.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Could not confirm.');
    expect(posted).toHaveLength(2);
    expect(posted[1]?.idempotency).not.toBe(posted[0]?.idempotency);
    expect(posted[1]?.reference).not.toBe(posted[0]?.reference);
  });

  test('a refusal stored nothing: the copy names no reference', async () => {
    globalThis.fetch = answering(async () => reply(429, { ok: false, error: 'rate-limited' }));
    renderForm(OWN, appointment, true);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could not send.')).toBeInTheDocument();
    expect(whatsappText()).not.toContain(`${copy.composed.reference}:`);
  });

  test('another service gets neither a key nor a reference, and the form says nothing of keeping enquiries', async () => {
    globalThis.fetch = answering(async () => reply(200, { ok: true }));
    renderForm('https://forms.example/enquiry');
    expect(screen.queryByText('Kept 365 days.')).not.toBeInTheDocument();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(Object.keys(posted[0] ?? {})).not.toEqual(expect.arrayContaining(['idempotency']));
    expect(posted[0]?.reference).toBeUndefined();
  });
});

describe('with Turnstile on (content/site.md enquiries.turnstile)', () => {
  const TURNSTILE = { siteKey: '1x00000000000000000000AA', scriptId: 'turnstile-script' };
  const posted: Record<string, string>[] = [];
  let api: { render: jest.Mock; getResponse: jest.Mock; reset: jest.Mock };
  beforeEach(() => {
    posted.length = 0;
    api = { render: jest.fn(() => 'widget-1'), getResponse: jest.fn(() => 'token-1'), reset: jest.fn() };
    globalThis.fetch = jest.fn().mockImplementation(async (_url: unknown, init?: RequestInit) => {
      posted.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
      return { type: 'basic', ok: true, status: 201, text: async () => JSON.stringify({ ok: true, reference: 'HSA-7K3Q9' }) };
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'turnstile');
    document.getElementById(TURNSTILE.scriptId)?.remove();
  });

  test("draws the widget in the form, sends its token with the enquiry, and asks a fresh one for the next send", async () => {
    Reflect.set(window, 'turnstile', api);
    renderForm('/api/enquiries', appointment, true, TURNSTILE);
    expect(api.render).toHaveBeenCalledWith(expect.any(HTMLDivElement), { sitekey: TURNSTILE.siteKey, 'response-field-name': 'cf-turnstile-response' });
    expect(screen.getByRole('button', { name: 'Send' }).closest('form')).toContainElement(api.render.mock.calls[0]?.[0]);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('HSA-7K3Q9');
    expect(posted[0]?.['cf-turnstile-response']).toBe('token-1');
    expect(api.reset).toHaveBeenCalledWith('widget-1');
  });

  test('draws it when its script arrives after the form', async () => {
    const script = document.createElement('script');
    script.id = TURNSTILE.scriptId;
    document.head.append(script);
    renderForm('/api/enquiries', appointment, true, TURNSTILE);
    expect(api.render).not.toHaveBeenCalled();
    Reflect.set(window, 'turnstile', api);
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    expect(api.render).toHaveBeenCalledTimes(1);
  });

  test('without its script the enquiry still goes, without a token (our endpoint holds it for review)', async () => {
    renderForm('/api/enquiries', appointment, true, TURNSTILE);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('HSA-7K3Q9');
    expect(posted[0]).not.toHaveProperty('cf-turnstile-response');
  });
});

test('a filled honeypot posts nothing and offers WhatsApp and e-mail instead', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  const { container } = renderForm('https://forms.example/enquiry');
  await fillValid();
  const trap = container.querySelector('input[name="_gotcha"]');
  if (!(trap instanceof HTMLInputElement)) throw new Error('no honeypot');
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(screen.queryByRole('textbox', { name: 'Leave empty' })).not.toBeInTheDocument();
  await userEvent.type(trap, 'http://spam.example');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByText('Send it by WhatsApp or e-mail.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Send by WhatsApp/ })).toBeInTheDocument();
});

test('an over-long name is named with its limit and nothing is sent', async () => {
  const fetchSpy = jest.fn();
  globalThis.fetch = fetchSpy;
  renderForm('https://forms.example/enquiry');
  await fillValid();
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.click(name);
  await userEvent.paste('A'.repeat(100_000));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(name).toHaveAccessibleDescription(`Name over ${FIELD_MAX.name}.`);
  expect(fetchSpy).not.toHaveBeenCalled();
});

/** A day of the week after the next office day: a Saturday or Sunday, or an office day. */
function dayAfterEarliest(want: 'office' | 'closed'): string {
  let day = nextOfficeDay(office, todayAt(office.timeZone, new Date()));
  for (let i = 0; i < 14; i++) {
    const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
    day = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
    if (office.days.includes(weekdayOf(day)) === (want === 'office')) return day;
  }
  throw new Error('no such day');
}

test('the appointment fields offer the modes, office-hour slots only, and the earliest office day', async () => {
  renderForm(null);
  const group = screen.getByRole('group', { name: 'How to meet' });
  expect(Array.from(group.querySelectorAll('label')).map((l) => l.textContent?.trim())).toEqual(['No preference', 'At the office', 'Video call']);
  const time = screen.getByLabelText('Preferred time');
  expect(Array.from(time.querySelectorAll('option')).map((o) => o.textContent)).toEqual(['Any time', '09:00', '10:00', '11:00']);
  expect(screen.getByLabelText('Preferred date')).toHaveAttribute('min', nextOfficeDay(office, todayAt(office.timeZone, new Date())));
  expect(screen.getByText('Open Monday to Friday.')).toBeInTheDocument();
});

test('a day the office is closed is refused with a clear message, and nothing is lost', async () => {
  renderForm(null);
  await fillValid();
  const date = screen.getByLabelText('Preferred date');
  const closed = dayAfterEarliest('closed');
  await userEvent.type(date, closed);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const day = dayNames[weekdayOf(closed)];
  expect(date).toHaveAccessibleDescription(`Open Monday to Friday. Closed on ${day}s; open Monday to Friday.`);
  expect(screen.queryByRole('link', { name: /Send by WhatsApp/ })).not.toBeInTheDocument();
  expect(date).toHaveValue(closed);
});

test('a day before the next office day is refused, naming the earliest', async () => {
  renderForm(null);
  await fillValid();
  await userEvent.type(screen.getByLabelText('Preferred date'), todayAt(office.timeZone, new Date()));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('link', { name: `From ${formatDay(nextOfficeDay(office, todayAt(office.timeZone, new Date())))} on.` })).toHaveAttribute('href', '#enquiry-date');
});

test('the chosen consultation travels in the WhatsApp and e-mail messages', async () => {
  renderForm(null);
  await fillValid();
  const day = dayAfterEarliest('office');
  await userEvent.click(screen.getByRole('radio', { name: 'Video call' }));
  await userEvent.type(screen.getByLabelText('Preferred date'), day);
  await userEvent.selectOptions(screen.getByLabelText('Preferred time'), '10:00');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const lines = ['Consultation: Video call', `Preferred date: ${formatDay(day)}`, 'Preferred time: 10:00 (Pakistan Standard Time)'];
  const whatsapp = new URL(screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '').searchParams.get('text') ?? '';
  const mail = new URL(screen.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href') ?? '').searchParams.get('body') ?? '';
  for (const line of lines) {
    expect(whatsapp).toContain(line);
    expect(mail).toContain(line);
  }
});

test('with a booking service, the form has no appointment fields', () => {
  renderForm(null, null);
  expect(screen.queryByLabelText('Preferred date')).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'How to meet' })).not.toBeInTheDocument();
});

test('what was typed before the form hydrated is kept and sent', async () => {
  const form = <EnquiryForm copy={copy} endpoint={null} ownEndpoint={false} retention={null} turnstile={null} services={[{ id: 'visit-visa', label: 'Visit visa' }]} countries={[{ id: 'uk', label: 'United Kingdom' }]} email="hello@example.com" whatsapp="920000000000" newTabLabel="(opens in a new tab)" appointment={appointment} />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  // Typed into the server HTML, as on a slow phone before the island's script has run.
  const typed = { name: 'Bilal', phone: '+92 301 7654321', message: 'Typed before the script arrived.' };
  for (const [field, value] of Object.entries(typed)) {
    const element = container.querySelector(`[name="${field}"]`);
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`no ${field} field`);
    element.value = value;
  }
  await act(async () => {
    hydrateRoot(container, form);
  });
  expect(screen.getByLabelText('Name')).toHaveValue(typed.name);
  await userEvent.type(screen.getByLabelText('E-mail'), 'bilal@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const message = decodeURIComponent(screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '');
  expect(message).toContain(typed.name);
  expect(message).toContain(typed.message);
  expect(screen.getByLabelText('Phone')).toHaveValue(typed.phone);
  container.remove();
});

/*
 * The contact page's own form, drawn by its template from this project's content (moved from
 * tests/e2e/contact.spec.ts, where each rule cost a page load). The words and settings expected
 * are read from the raw files (tests/e2e/content-files.ts), apart from the loader and the template.
 */
describe("the contact page's form, with the site's content", () => {
  const ENDPOINT = 'https://forms.example/enquiry';
  const content = loadContent(process.cwd());
  const contactEntry = content.pages.find((entry) => entry.data.template === 'contact');
  const form = readContentFile('content/pages/contact.md').data.form;
  const words = (key: string) => {
    const value = key.split('.').reduce<unknown>((data, part) => (data && typeof data === 'object' ? Reflect.get(data, part) : undefined), form);
    if (typeof value !== 'string') throw new Error(`content/pages/contact.md: form.${key} is not text`);
    return value;
  };
  const siteFile = readContentFile('content/site.md').data;
  const siteText = (key: string) => textAt('content/site.md', key);
  /** The earliest day the form offers: the first office day after today where the office is. */
  const officeDayAfterToday = () => officeDayAfter();
  const valid = { name: 'Ayesha Khan', phone: '0300-1234567', email: 'ayesha@example.com', message: 'I would like to study nursing in the UK next September.' };

  /** What the endpoint received: each POST's form-encoded body. */
  let posted: URLSearchParams[] = [];
  /** The status the endpoint answers with. */
  let status = 200;
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    posted = [];
    status = 200;
    // An answer the page may read (CORS allowed), as the endpoint gives it; jsdom has no Response.
    globalThis.fetch = jest.fn().mockImplementation(async (_url: string, init?: RequestInit) => {
      posted.push(new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : ''));
      return { type: 'cors', ok: status < 400, text: async () => (status < 400 ? '{"ok":true}' : '{"error":"down"}') };
    });
    process.env.ENQUIRY_ENDPOINT = ENDPOINT;
    window.history.replaceState(null, '', '/contact');
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete process.env.ENQUIRY_ENDPOINT;
  });

  const renderContactPage = () => {
    if (!contactEntry) throw new Error('content/pages has no contact page');
    return render(<TemplatedPageView view={pageView(contactEntry, content)} />);
  };
  const field = (key: string) => screen.getByLabelText(words(`labels.${key}`), { exact: key !== 'email' });
  /** Typed as a paste: whole sentences key by key would take seconds each. */
  async function enter(key: string, text: string) {
    const input = field(key);
    await userEvent.clear(input);
    if (text) {
      await userEvent.click(input);
      await userEvent.paste(text);
    }
  }
  async function fillEnquiry(values: Partial<typeof valid> = {}) {
    for (const [key, text] of Object.entries({ ...valid, ...values })) await enter(key, text);
  }
  const send = () => userEvent.click(screen.getByRole('button', { name: words('labels.submit') }));
  const summaryLinks = () => {
    const heading = screen.getByRole('heading', { name: words('errors.summary') });
    return within(heading.parentElement ?? heading).getAllByRole('link').map((link) => link.textContent);
  };

  test('invalid input: each error from the page file is named next to its field and in the summary, in the form\'s order; nothing is sent; fixing a field clears its error', async () => {
    renderContactPage();
    await enter('phone', '12345');
    await enter('email', 'ayesha@');
    await send();
    expect(summaryLinks()).toEqual([words('errors.nameRequired'), words('errors.phoneInvalid'), words('errors.emailInvalid'), fillIn(words('errors.messageRequired'), { min: MESSAGE_MIN })]);
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('name')).toHaveAccessibleDescription(words('errors.nameRequired'));
    expect(field('phone')).toHaveAccessibleDescription(`${words('labels.phoneHint')} ${words('errors.phoneInvalid')}`);
    expect(posted).toHaveLength(0);
    await enter('name', 'Ayesha');
    expect(field('name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test.each([
    ['a landline', '051-1234567', '051-1234567'],
    ['a mobile in Urdu digits', '۰۳۰۰-۱۲۳۴۵۶۷', '0300-1234567'],
    ['a landline in Urdu digits with the country code', '+۹۲ ۵۱ ۱۲۳۴۵۶۷', '+92 51 1234567'],
  ])('%s is accepted and posted in ASCII digits, with the service and country the address chose', async (_, typed, sent) => {
    window.history.replaceState(null, '', '/contact?country=uk&service=education-counselling');
    renderContactPage();
    await fillEnquiry({ phone: typed });
    await send();
    expect(await screen.findByText(words('success'))).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0] ?? [])).toMatchObject({ name: valid.name, phone: sent, email: valid.email, country: 'uk', service: 'education-counselling' });
  });

  test('over-long fields: each named with its limit, nothing sent, and the input holds little more than the limit', async () => {
    renderContactPage();
    await fillEnquiry({ name: 'A'.repeat(100_000), phone: `0300 1234567 ${'0'.repeat(FIELD_MAX.phone)}`, email: `${'a'.repeat(FIELD_MAX.email)}@example.com`, message: 'x'.repeat(FIELD_MAX.message + 1) });
    await send();
    expect(summaryLinks()).toEqual([
      fillIn(words('errors.nameTooLong'), { max: FIELD_MAX.name }),
      fillIn(words('errors.phoneTooLong'), { max: FIELD_MAX.phone }),
      fillIn(words('errors.emailTooLong'), { max: FIELD_MAX.email }),
      fillIn(words('errors.messageTooLong'), { max: FIELD_MAX.message }),
    ]);
    expect(field('name')).toHaveAccessibleDescription(fillIn(words('errors.nameTooLong'), { max: FIELD_MAX.name }));
    // A 100,000-character paste is cut at the input, never sent.
    const name = field('name');
    if (!(name instanceof HTMLInputElement)) throw new Error('the name field is not an input');
    expect(name.value.length).toBeLessThan(2 * FIELD_MAX.name);
    expect(posted).toHaveLength(0);
  });

  test('the page opened again in the same session shows the draft: name, message and country', async () => {
    const first = renderContactPage();
    await enter('name', 'Bilal');
    await enter('message', 'Which universities in Georgia teach medicine in English?');
    await userEvent.selectOptions(field('country'), 'georgia');
    first.unmount();
    renderContactPage();
    expect(field('name')).toHaveValue('Bilal');
    expect(field('message')).toHaveValue('Which universities in Georgia teach medicine in English?');
    expect(field('country')).toHaveValue('georgia');
  });

  test("a consultation button's address preselects country and service, then leaves the address so a reload keeps later choices", async () => {
    window.history.replaceState(null, '', '/contact?country=italy&service=work-visa#book');
    renderContactPage();
    expect(field('country')).toHaveValue('italy');
    expect(field('service')).toHaveValue('work-visa');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/contact#book');
  });

  test("the appointment fields: site settings' modes, the office's slots, the next office day as the earliest, and the office days in the hint", () => {
    renderContactPage();
    if (siteFile.booking !== undefined) {
      // With a booking service the buttons open it instead (tests/unit/booking.test.ts), and the form asks no day.
      expect(screen.queryByRole('group', { name: words('appointment.legend') })).not.toBeInTheDocument();
      return;
    }
    const group = screen.getByRole('group', { name: words('appointment.legend') });
    const modes = within(group).getByRole('group', { name: words('appointment.mode') });
    const modeIds = Array.isArray(siteFile.appointmentModes) ? siteFile.appointmentModes.map(String) : [];
    expect(modeIds.length).toBeGreaterThan(0);
    expect(within(modes).getAllByRole('radio').map((radio) => radio.parentElement?.textContent?.trim())).toEqual([
      words('appointment.anyMode'),
      ...modeIds.map((mode) => textAt('content/labels.md', `booking.modes.${mode}`).replace('{city}', siteText('contact.address.city'))),
    ]);
    expect(Array.from(within(group).getByLabelText(words('appointment.time')).querySelectorAll('option')).map((option) => option.textContent)).toEqual([words('appointment.anyTime'), ...officeSlots()]);
    expect(within(group).getByLabelText(words('appointment.date'))).toHaveAttribute('min', officeDayAfterToday());
    expect(within(group).getByText(words('appointment.hint').replace('{days}', officeDaysWords()))).toBeInTheDocument();
  });

  test('a refused send offers WhatsApp and e-mail to the numbers in site settings; the message carries the enquiry and the chosen consultation, and the consultation was posted', async () => {
    if (siteFile.booking !== undefined) return;
    status = 500;
    window.history.replaceState(null, '', '/contact?country=uk&service=visit-visa');
    renderContactPage();
    await fillEnquiry();
    const modeIds = Array.isArray(siteFile.appointmentModes) ? siteFile.appointmentModes.map(String) : [];
    const mode = modeIds.at(-1) ?? 'phone';
    const modeLabel = textAt('content/labels.md', `booking.modes.${mode}`).replace('{city}', siteText('contact.address.city'));
    const day = officeDayAfter(officeDayAfterToday());
    const slot = officeSlots()[1] ?? officeFile().opens;
    await userEvent.click(screen.getByRole('radio', { name: modeLabel }));
    await userEvent.type(screen.getByLabelText(words('appointment.date')), day);
    await userEvent.selectOptions(screen.getByLabelText(words('appointment.time')), slot);
    await send();
    expect(await screen.findByText(words('failure'))).toBeInTheDocument();
    const sent = posted[0];
    expect([sent?.get('mode'), sent?.get('date'), sent?.get('time')]).toEqual([mode, day, slot]);

    const whatsapp = new URL(screen.getByRole('link', { name: new RegExp(words('whatsappButton')) }).getAttribute('href') ?? '');
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${siteText('contact.whatsapp')}`);
    const mail = new URL(screen.getByRole('link', { name: words('emailButton') }).getAttribute('href') ?? '');
    expect(mail.protocol + mail.pathname).toBe(`mailto:${siteText('contact.email')}`);
    const topic = `${textAt('content/pages/visitvisa.md', 'title')}, ${textAt('content/countries/uk.md', 'name')}`;
    expect(mail.searchParams.get('subject')).toBe(words('composed.subjectWithTopic').replace('{topic}', topic).replace('{name}', valid.name));
    const longDay = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const lines = [
      `${words('composed.phone')}: ${valid.phone}`,
      `${words('composed.country')}: ${textAt('content/countries/uk.md', 'name')}`,
      `${words('appointment.messageMode')}: ${modeLabel}`,
      `${words('appointment.date')}: ${longDay}`,
      `${words('appointment.time')}: ${slot} (${zoneName(officeFile().timeZone)})`,
      valid.message,
    ];
    for (const line of lines) {
      expect(whatsapp.searchParams.get('text')).toContain(line);
      expect(mail.searchParams.get('body')).toContain(line);
    }
  });

  test('a day the office is closed is refused, naming the day and the office days; the day is kept and nothing is sent', async () => {
    const closed = (['sun', 'sat', 'fri'] as const).find((day) => !officeFile().days.includes(day));
    if (!closed || siteFile.booking !== undefined) return; // the office opens every day, or there are no appointment fields
    renderContactPage();
    await fillEnquiry();
    let day = officeDayAfter(officeDayAfterToday());
    while (officeWeekday(day) !== closed) day = dayAfter(day);
    const date = screen.getByLabelText(words('appointment.date'));
    await userEvent.type(date, day);
    await send();
    const message = words('appointment.dateClosed').replace('{day}', dayName(closed)).replace('{days}', officeDaysWords());
    expect(screen.getByRole('link', { name: message })).toHaveAttribute('href', '#enquiry-date');
    expect(date).toHaveValue(day);
    expect(posted).toHaveLength(0);
  });
});

/*
 * Turnstile on the built contact page: its script only there, only when it is on and the form posts to
 * our own endpoint, and the page's policy allows exactly Cloudflare's challenge origin (per
 * Cloudflare's CSP reference: script-src and frame-src).
 */
describe('Turnstile on the contact page of a fixture site', () => {
  const CLOUDFLARE = 'https://challenges.cloudflare.com';
  const SITE_KEY = '1x00000000000000000000AA';
  const root = fixtureSite({ 'content/site.md': (t) => t.replace(/^enquiries: \{ (.*) \}$/m, `enquiries: { $1, turnstile: { siteKey: ${SITE_KEY} } }`) });
  const retentionDays = Number(/retentionDays: (\d+)/.exec(fs.readFileSync(path.join(root, 'content/site.md'), 'utf8'))?.[1]);
  const retentionWords = String(matter(fs.readFileSync(path.join(root, 'content/pages/contact.md'), 'utf8')).data.form.retention);
  const content = loadContent(root);
  const entry = content.pages.find((page) => page.data.template === 'contact');
  const html = (endpoint: string) => {
    process.env.ENQUIRY_ENDPOINT = endpoint;
    try {
      if (!entry) throw new Error('the fixture has no contact page');
      return renderToStaticMarkup(<TemplatedPageView view={pageView(entry, content)} />);
    } finally {
      delete process.env.ENQUIRY_ENDPOINT;
    }
  };

  test("with our own endpoint: Cloudflare's script and the widget's place in the form, the retention period, and a policy naming that origin alone", () => {
    const page = html('/api/enquiries');
    expect(page).toContain(`src="${CLOUDFLARE}/turnstile/v0/api.js?render=explicit"`);
    expect(page).toContain('class="enquiry-turnstile"');
    expect(page).toContain(retentionWords.replace('{days}', String(retentionDays)));
    const policy = policyHeader({ scriptHashes: [], connectOrigins: [], widgetOrigins: widgetOriginsOf(page) });
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${CLOUDFLARE};`);
    expect(policy).toContain(`frame-src 'self' ${CLOUDFLARE};`);
  });

  test('with a form service instead: no script, no widget, no word of our retention, and no frame-src', () => {
    const page = html('https://forms.example/enquiry');
    expect(page).not.toContain(CLOUDFLARE);
    expect(page).not.toContain('enquiry-turnstile');
    expect(page).not.toContain(retentionWords.replace('{days}', String(retentionDays)));
    expect(policyHeader({ scriptHashes: [], connectOrigins: [], widgetOrigins: widgetOriginsOf(page) })).not.toContain('frame-src');
  });
});
