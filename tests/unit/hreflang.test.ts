/**
 * Every page with both editions names both, plus x-default, from either side; a page with one
 * edition names none, and its header offers no switch.
 */
import { getContent } from './content-fixture';
import { canonicalRoutes } from '@/lib/content/routes';
import { translatedPages } from '@/lib/content/translated-pages';
import { languageAlternates, languageLinks } from '@/lib/present/route-lookup';
import { editions } from '@/lib/editions';

const english = getContent('en');
const urdu = getContent('ur');
const translated = translatedPages(urdu).map((page) => page.path);
const untranslated = ['/', ...canonicalRoutes(english.routes).map((route) => route.canonical)].filter((path) => !translated.includes(path));

test.each(translated)('%s and its Urdu twin name each other and x-default, both ways', (path) => {
  // Written out, not derived through the code under test: the Urdu prefix is /ur.
  const twin = path === '/' ? '/ur' : `/ur${path}`;
  expect(languageAlternates(english, path)).toEqual({ en: path, ur: twin, 'x-default': path });
  expect(languageLinks(english, path)).toEqual([{ href: twin, lang: 'ur', name: editions.ur.name }]);
  expect(languageLinks(urdu, path)).toEqual([{ href: path, lang: 'en', name: editions.en.name }]);
});

test('a page published in English only has no alternates and no language switch', () => {
  expect(untranslated.length).toBeGreaterThan(0);
  for (const path of untranslated) {
    expect(languageAlternates(english, path)).toBeUndefined();
    expect(languageLinks(english, path)).toEqual([]);
  }
});
