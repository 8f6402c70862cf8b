/**
 * Trust details once staff fill them in (was tests/e2e/variant/trust.spec.ts, on a second full
 * build): a copy of the project's content with TRUST_FIXTURE written in, its pages rendered here.
 * Each credential with its number and a link to its register, a counsellor's certificate, the
 * counts beside the success rate, and an average rating from five real, consented reviews. The
 * words around them are read from content/labels.md as written.
 */
import { within } from '@testing-library/dom';
import { renderRoute, showInWindow, textOf, type RenderedRoute } from './render-route';
import { projectContentCopy } from './content-fixture';
import { applyTrustFixture, TRUST_FIXTURE } from './trust-fixture';
import { readContentFile } from '../e2e/content-files';

jest.setTimeout(60_000);

const DAY = '2026-11-27';
const root = projectContentCopy(applyTrustFixture);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const labels = readContentFile('content/labels.md').data;
const trust = isRecord(labels.trust) ? labels.trust : {};
const issuers = isRecord(trust.issuers) ? trust.issuers : {};
const issuer = (key: string) => (isRecord(issuers[key]) ? issuers[key] : {});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const render = (path: string) => renderRoute({ root, day: DAY, path });

/** The site's Organization in the page's structured data. */
function organization({ document }: RenderedRoute): unknown {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown => JSON.parse(script.textContent ?? ''));
  return blocks.find((data) => isRecord(data) && String(data['@id']).endsWith('#organization'));
}

/** The innermost elements whose text contains `text`, as a reader finds it once on the page. */
function elementsWithText(scope: Element, text: string): Element[] {
  return [...scope.querySelectorAll('*')].filter((el) => textOf(el).includes(text) && ![...el.children].some((child) => textOf(child).includes(text)));
}

test('credentials show with their numbers and register links in the footer and on the how-we-work page, and in the structured data', async () => {
  const page = await render('/how-we-work');
  const body = showInWindow(page);
  const places = [within(body).getByRole('region', { name: String(trust.heading) }), body.querySelector('#credentials')];
  for (const where of places) {
    if (!(where instanceof HTMLElement)) throw new Error('/how-we-work has no #credentials');
    for (const credential of TRUST_FIXTURE.credentials) {
      const items = within(where)
        .getAllByRole('listitem')
        .filter((item) => textOf(item).includes(String(issuer(credential.issuer).name)));
      expect(items).toHaveLength(1);
      const [item] = items;
      if (!item) continue;
      expect(textOf(item)).toContain(credential.identifier);
      expect(within(item).getByRole('link', { name: new RegExp(escape(String(issuer(credential.issuer).register))) })).toHaveAttribute('href', credential.verify);
    }
  }
  expect(organization(page)).toMatchObject({ hasCredential: TRUST_FIXTURE.credentials.map((c) => expect.objectContaining({ identifier: c.identifier, url: c.verify })) });
});

test("a counsellor's certificate shows on the team page with its register link", async () => {
  const { certificate } = TRUST_FIXTURE;
  const body = showInWindow(await render('/team'));
  const item = within(body)
    .getAllByRole('listitem')
    .filter((li) => textOf(li).includes(certificate.identifier))
    .at(-1);
  if (!item) throw new Error(`/team shows no certificate ${certificate.identifier}`);
  expect(textOf(item)).toContain(String(issuer(certificate.issuer).name));
  expect(within(item).getByRole('link', { name: new RegExp(escape(String(issuer(certificate.issuer).register))) })).toHaveAttribute('href', certificate.verify);
});

test('the success rate shows its counts beside it, on the visit-visa page and the home page', async () => {
  const { count, total, covers, period } = TRUST_FIXTURE.successEvidence;
  for (const path of ['/visitvisa', '/']) {
    const { document } = await render(path);
    expect(elementsWithText(document.body, `${count} of ${total} ${covers}, ${period}`).length).toBeGreaterThan(0);
  }
});

test('five real, consented ratings give an average on the partners page and in the structured data, a 3 shown as a 3', async () => {
  const ratings: number[] = [...TRUST_FIXTURE.ratings];
  const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
  const page = await render('/ourpartners');
  const body = showInWindow(page);
  expect(textOf(body)).toMatch(new RegExp(`${escape(String(average))} out of 5, from ${ratings.length} reviews`));
  expect(within(body).getAllByRole('img', { name: String(trust.rated).replace('{rating}', '3') })).toHaveLength(ratings.filter((r) => r === 3).length);
  const { programme, intake } = TRUST_FIXTURE.review;
  expect(elementsWithText(body, `${programme} · ${intake} · `)).toHaveLength(ratings.length);
  expect(organization(page)).toMatchObject({ aggregateRating: { ratingValue: average, reviewCount: ratings.length } });
});
