import Link from 'next/link';
import type { SiteContent } from '@/lib/content/load';
import { pathIn } from '@/lib/content/edition-links';
import { buildNav } from '@/lib/present/site-links';
import type { LanguageLink } from '@/lib/present/route-lookup';
import { editionPath } from '@/lib/editions';
import { SEARCH_URL } from '@/lib/site-paths';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import { Island } from '@/components/island-boundary';
import './header.css';
import '@/components/ui/smart-link.css';
import '@/components/search/search.css';
import './site-nav.css';

export function Header({ content, languages }: { content: SiteContent; languages: LanguageLink[] }) {
  const { logo, name } = content.site.data;
  return (
    <header className="site-header">
      {languages.length > 0 ? (
        <nav className="language-switch" aria-label={content.labels.layout.languageSwitch}>
          <div className="container">
            {languages.map((language) => (
              // Named in its own language and marked so: a screen reader reads "اردو" with an Urdu voice.
              <a key={language.lang} href={language.href} hrefLang={language.lang} lang={language.lang}>
                {language.name}
              </a>
            ))}
          </div>
        </nav>
      ) : null}
      <div className="container header-inner">
        <Link href={pathIn(content, '/')} className="brand" prefetch={false}>
          {/* The logo is the brand's name: its alt text is that name, and the link's accessible name. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG needs no optimisation */}
          <img src={logo.src} alt={logo.alt || name} width={logo.width ?? 200} height={logo.height ?? 48} />
        </Link>
        <Island.SiteNav
          items={buildNav(content)}
          words={content.labels.layout}
          icons={{
            menu: <SvgIcon node={uiIcons.menu} size={22} />,
            close: <SvgIcon node={uiIcons.close} size={22} />,
            chevron: <SvgIcon node={uiIcons.chevron} size={16} className="chevron" />,
          }}
        />
        <Island.SiteSearch words={content.labels.search} searchPath={editionPath(content.edition, SEARCH_URL)} />
      </div>
    </header>
  );
}
