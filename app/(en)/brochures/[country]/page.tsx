import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cachedSite } from '@/lib/content/load';
import { buildSettings, siteOptions } from '@/lib/settings';
import { socialMetadata } from '@/lib/present/seo';
import { BrochurePage } from '@/components/templates/BrochurePage';
import { brochureView } from '@/lib/view/brochure';
import { PageFrame } from '@/components/layout/DocumentShell';
import { offersBrochure } from '@/lib/content/brochure-paths';

export const dynamicParams = false;

/** A brochure for every country whose page offers one. */
export function generateStaticParams(): { country: string }[] {
  return cachedSite(siteOptions())
    .countries.filter((c) => offersBrochure(c.data))
    .map((c) => ({ country: c.id }));
}

type Props = { params: Promise<{ country: string }> };

function countryFor(id: string) {
  return cachedSite(siteOptions()).countries.find((c) => c.id === id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = countryFor((await params).country);
  if (!country) return {};
  // The brochure is a print version of the guide: search engines are pointed at the guide itself.
  return {
    title: `${country.data.title}: brochure`,
    ...socialMetadata(cachedSite(siteOptions()).site.data, { title: country.data.title, description: country.data.description, canonical: country.data.route }),
  };
}

export default async function Brochure({ params }: Props) {
  const country = countryFor((await params).country);
  if (!country) notFound();
  const content = cachedSite(siteOptions('en'));
  return (
    <PageFrame content={content}>
      <BrochurePage view={brochureView(country, content, buildSettings().siteEnv)} />
    </PageFrame>
  );
}
