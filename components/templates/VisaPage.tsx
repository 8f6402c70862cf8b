import type { VisaRecord } from '@/lib/content/schemas';
import { pathIn } from '@/lib/content/edition-links';
import { visaSectionId } from '@/lib/present/enquiry-options';
import { contactHref } from '@/lib/present/site-links';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { CardGrid } from '@/components/sections/CardGrid';
import { claimCards } from '@/lib/present/trust';
import { IntroProse } from '@/components/sections/IntroProse';
import type { VisaView } from '@/lib/view/pages/visa';
import { ctaBandView } from '@/lib/view/cta';
import { CtaBand } from '@/components/sections/CtaBand';
import { Island } from '@/components/island-boundary';
import { SmartLink } from '@/components/ui/SmartLink';
import { CheckList } from '@/components/sections/CheckList';
import { RupeeNote } from '@/components/sections/RupeeNote';
import { figureDisplay, rupeeNote } from '@/lib/present/money';
import { siteImages } from '@/lib/present/image-manifest';
import { showMoney } from '@/lib/content/figures';
import { fill, formatDate } from '@/lib/fill-label';
import '@/components/ui/smart-link.css';
import '@/components/ui/table.css';
import '@/components/sections/section.css';
import '@/components/sections/check-list.css';
import '@/components/sections/fact-list.css';
import '@/components/sections/rupee-note.css';
import './visa.css';
import '@/components/ui/tabs.css';

/** Section id of a country: its name in lower case, hyphens for spaces (`#north-cyprus`). */

const figureFields = ['visaType', 'processingTime', 'stayDuration', 'cost'] as const;

/** Visit-visa and work-visa pages (spec §2.8, §2.9): one template, two data sets. */
export function VisaPage({ view: { entry, content } }: { view: VisaView }) {
  const page = entry.data;
  const records: VisaRecord[] = page.visaKind === 'visit' ? content.visitVisas.map((e) => e.data) : content.workVisas.map((e) => e.data);
  const service = `${page.visaKind}-visa`;
  const labels = content.labels.visa;
  const pending = page.figurePending ?? labels.figurePending;
  const visaTabs = (['overview', 'requirements', 'process'] as const).map((key) => ({ key, label: labels.tabs[key] }));
  /** A record's figure as shown: the fee with its rupee estimate, text as written, or "confirmed by an adviser". */
  const figure = (record: VisaRecord, field: (typeof figureFields)[number]) => {
    if (field !== 'cost') return record[field] ?? pending;
    if (!record.cost) return pending;
    const shown = showMoney(record.cost, figureDisplay(content));
    return (
      <>
        {shown.text}
        {shown.estimate ? <span className="pkr-estimate">{shown.estimate}</span> : null}
      </>
    );
  };

  return (
    <>
      <PageHero eyebrow={page.title} heading={page.hero.heading} lead={page.hero.text} image={page.hero.image && { ...page.hero.image, images: siteImages(content) }} />
      <IntroProse markdown={entry.body} label={content.labels.common.introduction} />

      <Section heading={page.services.heading} id="services">
        <CardGrid items={claimCards(page.services.items, content.site.data, content.labels.trust)} columns={4} />
      </Section>

      <Section heading={page.benefits.heading} id="benefits" tinted>
        <CardGrid items={claimCards(page.benefits.items, content.site.data, content.labels.trust)} columns={4} />
      </Section>

      <Section heading={page.countries.heading} id="destinations" intro={page.countries.intro} reveal={false}>
        <ul className="country-buttons" role="list">
          {records.map((record) => (
            <li key={record.name}>
              <a className="country-button" href={`#${visaSectionId(record)}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local flag */}
                <img src={record.flag.src} alt="" width={30} height={20} />
                {record.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={page.comparison.heading} id="at-a-glance" intro={page.comparison.intro} tinted reveal={false}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={`${page.comparison.heading}: table, scrolls sideways`}>
          <table className="data-table glance-table">
            <thead>
              <tr>
                <th scope="col">{labels.countryColumn}</th>
                {figureFields.map((field) => (
                  <th key={field} scope="col">
                    {labels.fields[field]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.name}>
                  <th scope="row">
                    <a href={`#${visaSectionId(record)}`}>{record.name}</a>
                  </th>
                  {figureFields.map((field) => (
                    // data-label heads the cell when narrow screens stack each row as a card.
                    <td key={field} data-label={labels.fields[field]}>
                      {figure(record, field)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RupeeNote note={rupeeNote(content)} newTabLabel={content.labels.common.newTab} />
      </Section>

      {records.map((record) => {
        const id = visaSectionId(record);
        return (
          <section key={id} id={id} className="section visa-country" aria-labelledby={`${id}-heading`}>
            <div className="container">
              <h2 id={`${id}-heading`} className="visa-country-heading">
                {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local flag */}
                <img src={record.flag.src} alt={record.flag.alt} width={45} height={30} />
                {record.name}
              </h2>
              <Island.Tabs
                idBase={`${id}-${page.visaKind}`}
                group={`visa-${page.visaKind}`}
                label={fill(labels.tabsLabel, { country: record.name, kind: labels.kinds[page.visaKind] })}
                tabs={visaTabs}
                panels={[
                  <div key="overview">
                    <p>{record.explanation}</p>
                    <dl className="fact-list">
                      {figureFields.map((field) => (
                        <div key={field}>
                          <dt>{labels.fields[field]}</dt>
                          <dd>{figure(record, field)}</dd>
                        </div>
                      ))}
                    </dl>
                    <p className="highlight">{record.highlights}</p>
                    {record.notes.length > 0 ? (
                      <ul className="note-list">
                        {record.notes.map((note) => (
                          <li key={note}>{note}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>,
                  <CheckList key="requirements" items={record.requirements} />,
                  <ol key="process" className="process-list">
                    {record.process.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>,
                ]}
              />
              <p className="record-meta">
                {record.checked
                  ? fill(labels.checked, { date: formatDate(record.checked.date, content.edition), by: record.checked.by ? fill(labels.checkedBy, { name: record.checked.by }) : '' })
                  : labels.notChecked}{' '}
                <SmartLink href={record.source.href} newTabLabel={content.labels.common.newTab}>{record.source.label}</SmartLink>
              </p>
              <p>
                <SmartLink className="text-link" href={contactHref({ service, country: id }, undefined, pathIn(content, '/contact'))} newTabLabel={content.labels.common.newTab}>
                  {fill(labels.askAdviser, { country: record.name, kind: labels.kinds[page.visaKind] })}
                </SmartLink>
              </p>
            </div>
          </section>
        );
      })}

      <CtaBand view={ctaBandView(page.cta, content, { service })} />
    </>
  );
}
