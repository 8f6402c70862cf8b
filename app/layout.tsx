import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { getContent } from '@/lib/content/load';
import './globals.css';

export function generateMetadata(): Metadata {
  const { site } = getContent();
  return {
    metadataBase: new URL(site.data.url),
    title: { default: site.data.name, template: `%s | ${site.data.shortName}` },
    description: site.data.tagline,
  };
}

export const viewport: Viewport = {
  themeColor: '#0b5563',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </body>
    </html>
  );
}
