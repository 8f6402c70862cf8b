import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { EnquiryForm, type FormCopy } from '@/components/contact/EnquiryForm';
import { FIELD_MAX } from '@/lib/browser/enquiry';
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
  failure: 'Could not send.',
  unconfirmed: 'Could not confirm.',
  timeout: 'No answer in {seconds} s.',
  noEndpoint: 'Send it by WhatsApp or e-mail.',
  whatsappButton: 'Send by WhatsApp',
  emailButton: 'Send by e-mail',
  messageHeading: 'Your message',
  composed: { subject: 'Enquiry ({name})', subjectWithTopic: 'Enquiry: {topic} ({name})', name: 'Name', phone: 'Phone', email: 'E-mail', service: 'Service', country: 'Destination' },
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

const renderForm = (endpoint: string | null, setup: AppointmentSetup | null = appointment) =>
  render(<EnquiryForm copy={copy} endpoint={endpoint} services={[{ id: 'visit-visa', label: 'Visit visa' }]} countries={[{ id: 'uk', label: 'United Kingdom' }]} email="hello@example.com" whatsapp="920000000000" newTabLabel="(opens in a new tab)" appointment={setup} />);

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
  const form = <EnquiryForm copy={copy} endpoint={null} services={[{ id: 'visit-visa', label: 'Visit visa' }]} countries={[{ id: 'uk', label: 'United Kingdom' }]} email="hello@example.com" whatsapp="920000000000" newTabLabel="(opens in a new tab)" appointment={appointment} />;
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
