/**
 * The not-found page as built (out/404.html): it says so and links onwards, to home, to an adviser
 * and to the study destinations. That the server answers an unknown address with it, status 404,
 * and that a letter-case slip leads on to the real page, is checked in tests/e2e/not-found.spec.ts.
 */
import { textAt } from '../e2e/content-files';
import { byName } from './page-parts';
import { page } from './site-output';

test('the 404 page says the page was not found, and links home, to an adviser and to the study destinations', () => {
  const doc = page('/404');
  const words = (key: string) => textAt('content/labels.md', `notFound.${key}`);
  expect(doc.querySelector('h1')?.textContent).toBe(words('heading'));
  const main = doc.querySelector('main');
  if (!main) throw new Error('the 404 page has no main content');
  const hrefOf = (name: string) => byName(main, 'a', name).map((link) => link.getAttribute('href'));
  expect(hrefOf(words('homeButton'))).toEqual(['/']);
  expect(hrefOf(words('contactButton'))).toEqual([textAt('content/pages/contact.md', 'route')]);
  for (const file of ['content/countries/uk.md', 'content/countries/georgia.md']) {
    expect(hrefOf(textAt(file, 'name'))).toEqual([textAt(file, 'route')]);
  }
});
