import { renderMarkdown, slugify } from '@/lib/content/markdown';
import { credentialView } from '@/lib/present/trust';
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

/** A short Markdown text from frontmatter (a promise, an action), rendered at build time. */
function MarkdownText({ markdown }: { markdown: string }) {
  return <div className="trust-text" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown).html }} />;
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
export function HowWeWorkPage({ view: { entry, content } }: { view: HowWeWorkView }) {
  const page = entry.data;
  const { common, trust } = content.labels;
  const credentials = content.site.data.credentials.map((c) => credentialView(c, trust));
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <Section heading={page.fees.heading} id="fees" intro={page.fees.intro} reveal={false}>
        <table className="data-table fee-table">
          <tbody>
            {page.fees.items.map((item) => (
              <tr key={item.service}>
                <th scope="row">{item.service}</th>
                <td>
                  {item.price}
                  {item.sample ? <span className="sample-note">{common.sampleWording}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.fees.note ? <p>{page.fees.note}</p> : null}
      </Section>
      <section className={`section section-tinted ${RENDER_LATER_CLASS}`}>
        <div className="container narrow">
          {page.promises.map((promise) => (
            <section key={promise.heading} className="promise" aria-labelledby={`${slugify(promise.heading)}-heading`}>
              <h2 id={`${slugify(promise.heading)}-heading`}>{promise.heading}</h2>
              <MarkdownText markdown={promise.text} />
              {promise.sample ? <p className="sample-note">{common.sampleWording}</p> : null}
            </section>
          ))}
        </div>
      </section>
      {credentials.length > 0 ? (
        <Section heading={page.credentialsHeading} id="credentials" reveal={false}>
          <CredentialList items={credentials} newTabLabel={common.newTab} />
        </Section>
      ) : null}
      <PageBody markdown={entry.body} />
    </>
  );
}

/**
 * The scam checklist: each warning sign with what to do, then the public registers where a
 * family checks a credential itself, then the page's own text (recognition, reporting a fraud).
 */
export function ChecklistPage({ view: { entry, content } }: { view: ChecklistView }) {
  const page = entry.data;
  const { common, trust } = content.labels;
  return (
    <>
      <PageHero heading={page.heading ?? page.title} lead={page.intro} />
      <Section heading={page.signs.heading} id="signs" reveal={false}>
        <ol className="warning-signs">
          {page.signs.items.map((item) => (
            <li key={item.sign}>
              <h3>{item.sign}</h3>
              <MarkdownText markdown={item.action} />
            </li>
          ))}
        </ol>
      </Section>
      <Section heading={page.registers.heading} id="registers" intro={page.registers.intro} tinted reveal={false}>
        <ul className="register-list" role="list">
          {page.registers.items.map((register) => (
            <li key={register.issuer}>
              <span className="credential-name">{trust.issuers[register.issuer].name}</span>
              {': '}
              <SmartLink href={register.href} newTabLabel={common.newTab}>
                {trust.issuers[register.issuer].register}
              </SmartLink>
            </li>
          ))}
        </ul>
      </Section>
      <PageBody markdown={entry.body} />
    </>
  );
}
