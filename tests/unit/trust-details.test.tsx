import { render, screen, within } from '@testing-library/react';
import { TrustDetails } from '@/components/layout/TrustDetails';
import { loadContent } from '@/lib/content/load';
import { fixtureSite } from './content-fixture';

const words = loadContent(process.cwd()).labels.trust;
const NEW_TAB = '(opens in a new tab)';

const filled = `registrations:
  - { label: SECP, number: "0123456", href: https://www.secp.gov.pk/ }
accreditations:
  - { name: British Council certified agent, href: https://www.britishcouncil.pk/ }
  - { name: ICEF Agency Status, logo: { src: /images/logo.svg, alt: ICEF } }
partnerLogos:
  - { name: University of Fixture, src: /images/logo.svg, href: https://fixture.example.ac.uk/ }
whatsappButton:`;

test('filled trust details show in their own region: registration numbers, accreditations and partner logos', () => {
  const site = loadContent(fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', filled) })).site.data;
  render(<TrustDetails site={site} words={words} newTabLabel={NEW_TAB} />);
  const region = screen.getByRole('region', { name: words.heading });
  const [registration] = site.registrations;
  expect(within(region).getByRole('heading', { name: words.registrations })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: new RegExp(`${registration?.label}: ${registration?.number}`) })).toHaveAttribute('href', registration?.href);
  expect(within(region).getByRole('heading', { name: words.accreditations })).toBeInTheDocument();
  expect(within(region).getByText(site.accreditations[0]?.name ?? '')).toBeInTheDocument();
  expect(within(region).getByRole('img', { name: site.accreditations[1]?.name })).toBeInTheDocument();
  expect(within(region).getByRole('heading', { name: words.partners })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: new RegExp(site.partnerLogos[0]?.name ?? '') })).toHaveAttribute('href', site.partnerLogos[0]?.href);
});

test('a list with no entries is left out, and with none at all there is no trust block', () => {
  const onlyRegistration = `registrations: [{ label: SECP, number: "0123456" }]\nwhatsappButton:`;
  const site = loadContent(fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', onlyRegistration) })).site.data;
  const { unmount } = render(<TrustDetails site={site} words={words} newTabLabel={NEW_TAB} />);
  expect(screen.getByText('SECP: 0123456')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: words.accreditations })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: words.partners })).not.toBeInTheDocument();
  unmount();

  const empty = loadContent(fixtureSite()).site.data;
  expect(empty.registrations.length + empty.accreditations.length + empty.partnerLogos.length).toBe(0);
  const { container } = render(<TrustDetails site={empty} words={words} newTabLabel={NEW_TAB} />);
  expect(container).toBeEmptyDOMElement();
});
