import { caseInsensitiveTarget } from '@/components/layout/CaseRedirect';

const routes = { '/ukstudyabroad': '/ukStudyAbroad', '/aboutus': '/aboutUs', '/health-insurance': '/health-Insurance' };

test('a path differing only in letter case leads to the real route', () => {
  expect(caseInsensitiveTarget('/UKStudyAbroad', routes)).toBe('/ukStudyAbroad');
  expect(caseInsensitiveTarget('/aboutus', routes)).toBe('/aboutUs');
  expect(caseInsensitiveTarget('/HEALTH-INSURANCE/', routes)).toBe('/health-Insurance');
  expect(caseInsensitiveTarget('/aboutus.html', routes)).toBe('/aboutUs');
});

test('an unknown path, or the real one, leads nowhere', () => {
  expect(caseInsensitiveTarget('/nothing-here', routes)).toBeNull();
  expect(caseInsensitiveTarget('/aboutUs', routes)).toBeNull();
});

test('a path with a malformed escape (/%C0%AF) leads nowhere and throws nothing', () => {
  expect(caseInsensitiveTarget('/%C0%AF', routes)).toBeNull();
  expect(caseInsensitiveTarget('/ABOUTUS%E0%A4%A', routes)).toBeNull();
});
