import type { VisaView } from '@/lib/view/pages/visa';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { CardGrid } from '@/components/sections/CardGrid';
import { IntroProse } from '@/components/sections/IntroProse';
import { CtaBand } from '@/components/sections/CtaBand';
import { Island } from '@/components/island-boundary';
import { SmartLink } from '@/components/ui/SmartLink';
import { CheckList } from '@/components/sections/CheckList';
import { RupeeNote } from '@/components/sections/RupeeNote';
import '@/components/ui/smart-link.css';
import '@/components/ui/table.css';
import '@/components/sections/section.css';
import '@/components/sections/check-list.css';
import '@/components/sections/fact-list.css';
import '@/components/sections/rupee-note.css';
import './visa.css';
import '@/components/ui/tabs.css';

/** A figure as the view gives it: its text, and under a fee the rupee estimate. */
function Figure({ figure }: { figure: VisaView['records'][number]['figures'][number] }) {
  return (
    <>
      {figure.text}
      {figure.estimate ? <span className="pkr-estimate">{figure.estimate}</span> : null}
    </>
  );
}

/** Visit-visa and work-visa pages (spec §2.8, §2.9): one template, two data sets; drawn from the view (lib/view/pages/visa.ts). */
export function VisaPage({ view }: { view: VisaView }) {
  const { hero, records, fields, newTabLabel } = view;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} image={hero.image} />
      <IntroProse markdown={view.intro.markdown} label={view.intro.label} />

      <Section heading={view.services.heading} id="services">
        <CardGrid items={view.services.cards} columns={4} />
      </Section>

      <Section heading={view.benefits.heading} id="benefits" tinted>
        <CardGrid items={view.benefits.cards} columns={4} />
      </Section>

      <Section heading={view.countries.heading} id="destinations" intro={view.countries.intro} reveal={false}>
        <ul className="country-buttons" role="list">
          {records.map((record) => (
            <li key={record.name}>
              <a className="country-button" href={`#${record.id}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local flag */}
                <img src={record.flag.src} alt="" width={30} height={20} />
                {record.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={view.comparison.heading} id="at-a-glance" intro={view.comparison.intro} tinted reveal={false}>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={view.comparison.tableLabel}>
          <table className="data-table glance-table">
            <thead>
              <tr>
                <th scope="col">{view.countryColumn}</th>
                {fields.map(({ field, label }) => (
                  <th key={field} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.map((record) => (
                <tr key={record.name}>
                  <th scope="row">
                    <a href={`#${record.id}`}>{record.name}</a>
                  </th>
                  {record.figures.map((figure) => (
                    // data-label heads the cell when narrow screens stack each row as a card.
                    <td key={figure.field} data-label={figure.label}>
                      <Figure figure={figure} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <RupeeNote note={view.rupeeNote} newTabLabel={newTabLabel} />
      </Section>

      {records.map((record) => {
        const id = record.id;
        return (
          <section key={id} id={id} className="section visa-country" aria-labelledby={`${id}-heading`}>
            <div className="container">
              <h2 id={`${id}-heading`} className="visa-country-heading">
                {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local flag */}
                <img src={record.flag.src} alt={record.flag.alt} width={45} height={30} />
                {record.name}
              </h2>
              <Island.Tabs
                idBase={record.tabs.idBase}
                group={record.tabs.group}
                label={record.tabs.label}
                tabs={view.tabs}
                panels={[
                  <div key="overview">
                    <p>{record.explanation}</p>
                    <dl className="fact-list">
                      {record.figures.map((figure) => (
                        <div key={figure.field}>
                          <dt>{figure.label}</dt>
                          <dd>
                            <Figure figure={figure} />
                          </dd>
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
                {record.checked}{' '}
                <SmartLink href={record.source.href} newTabLabel={newTabLabel}>{record.source.label}</SmartLink>
              </p>
              <p>
                <SmartLink className="text-link" href={record.ask.href} newTabLabel={newTabLabel}>
                  {record.ask.label}
                </SmartLink>
              </p>
            </div>
          </section>
        );
      })}

      <CtaBand view={view.cta} />
    </>
  );
}
