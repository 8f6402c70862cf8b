import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getContent } from '@/lib/pipeline/next-pages';
import { buildSettings } from '@/lib/settings';
import { socialMetadata } from '@/lib/present/seo';
import { BrochurePage } from '@/components/templates/BrochurePage';
import { PageFrame } from '@/components/layout/DocumentShell';
import { offersBrochure } from '@/lib/content/brochure-paths';

export const dynamicParams = false;

/** A brochure for every country whose page offers one. */
export function generateStaticParams(): { country: string }[] {
  return getContent()
    .countries.filter((c) => offersBrochure(c.data))
    .map((c) => ({ country: c.id }));
}

type Props = { params: Promise<{ country: string }> };

function countryFor(id: string) {
  return getContent().countries.find((c) => c.id === id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const country = countryFor((await params).country);
  if (!country) return {};
  // The brochure is a print version of the guide: search engines are pointed at the guide itself.
  return {
    title: `${country.data.title}: brochure`,
    ...socialMetadata(getContent().site.data, { title: country.data.title, description: country.data.description, canonical: country.data.route }),
  };
}

export default async function Brochure({ params }: Props) {
  const country = countryFor((await params).country);
  if (!country) notFound();
  return (
    <PageFrame content={getContent('en')}>
      <BrochurePage entry={country} content={getContent('en')} siteEnv={buildSettings().siteEnv} />
    </PageFrame>
  );
}
