import { renderRoute, textOf } from './render-route';
import { fixtureSite } from './content-fixture';

test('smoke', async () => {
  const root = fixtureSite();
  const { document, metadata } = await renderRoute({ root, day: '2027-01-02', path: '/testlandStudyAbroad' });
  console.log(textOf(document.querySelector('h1')), metadata.title, document.documentElement.outerHTML.length);
});
