import {
  composeEnquiry,
  enquiryFormBody,
  FIELD_MAX,
  honeypotFilled,
  inputMaxLength,
  isValidPhone,
  mailtoLink,
  outcomeOf,
  sendEnquiry,
  toAsciiDigits,
  validateEnquiry,
  whatsappLink,
  type EnquiryValues,
} from '@/lib/browser/enquiry';
import { loadContent } from './content-fixture';
import { fill } from '@/lib/fill-label';

// The words of the composed message, as the contact page's file gives them.
const words = loadContent(process.cwd()).pages.flatMap((p) => (p.data.template === 'contact' ? [p.data.form.composed] : []))[0]!;

describe('phone numbers', () => {
  it.each(['0300-1234567', '03001234567', '0321 1234567', '+92 300 1234567', '+923001234567', '0092 300 1234567', '+92 (300) 123-4567'])('accepts the Pakistani mobile %s', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['+44 20 7946 0958', '+1 (415) 555-2671', '+971 50 123 4567', '0044 7911 123456'])('accepts the international number %s', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['051-1234567', '0511234567', '021-12345678', '042-35761234', '+92 51 1234567', '0092 21 3576 1234', '(091) 5701234'])('accepts the Pakistani landline %s', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['۰۳۰۰-۱۲۳۴۵۶۷', '٠٣٠٠١٢٣٤٥٦٧', '+۹۲ ۳۰۰ ۱۲۳۴۵۶۷', '۰۵۱-۱۲۳۴۵۶۷', '\u200e0300-1234567\u200f'])('accepts %s, written with Urdu or Arabic digits or direction marks', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['', '12345', '0300-123456', '+92 300 12345678', '3001234567', 'phone me', '+0 123 4567', '04001234567', '051-123456', '021-123456789', '0123456789', '+92 51 123456', '۰۳۰۰-۱۲۳'])('rejects %p', (n) => {
    expect(isValidPhone(n)).toBe(false);
  });

  it('turns Urdu (U+06F0–U+06F9) and Arabic (U+0660–U+0669) digits into 0–9 and leaves the rest', () => {
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹ ٠١٢٣٤٥٦٧٨٩ +92-')).toBe('0123456789 0123456789 +92-');
  });
});

const messages = {
  nameRequired: 'name?',
  nameTooLong: 'name over {max}',
  phoneRequired: 'phone?',
  phoneInvalid: 'bad phone',
  phoneTooLong: 'phone over {max}',
  emailInvalid: 'bad email',
  emailTooLong: 'email over {max}',
  messageRequired: 'message under {min}?',
  messageTooLong: 'message over {max}',
};
const valid: EnquiryValues = { name: 'Ayesha Khan', phone: '0300-1234567', email: '', service: 'visit-visa', country: 'uk', mode: '', date: '', time: '', message: 'I would like to visit my brother in London.' };

describe('validation', () => {
  it('accepts a complete enquiry with no e-mail', () => {
    expect(validateEnquiry(valid, messages)).toEqual({});
  });

  it('names every problem at once', () => {
    expect(validateEnquiry({ ...valid, name: ' ', phone: '12', email: 'ayesha@', message: 'hi' }, messages)).toEqual({
      name: 'name?',
      phone: 'bad phone',
      email: 'bad email',
      message: 'message under 10?',
    });
    expect(validateEnquiry({ ...valid, phone: '' }, messages)).toEqual({ phone: 'phone?' });
  });

  it('gives every typed field a maximum, named in its message, and lets the input hold a little more', () => {
    const over = (field: keyof typeof FIELD_MAX) => 'x'.repeat(FIELD_MAX[field] + 1);
    expect(validateEnquiry({ ...valid, name: 'A'.repeat(100_000), phone: `0300-1234567${' '.repeat(FIELD_MAX.phone)}x`, email: `${over('email')}@example.com`, message: over('message') }, messages)).toEqual({
      name: `name over ${FIELD_MAX.name}`,
      phone: `phone over ${FIELD_MAX.phone}`,
      email: `email over ${FIELD_MAX.email}`,
      message: 'message over 2,000',
    });
    // Exactly at the limit is fine; spaces around the text do not count.
    expect(validateEnquiry({ ...valid, name: ` ${'A'.repeat(FIELD_MAX.name)} `, message: 'x'.repeat(FIELD_MAX.message) }, messages)).toEqual({});
    for (const field of ['name', 'phone', 'email', 'message'] as const) expect(inputMaxLength(field)).toBeGreaterThan(FIELD_MAX[field]);
  });
});

