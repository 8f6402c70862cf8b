// First, before any component brings its own styles: base.css names the order of the cascade
// layers, and a layer's place is fixed where the page first mentions it.
import '../../base.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { DocumentShell, siteMetadata, siteViewport } from '@/components/layout/DocumentShell';
import { URDU_FONT_WEIGHTS, urduFontPlaceholder } from '@/lib/site-paths';
import '@/app/urdu-edition.css';

// The Urdu edition's root layout: lang="ur" dir="rtl" on the document, every word from content/ur/.
export function generateMetadata(): Metadata {
  return siteMetadata(cachedSite(siteOptions('ur')));
}

export const viewport = siteViewport;

export default function UrduLayout({ children }: { children: ReactNode }) {
  return (
    <DocumentShell content={cachedSite(siteOptions('ur'))} fonts={URDU_FONT_WEIGHTS.map(urduFontPlaceholder)}>
      {children}
    </DocumentShell>
  );
}
