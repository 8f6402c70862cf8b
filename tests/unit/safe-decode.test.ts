import { safeDecode } from '@/lib/browser/safe-decode';

test('decodes escapes as the address bar writes them', () => {
  expect(safeDecode('%D9%86%DB%81%DB%8C%DA%BA')).toBe('نہیں');
  expect(safeDecode('usa-panel-process')).toBe('usa-panel-process');
});

test('keeps a malformed escape as it was written instead of throwing', () => {
  for (const malformed of ['%E0%A4%A', '%C0%AF', '%', 'a%zz']) expect(safeDecode(malformed)).toBe(malformed);
});
