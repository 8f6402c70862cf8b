import { PageHero } from '@/components/sections/PageHero';
import { Prose } from '@/components/sections/Prose';
import { Section } from '@/components/sections/Section';
import { CredentialList } from '@/components/sections/CredentialList';
import { SmartLink } from '@/components/ui/SmartLink';
import type { HowWeWorkView } from '@/lib/view/pages/how-we-work';
import type { ChecklistView } from '@/lib/view/pages/checklist';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/sections/section.css';
import '@/components/ui/table.css';
import '@/components/sections/testimonial-words.css';
import './trust.css';

/** A short Markdown text from frontmatter (a promise, an action), rendered at build time by the view. */
function MarkdownText({ html }: { html: string }) {
  return <div className="trust-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The page's own Markdown text, in a band of its own, when it has any. */
function PageBody({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return null;
  return (
    <section className="section">
      <div className="container narrow">
        <Prose markdown={markdown} />
      </div>
    </section>
  );
}

/**
 * How the consultancy works and is paid: what is free and what costs money, its promises (tuition
 * never through us, no visa guaranteed, documents kept, complaints) and its credentials. Every
 * word is in the page's content file; a sample says so beside itself.
 */
export function HowWeWorkPage({ view }: { view: HowWeWorkView }) {
  const { fees, sampleLabel } = view;
  return (
    <>
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <Section heading={fees.heading} id="fees" intro={fees.intro} reveal={false}>
        <table className="data-table fee-table">
          <tbody>
            {fees.items.map((item) => (
              <tr key={item.service}>
                <th scope="row">{item.service}</th>
                <td>
                  {item.price}
                  {item.sample ? <span className="sample-note">{sampleLabel}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {fees.note ? <p>{fees.note}</p> : null}
      </Section>
      <section className={`section section-tinted ${RENDER_LATER_CLASS}`}>
        <div className="container narrow">
          {view.promises.map((promise) => (
            <section key={promise.heading} className="promise" aria-labelledby={promise.headingId}>
              <h2 id={promise.headingId}>{promise.heading}</h2>
              <MarkdownText html={promise.html} />
              {promise.sample ? <p className="sample-note">{sampleLabel}</p> : null}
            </section>
          ))}
        </div>
      </section>
      {view.credentials ? (
        <Section heading={view.credentials.heading} id="credentials" reveal={false}>
          <CredentialList items={view.credentials.items} newTabLabel={view.newTabLabel} />
        </Section>
      ) : null}
      <PageBody markdown={view.body} />
    </>
  );
}

/**
 * The scam checklist: each warning sign with what to do, then the public registers where a
 * family checks a credential itself, then the page's own text (recognition, reporting a fraud).
 */
export function ChecklistPage({ view }: { view: ChecklistView }) {
  const { signs, registers } = view;
  return (
    <>
      <PageHero heading={view.hero.heading} lead={view.hero.lead} />
      <Section heading={signs.heading} id="signs" reveal={false}>
        <ol className="warning-signs">
          {signs.items.map((item) => (
            <li key={item.sign}>
              <h3>{item.sign}</h3>
              <MarkdownText html={item.actionHtml} />
            </li>
          ))}
        </ol>
      </Section>
      <Section heading={registers.heading} id="registers" intro={registers.intro} tinted reveal={false}>
        <ul className="register-list" role="list">
          {registers.items.map((register) => (
            <li key={register.issuer}>
              <span className="credential-name">{register.name}</span>
              {': '}
              <SmartLink href={register.href} newTabLabel={view.newTabLabel}>
                {register.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      </Section>
      <PageBody markdown={view.body} />
    </>
  );
}
