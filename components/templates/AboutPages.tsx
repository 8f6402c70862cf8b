/**
 * The about group (spec §2.5): plain pages, partners, timeline and team. Each starts with the
 * page heading and the Markdown body of its file.
 */
import type { PageEntry } from '@/lib/content/load';
import type { Labels } from '@/lib/content/schemas';
import { testimonialsByIds } from '@/lib/present/testimonials';
import { siteImages } from '@/lib/present/image-manifest';
import { credentialView, ratingSummary, shownRating, testimonialFacts } from '@/lib/present/trust';
import { CredentialList } from '@/components/sections/CredentialList';
import { brochureLinks, offersBrochure } from '@/lib/present/brochure-links';
import { renderMode } from '@/lib/settings';
import { fill } from '@/lib/fill-label';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { IntroProse } from '@/components/sections/IntroProse';
import { TestimonialQuote } from '@/components/sections/TestimonialQuote';
import { SmartLink } from '@/components/ui/SmartLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import type { BasicView } from '@/lib/view/pages/basic';
import type { PartnersView } from '@/lib/view/pages/partners';
import type { TimelineView } from '@/lib/view/pages/timeline';
import type { TeamView } from '@/lib/view/pages/team';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/sections/section.css';
import '@/components/sections/card-grid.css';
import '@/components/sections/check-list.css';
import '@/components/sections/testimonial-words.css';
import './about.css';

/** The page heading, the lead and the Markdown body: how every page of this group begins. */
export function PageIntro({ entry, labels }: { entry: PageEntry; labels: Labels }) {
  return (
    <>
      <PageHero heading={entry.data.heading ?? entry.data.title} lead={entry.data.intro} />
      <IntroProse markdown={entry.body} label={labels.common.overview} />
    </>
  );
}

export function BasicPage({ view: { entry, content } }: { view: BasicView }) {
  const list = entry.data.brochureList;
  return (
    <>
      <PageIntro entry={entry} labels={content.labels} />
      {list ? <BrochureList heading={list.heading} intro={list.intro} content={content} /> : null}
    </>
  );
}

/** Every country that offers a brochure, with its PDF (and size) and its printable page: the same links as the country's button. */
function BrochureList({ heading, intro, content }: { heading: string; intro?: string; content: BasicView['content'] }) {
  const countries = content.countries.filter((c) => offersBrochure(c.data));
  return (
    <Section heading={heading} id="brochures" intro={intro}>
      <ul className="brochure-list" role="list">
        {countries.map((country) => {
          const links = brochureLinks(content, country.id, { pdfServed: renderMode() !== 'development' });
          const main = links.pdf ?? links.print;
          if (!main) return null;
          return (
            <li key={country.id}>
              <a href={main.href} download={links.pdf ? true : undefined}>
                {fill(content.labels.brochure.documentTitle, { country: country.data.name })}
                {links.pdf ? ` ${links.pdf.details}` : null}
              </a>
              {links.pdf && links.print ? (
                <>
                  {' · '}
                  <a href={links.print.href}>{links.print.label}</a>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Five stars, as many filled as given, with one accessible name ("Rated 4 out of 5"). */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={fill(label, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <SvgIcon key={i} node={uiIcons.star} size={18} className={i < rating ? 'star filled' : 'star'} />
      ))}
    </p>
  );
}

export function PartnersPage({ view: { entry, content } }: { view: PartnersView }) {
  const page = entry.data;
  const testimonials = testimonialsByIds(content, page.testimonials.ids);
  const { trust, common } = content.labels;
  // The organisation's rating, as its structured data gives it: every real, consented review, not only those shown here.
  const summary = ratingSummary(content.testimonials);
  return (
    <>
      <PageIntro entry={entry} labels={content.labels} />
      <Section heading={page.institutions.heading} id="canada-institutions" intro={page.institutions.intro}>
        <ul className="card-grid columns-3" role="list">
          {page.institutions.items.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.href ? <SmartLink href={item.href} newTabLabel={content.labels.common.newTab}>{item.name}</SmartLink> : item.name}</h3>
              <p>{item.location}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={page.partners.heading} id="partner-list" intro={page.partners.intro} tinted>
        <ul className="partner-list">
          {page.partners.items.map((item) => (
            <li key={item.name}>
              <span className="partner-name">{item.name}</span> <span className="partner-country">{item.country}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={page.testimonials.heading} id="testimonials">
        {summary ? <p className="rating-summary">{fill(trust.averageRating, { average: summary.average, count: summary.count })}</p> : null}
        <ul className="card-grid columns-3" role="list">
          {testimonials.map((t) => {
            const rating = shownRating(t);
            return (
            <li key={t.id} className="card">
              {rating ? <Stars rating={rating} label={trust.rated} /> : null}
              <TestimonialQuote testimonial={t} sampleLabel={common.sampleTestimonial} facts={testimonialFacts(t, trust)} />
            </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

export function TimelinePage({ view: { entry, content } }: { view: TimelineView }) {
  return (
    <>
      <PageIntro entry={entry} labels={content.labels} />
      <section className={`section ${RENDER_LATER_CLASS}`} aria-label={content.labels.about.timeline}>
        <div className="container narrow">
          <ol className="timeline">
            {entry.data.events.map((event) => (
              <li key={`${event.year}-${event.title}`}>
                <p className="timeline-year">{event.year}</p>
                <h2>{event.title}</h2>
                <p>{event.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

export function TeamPage({ view: { entry, content } }: { view: TeamView }) {
  return (
    <>
      <PageIntro entry={entry} labels={content.labels} />
      <section className={`section ${RENDER_LATER_CLASS}`} aria-label={content.labels.about.team}>
        <div className="container">
          <ul className="card-grid columns-2" role="list">
            {entry.data.members.map((member) => (
              <li key={member.name} className="card team-member">
                {member.image ? <ContentImage {...member.image} width={member.image.width ?? 320} height={member.image.height ?? 320} slot="avatar" images={siteImages(content)} /> : null}
                <h2>{member.name}</h2>
                <p className="member-role">{member.role}</p>
                <p>{member.bio}</p>
                {member.certificates.length > 0 ? (
                  <>
                    <h3>{content.labels.trust.certificates}</h3>
                    <CredentialList items={member.certificates.map((c) => credentialView(c, content.labels.trust))} newTabLabel={content.labels.common.newTab} />
                  </>
                ) : null}
                {member.sample ? <p className="sample-note">{content.labels.common.sampleProfile}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
