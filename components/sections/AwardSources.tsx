import type { Scholarship } from '@/lib/content/schemas';
import { slugify } from '@/lib/content/markdown';
import { SmartLink } from '@/components/ui/SmartLink';
import '@/components/ui/smart-link.css';
import './award-sources.css';

type Props = { awards: Scholarship['awards']; labels: NonNullable<Scholarship['sources']>; newTabLabel: string };

/** The `id` of the official-sources heading, so the in-page menu and body links can reach it. */
export const awardSourcesId = (labels: Props['labels']) => slugify(labels.heading);

/**
 * A scholarship article's closing list: each award, its official page, and whether an adviser has
 * checked the article against that page yet (and when). Every word comes from the article's file.
 */
export function AwardSources({ awards, labels, newTabLabel }: Props) {
  return (
    <section className="award-sources" aria-labelledby={awardSourcesId(labels)}>
      <h2 id={awardSourcesId(labels)}>{labels.heading}</h2>
      {labels.intro ? <p>{labels.intro}</p> : null}
      <ul className="award-source-list">
        {awards.map((award) => (
          <li key={award.name}>
            <strong>{award.name}</strong>
            <SmartLink className="text-link" href={award.source.href} newTabLabel={newTabLabel}>
              {award.source.label}
            </SmartLink>
            <span className="award-check" data-checked={award.checked ? 'true' : 'false'}>
              {award.checked ? (
                <>
                  {labels.checked} <time dateTime={award.checked.date}>{award.checked.date}</time>
                  {award.checked.by ? ` (${award.checked.by})` : null}
                </>
              ) : (
                labels.unchecked
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
