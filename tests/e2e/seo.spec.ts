import { test, expect, allSpecRoutes, extraRoutes, labels } from './fixtures';
import { loadContent } from './site-content';
import { filePagePaths, office, urduPagePaths } from './content-files';

// Names, addresses and titles come from the content files (site settings, the guides' own files).
const content = loadContent(process.cwd());
const site = content.site.data;
const SITE = site.url.replace(/\/$/, '');
const aliases = ['/health-insurance'];
const canonicalRoutes = [...allSpecRoutes, ...extraRoutes, ...filePagePaths()].filter((r) => !aliases.includes(r));

type Ld = Record<string, unknown>;
const parseLd = (json: string): Ld => JSON.parse(json);

function head(html: string) {
  const pick = (re: RegExp) => html.match(re)?.[1];
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogImage: pick(/<meta property="og:image" content="([^"]*)"/),
    lang: pick(/<html lang="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => parseLd(m[1] ?? '{}')),
  };
}

test('every page has its own title and description, a canonical URL, an Open Graph image and lang="en"', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of canonicalRoutes) {
    const meta = head(await (await request.get(path)).text());
    expect(meta.lang, path).toBe('en');
    expect(meta.title, path).toBeTruthy();
    expect(meta.description, path).toBeTruthy();
    titles.add(meta.title ?? '');
    descriptions.add(meta.description ?? '');
    // Next writes the home page's canonical URL without its trailing slash; both name the same URL.
    expect(meta.canonical, path).toBe(path === '/' ? SITE : `${SITE}${path}`);
    expect(meta.ogImage, path).toMatch(new RegExp(`^${SITE}/og/.+\\.png$`));
    const image = await request.get((meta.ogImage ?? '').replace(SITE, ''));
    expect(image.status(), meta.ogImage).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(titles.size).toBe(canonicalRoutes.length);
  expect(descriptions.size).toBe(canonicalRoutes.length);
});

test('the lower-case insurance alias points search engines to the canonical page', async ({ request }) => {
  const meta = head(await (await request.get('/health-insurance')).text());
  expect(meta.canonical).toBe(`${SITE}/health-Insurance`);
});

// The Urdu twins: home if translated, and every route whose file has a translation (content/ur/).
const urduRoutes = urduPagePaths();

test('sitemap lists every canonical route and every Urdu twin with a date, and no alias; robots.txt points to it', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(urduRoutes).toContain('/ur');
  expect(urls.sort()).toEqual([...canonicalRoutes, ...urduRoutes].map((p) => (p === '/' ? `${SITE}/` : `${SITE}${p}`)).sort());
  expect([...xml.matchAll(/<lastmod>\d{4}-\d{2}-\d{2}(T[^<]+)?<\/lastmod>/g)]).toHaveLength(urls.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('JSON-LD: the organisation everywhere, breadcrumbs on inner pages, an Article on the scholarship guide', async ({ request }) => {
  for (const path of canonicalRoutes) {
    const types = head(await (await request.get(path)).text()).jsonLd.flatMap((d) => d['@type']);
    expect(types, path).toContain('EducationalOrganization');
    if (path !== '/') expect(types, path).toContain('BreadcrumbList');
  }
  const ld = head(await (await request.get('/')).text()).jsonLd.find((d) => [d['@type']].flat().includes('EducationalOrganization'));
  expect(ld).toMatchObject({ name: site.name, foundingDate: String(site.founded), address: { addressLocality: site.contact.address.city, addressCountry: 'PK' } });
  expect(ld?.contactPoint).toMatchObject({ '@type': 'ContactPoint' });
  // The office as a place: its position and opening hours, from site settings.
  if (!site.geo) throw new Error('content/site.md has no geo');
  expect([ld?.['@type']].flat()).toContain('LocalBusiness');
  expect(ld?.geo).toEqual({ '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude });
  // schema.org names each day by its English name under https://schema.org/.
  const schemaDays = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
  const { days, opens, closes } = office();
  expect(ld?.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((day) => `https://schema.org/${schemaDays[day]}`), opens, closes },
  ]);
  const canada = content.scholarships.find((s) => s.data.route === '/canadaScholarship');
  if (!canada) throw new Error('no scholarship file has the route /canadaScholarship');
  const article = head(await (await request.get(canada.data.route)).text()).jsonLd.find((d) => d['@type'] === 'Article');
  expect(article).toMatchObject({ headline: canada.data.title });
});

test('breadcrumbs show on inner pages', async ({ page }) => {
  const uk = content.countries.find((c) => c.data.route === '/ukStudyAbroad');
  if (!uk) throw new Error('no country file has the route /ukStudyAbroad');
  await page.goto(uk.data.route);
  const trail = page.getByRole('navigation', { name: labels.common.breadcrumbLabel });
  await expect(trail.getByRole('link', { name: labels.common.breadcrumbHome })).toHaveAttribute('href', '/');
  await expect(trail.getByText(uk.data.title)).toHaveAttribute('aria-current', 'page');
});

test('favicon, touch icon and web manifest', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /icon\.svg/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  expect((await request.get('/apple-touch-icon.png')).status()).toBe(200);
  const manifest: { name: string; icons: { src: string }[] } = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(site.name);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
