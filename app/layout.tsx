// First, before any component brings its own styles: base.css names the order of the cascade
// layers, and a layer's place is fixed where the page first mentions it.
import './base.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { getContent } from '@/lib/content/load';
import { organizationJsonLd } from '@/lib/present/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { WhatsAppButton } from '@/components/layout/WhatsAppButton';
import './urdu.css';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(site.data.url),
    title: { default: site.data.name, template: `%s | ${site.data.shortName}` },
    description: site.data.tagline,
    applicationName: site.data.name,
    icons: { icon: { url: '/images/icon.svg', type: 'image/svg+xml' }, apple: '/apple-touch-icon.png' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b5563',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const content = getContent();
  return (
    <html lang="en">
      <head>
        {/* Chrome paints nothing until the header has been parsed in full: on a slow connection a
            first paint in the middle of the header would show it half-built, and the rest arriving
            would move what was painted (a layout shift). The header is about 4 KB of HTML. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {content.labels.layout.skipLink}
        </a>
        <Header />
        <main id="main" tabIndex={-1} data-pagefind-body>
          {children}
        </main>
        <Footer />
        <WhatsAppButton />
        <JsonLd data={organizationJsonLd(content.site.data, { testimonials: content.testimonials, trust: content.labels.trust })} />
      </body>
    </html>
  );
}
