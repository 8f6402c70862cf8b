// First, before any component brings its own styles: base.css names the order of the cascade
// layers, and a layer's place is fixed where the page first mentions it.
import '../base.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getContent } from '@/lib/pipeline/next-pages';
import { DocumentShell, siteMetadata, siteViewport } from '@/components/layout/DocumentShell';
import '../urdu.css';

// The English edition's root layout: its pages are the site's original, with no prefix.
export function generateMetadata(): Metadata {
  return siteMetadata(getContent('en'));
}

export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <DocumentShell content={getContent('en')}>{children}</DocumentShell>;
}
