import { composeEnquiry, enquiryFormBody, isValidPhone, mailtoLink, validateEnquiry, whatsappLink, type EnquiryValues } from '@/lib/enquiry';

describe('phone numbers', () => {
  it.each(['0300-1234567', '03001234567', '0321 1234567', '+92 300 1234567', '+923001234567', '0092 300 1234567', '+92 (300) 123-4567'])('accepts the Pakistani mobile %s', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['+44 20 7946 0958', '+1 (415) 555-2671', '+971 50 123 4567', '0044 7911 123456'])('accepts the international number %s', (n) => {
    expect(isValidPhone(n)).toBe(true);
  });

  it.each(['', '12345', '0300-123456', '+92 300 12345678', '3001234567', 'phone me', '+0 123 4567', '04001234567'])('rejects %p', (n) => {
    expect(isValidPhone(n)).toBe(false);
  });
});

const messages = {
  nameRequired: 'name?',
  phoneRequired: 'phone?',
  phoneInvalid: 'bad phone',
  emailInvalid: 'bad email',
  messageRequired: 'message?',
  messageTooLong: 'too long',
};
const valid: EnquiryValues = { name: 'Ayesha Khan', phone: '0300-1234567', email: '', service: 'visit-visa', country: 'uk', message: 'I would like to visit my brother in London.' };

describe('validation', () => {
  it('accepts a complete enquiry with no e-mail', () => {
    expect(validateEnquiry(valid, messages)).toEqual({});
  });

  it('names every problem at once', () => {
    expect(validateEnquiry({ ...valid, name: ' ', phone: '12', email: 'ayesha@', message: 'hi' }, messages)).toEqual({
      name: 'name?',
      phone: 'bad phone',
      email: 'bad email',
      message: 'message?',
    });
    expect(validateEnquiry({ ...valid, phone: '' }, messages)).toEqual({ phone: 'phone?' });
    expect(validateEnquiry({ ...valid, message: 'x'.repeat(2001) }, messages)).toEqual({ message: 'too long' });
  });
});

describe('the message advisers receive', () => {
  it('carries every field, with readable names for the service and country', () => {
    const { subject, body } = composeEnquiry({ ...valid, email: 'ayesha@example.com' }, { service: 'Visit visa', country: 'UK' });
    expect(subject).toBe('Website enquiry: Visit visa, UK (Ayesha Khan)');
    expect(body).toBe('Name: Ayesha Khan\nPhone: 0300-1234567\nE-mail: ayesha@example.com\nService: Visit visa\nDestination: UK\n\nI would like to visit my brother in London.');
  });

  it('leaves out what was not given', () => {
    const { subject, body } = composeEnquiry({ ...valid, service: '', country: '' }, {});
    expect(subject).toBe('Website enquiry (Ayesha Khan)');
    expect(body).not.toContain('Service:');
    expect(body).not.toContain('E-mail:');
  });

  it('builds WhatsApp and e-mail links with the text filled in', () => {
    expect(whatsappLink('920000000000', 'Hello & welcome')).toBe('https://wa.me/920000000000?text=Hello%20%26%20welcome');
    expect(mailtoLink('a@example.com', 'Hi there', 'Line 1\nLine 2')).toBe('mailto:a@example.com?subject=Hi%20there&body=Line%201%0ALine%202');
  });

  it('posts form-encoded fields', () => {
    const body = enquiryFormBody(valid, 'Subject');
    expect(body.toString()).toBe('name=Ayesha+Khan&phone=0300-1234567&email=&service=visit-visa&country=uk&message=I+would+like+to+visit+my+brother+in+London.&_subject=Subject');
  });
});
