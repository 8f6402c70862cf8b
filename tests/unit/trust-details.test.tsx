import { render, screen, within } from '@testing-library/react';
import { TrustDetails } from '@/components/layout/TrustDetails';
import { loadContent, fixtureSite } from './content-fixture';

const words = loadContent(process.cwd()).labels.trust;
const NEW_TAB = '(opens in a new tab)';

const filled = `credentials:
  - { issuer: secp, identifier: "0123456", verify: "https://eservices.secp.gov.pk/eServices/NameSearch?q=0123456" }
  - { issuer: icef, identifier: "ICEF-4321", verify: "https://www.icef.com/agency/4321", expires: 2999-12-31, logo: { src: /images/logo.svg, alt: ICEF } }
partnerLogos:
  - { name: University of Fixture, src: /images/logo.svg, href: https://fixture.example.ac.uk/ }
whatsappButton:`;

test('filled credentials show in their own region, each with its number and a link to its register; partner logos beside them', () => {
  const site = loadContent(fixtureSite({ 'content/site.md': (text) => text.replace('whatsappButton:', filled) })).site.data;
  render(<TrustDetails site={site} words={words} newTabLabel={NEW_TAB} />);
  const region = screen.getByRole('region', { name: words.heading });
  for (const credential of site.credentials) {
    const item = within(region).getByText(words.issuers[credential.issuer].name).closest('li');
    if (!(item instanceof HTMLElement)) throw new Error(`no list item for ${credential.issuer}`);
    expect(item).toHaveTextContent(credential.identifier);
    expect(within(item).getByRole('link', { name: new RegExp(words.issuers[credential.issuer].register.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', credential.verify);
  }
  // A logo never stands in for the number: it is decoration beside it.
  expect(within(region).queryByRole('img', { name: 'ICEF' })).not.toBeInTheDocument();
  expect(within(region).getByRole('heading', { name: words.partners })).toBeInTheDocument();
  expect(within(region).getByRole('link', { name: new RegExp(site.partnerLogos[0]?.name ?? '') })).toHaveAttribute('href', site.partnerLogos[0]?.href);
});

test('with no credentials and no partner logos there is no trust block', () => {
  const empty = loadContent(fixtureSite()).site.data;
  expect(empty.credentials.length + empty.partnerLogos.length).toBe(0);
  const { container } = render(<TrustDetails site={empty} words={words} newTabLabel={NEW_TAB} />);
  expect(container).toBeEmptyDOMElement();
});
