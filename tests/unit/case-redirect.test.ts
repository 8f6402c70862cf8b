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
