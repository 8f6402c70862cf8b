// First, before any component brings its own styles: base.css names the order of the cascade
// layers, and a layer's place is fixed where the page first mentions it.
import '../base.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cachedSite } from '@/lib/content/load';
import { siteOptions } from '@/lib/settings';
import { DocumentShell, siteMetadata, siteViewport } from '@/components/layout/DocumentShell';
import '../urdu.css';

// The English edition's root layout: its pages are the site's original, with no prefix.
export function generateMetadata(): Metadata {
  return siteMetadata(cachedSite(siteOptions('en')));
}

export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <DocumentShell content={cachedSite(siteOptions('en'))}>{children}</DocumentShell>;
}