describe('the message advisers receive', () => {
  it('carries every field, with readable names for the service and country', () => {
    const { subject, body } = composeEnquiry({ ...valid, email: 'ayesha@example.com' }, { service: 'Visit visa', country: 'UK' }, words);
    expect(subject).toBe(fill(words.subjectWithTopic, { topic: 'Visit visa, UK', name: 'Ayesha Khan' }));
    expect(body).toBe(
      `${words.name}: Ayesha Khan\n${words.phone}: 0300-1234567\n${words.email}: ayesha@example.com\n${words.service}: Visit visa\n${words.country}: UK\n\nI would like to visit my brother in London.`,
    );
  });

  it('puts the consultation lines after the enquiry details and before the message', () => {
    const { body } = composeEnquiry(valid, { service: 'Visit visa' }, words, ['Consultation: Video call', 'Preferred date: Tuesday, 24 November 2026']);
    expect(body).toBe(
      `${words.name}: Ayesha Khan\n${words.phone}: 0300-1234567\n${words.service}: Visit visa\nConsultation: Video call\nPreferred date: Tuesday, 24 November 2026\n\nI would like to visit my brother in London.`,
    );
  });

  it('leaves out what was not given', () => {
    const { subject, body } = composeEnquiry({ ...valid, service: '', country: '' }, {}, words);
    expect(subject).toBe(fill(words.subject, { name: 'Ayesha Khan' }));
    expect(body).not.toContain(`${words.service}:`);
    expect(body).not.toContain(`${words.email}:`);
  });

  it('builds WhatsApp and e-mail links with the text filled in', () => {
    expect(whatsappLink('920000000000', 'Hello & welcome')).toBe('https://wa.me/920000000000?text=Hello%20%26%20welcome');
    expect(mailtoLink('a@example.com', { subject: 'Hi there', body: 'Line 1\nLine 2' })).toBe('mailto:a@example.com?subject=Hi%20there&body=Line%201%0ALine%202');
  });

  it('posts form-encoded fields', () => {
    const body = enquiryFormBody(valid, 'Subject');
    expect(body.toString()).toBe('name=Ayesha+Khan&phone=0300-1234567&email=&service=visit-visa&country=uk&mode=&date=&time=&message=I+would+like+to+visit+my+brother+in+London.&_subject=Subject');
    const booked = enquiryFormBody({ ...valid, mode: 'video', date: '2026-11-24', time: '11:00' }, 'Subject');
    expect([booked.get('mode'), booked.get('date'), booked.get('time')]).toEqual(['video', '2026-11-24', '11:00']);
  });

  it('sends and shows the phone number in ASCII digits, as the visitor spaced it', () => {
    const urdu = { ...valid, phone: '\u200f۰۳۰۰-۱۲۳۴۵۶۷ ' };
    expect(enquiryFormBody(urdu, 'Subject').get('phone')).toBe('0300-1234567');
    expect(composeEnquiry(urdu, {}, words).body).toContain(`${words.phone}: 0300-1234567\n`);
  });
});

describe('the honeypot', () => {
  it('is caught only when something was typed into it', () => {
    expect(honeypotFilled('http://spam.example')).toBe(true);
    expect(honeypotFilled('')).toBe(false);
    expect(honeypotFilled(null)).toBe(false);
  });
});

describe('how a send ends', () => {
  const answer = (init: { status?: number; type?: ResponseType; body?: string }) => {
    const status = init.status ?? 200;
    return { type: init.type ?? 'cors', ok: status >= 200 && status < 300, text: async () => init.body ?? '' };
  };

  it('is sent when the service answers 2xx without saying no, or redirects', async () => {
    await expect(outcomeOf(answer({ body: '{"ok":true,"next":"/thanks"}' }))).resolves.toEqual({ outcome: 'sent', reference: null });
    await expect(outcomeOf(answer({ body: '{"success":"true","message":"The form was submitted successfully."}' }))).resolves.toEqual({ outcome: 'sent', reference: null });
    await expect(outcomeOf(answer({ body: '<html>Thanks!</html>' }))).resolves.toEqual({ outcome: 'sent', reference: null });
    await expect(outcomeOf(answer({ type: 'opaqueredirect', status: 0 }))).resolves.toEqual({ outcome: 'sent', reference: null });
  });

  it("reads our own endpoint's reference from its answer, and nothing that is not one", async () => {
    await expect(outcomeOf(answer({ status: 201, body: '{"ok":true,"reference":"HSA-7K3Q9"}' }))).resolves.toEqual({ outcome: 'sent', reference: 'HSA-7K3Q9' });
    await expect(outcomeOf(answer({ status: 201, body: '{"ok":true,"reference":"<img src=x>"}' }))).resolves.toEqual({ outcome: 'sent', reference: null });
    await expect(outcomeOf(answer({ status: 429, body: '{"ok":false,"reference":"HSA-7K3Q9"}' }))).resolves.toEqual({ outcome: 'refused', reference: null });
  });

  it('is refused when the service says so, by status or in its answer', async () => {
    await expect(outcomeOf(answer({ status: 500 }))).resolves.toEqual({ outcome: 'refused', reference: null });
    await expect(outcomeOf(answer({ status: 422, body: '{"errors":[{"message":"should be an email"}]}' }))).resolves.toEqual({ outcome: 'refused', reference: null });
    await expect(outcomeOf(answer({ body: '{"success":"false","message":"This form needs Activation."}' }))).resolves.toEqual({ outcome: 'refused', reference: null });
    await expect(outcomeOf(answer({ body: '{"success":false}' }))).resolves.toEqual({ outcome: 'refused', reference: null });
  });

  describe('sendEnquiry', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
      jest.useRealTimers();
    });

    it('posts a simple CORS request that does not follow redirects', async () => {
      const fetchSpy = jest.fn().mockResolvedValue(answer({ body: '{"ok":true}' }));
      globalThis.fetch = fetchSpy;
      await expect(sendEnquiry('https://forms.example/f/1', enquiryFormBody(valid, 'S'))).resolves.toEqual({ outcome: 'sent', reference: null });
      expect(fetchSpy).toHaveBeenCalledWith('https://forms.example/f/1', expect.objectContaining({ method: 'POST', headers: { Accept: 'application/json' }, redirect: 'manual' }));
    });

    it('is unconfirmed, not failed, when the answer cannot be read (CORS or network)', async () => {
      globalThis.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      });
      await expect(sendEnquiry('https://forms.example/f/1', enquiryFormBody(valid, 'S'))).resolves.toEqual({ outcome: 'unconfirmed', reference: null });
    });

    it('gives up after the timeout and says so', async () => {
      jest.useFakeTimers();
      globalThis.fetch = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const sending = sendEnquiry('https://forms.example/f/1', enquiryFormBody(valid, 'S'), 5000);
      jest.advanceTimersByTime(4999);
      let settled = false;
      void sending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(sending).resolves.toEqual({ outcome: 'timeout', reference: null });
    });
  });
});
