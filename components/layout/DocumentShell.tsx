import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { SiteContent } from '@/lib/content/load';
import { organizationJsonLd } from '@/lib/present/seo';
import { JsonLd } from '@/components/seo/JsonLd';
import { Header } from './Header';
import type { LanguageLink } from '@/lib/present/route-lookup';
import { Footer } from './Footer';
import { WhatsAppButton } from './WhatsAppButton';

/**
 * The header, the page's main content and the footer. `languages` links the page's twins in the
 * other editions, shown in the header only where a twin exists.
 */
export function PageFrame({ content, languages = [], children }: { content: SiteContent; languages?: LanguageLink[]; children: ReactNode }) {
  return (
    <>
      <Header content={content} languages={languages} />
      <main id="main" tabIndex={-1} data-pagefind-body>
        {children}
      </main>
      <Footer content={content} />
    </>
  );
}

/** What every page of an edition says about the site: its name, the title pattern, icons. */
export function siteMetadata(content: SiteContent): Metadata {
  const { site } = content;
  return {
    metadataBase: new URL(site.data.url),
    title: { default: site.data.name, template: `%s | ${site.data.shortName}` },
    description: site.data.tagline,
    applicationName: site.data.name,
    icons: { icon: { url: '/images/icon.svg', type: 'image/svg+xml' }, apple: '/apple-touch-icon.png' },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#0b5563',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document every page of an edition shares: its language and reading direction, the skip
 * link and the WhatsApp button. Each edition's root layout (app/(en), app/(ur)/ur) renders it
 * with that edition's content, so one component serves both directions. The header, main and
 * footer are each page's own (PageFrame), because only a page knows its twin in the other language.
 */
export function DocumentShell({ content, fonts = [], children }: { content: SiteContent; fonts?: string[]; children: ReactNode }) {
  const { edition } = content;
  // The edition's own font files, asked for with the HTML's first bytes: with font-display optional
  // (app/urdu-edition.css) the page uses them only if they are there in time, so text never reflows
  // when a font arrives late. Through preload(), not a <link> element: React 19.2 writes a <link
  // rel="preload"> rendered by a server component twice (react/react#35889).
  for (const href of fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={edition.lang} dir={edition.dir}>
      {/* The root layout's own <head> (App Router); next/head belongs to the Pages Router. The rule
          only recognises it in app/layout files, and each edition's root layout renders this one. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
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
        {children}
        <WhatsAppButton content={content} />
        <JsonLd data={organizationJsonLd(content.site.data, { testimonials: content.testimonials, trust: content.labels.trust })} />
      </body>
    </html>
  );
}
