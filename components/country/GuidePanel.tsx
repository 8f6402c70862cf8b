import type { GuideTab } from '@/lib/content/schemas';
import type { SiteImages } from '@/lib/present/image-manifest';
import { Steps } from '@/components/sections/Steps';
import { ContentImage } from '@/components/ui/ContentImage';
import { CheckList } from '@/components/sections/CheckList';
import '@/components/sections/card-grid.css';

/** One section of a country's guide: a checklist, numbered steps or university cards. */
/** `images`: what the site's pictures are drawn with (their encoded files, the placeholders a university's picture falls back to). */
export function GuidePanel({ tab, knownFor, universityHeading = 'h4', images }: { tab: GuideTab; knownFor: string; universityHeading?: 'h3' | 'h4'; images: SiteImages }) {
  // Under a tab (h3) the universities are h4; in the brochure, where each section is an h2, h3.
  const UniversityHeading = universityHeading;
  return (
    <>
      {tab.intro ? <p>{tab.intro}</p> : null}
      {tab.items ? <CheckList items={tab.items} /> : null}
      {tab.steps ? <Steps steps={tab.steps} /> : null}
      {tab.universities ? (
        <ul className="card-grid columns-2" role="list">
          {tab.universities.map((u) => (
            <li key={u.name} className="card university">
              {u.image ? <ContentImage {...u.image} width={u.image.width ?? 400} height={u.image.height ?? 260} slot="guide" images={images} /> : null}
              <UniversityHeading>{u.name}</UniversityHeading>
              <p className="university-ranking">{u.ranking}</p>
              <p>{u.description}</p>
              <p className="university-specialties">
                <span className="visually-hidden">{knownFor} </span>
                {u.specialties.join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
