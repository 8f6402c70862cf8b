import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm, type FormCopy } from '@/components/contact/EnquiryForm';
import { FIELD_MAX } from '@/lib/enquiry';

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
};

const renderForm = (endpoint: string | null) =>
  render(<EnquiryForm copy={copy} endpoint={endpoint} services={[{ id: 'visit-visa', label: 'Visit visa' }]} countries={[{ id: 'uk', label: 'United Kingdom' }]} email="hello@example.com" whatsapp="920000000000" />);

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
  expect(decodeURIComponent(whatsapp)).toContain('Destination: United Kingdom');
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
  expect(decodeURIComponent(screen.getByRole('link', { name: /Send by WhatsApp/ }).getAttribute('href') ?? '')).toContain('Phone: 051-1234567');
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
