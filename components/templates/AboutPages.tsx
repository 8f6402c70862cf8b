/**
 * The about group (spec §2.5): plain pages, partners, timeline and team. Each starts with the
 * page heading and the Markdown body of its file; each is drawn from its view (lib/view/pages/).
 */
import { CredentialList } from '@/components/sections/CredentialList';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { IntroProse } from '@/components/sections/IntroProse';
import { TestimonialQuote } from '@/components/sections/TestimonialQuote';
import { SmartLink } from '@/components/ui/SmartLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import type { PageIntroView } from '@/lib/view/pages/intro';
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
export function PageIntro({ intro }: { intro: PageIntroView }) {
  return (
    <>
      <PageHero heading={intro.heading} lead={intro.lead} />
      <IntroProse markdown={intro.body.markdown} label={intro.body.label} />
    </>
  );
}

export function BasicPage({ view }: { view: BasicView }) {
  return (
    <>
      <PageIntro intro={view.intro} />
      {view.brochureList ? <BrochureList list={view.brochureList} /> : null}
    </>
  );
}

/** Every country that offers a brochure, with its PDF (and size) and its printable page: the same links as the country's button. */
function BrochureList({ list }: { list: NonNullable<BasicView['brochureList']> }) {
  return (
    <Section heading={list.heading} id="brochures" intro={list.intro}>
      <ul className="brochure-list" role="list">
        {list.brochures.map((brochure) => (
          <li key={brochure.id}>
            <a href={brochure.href} download={brochure.pdfDetails !== null ? true : undefined}>
              {brochure.title}
              {brochure.pdfDetails !== null ? ` ${brochure.pdfDetails}` : null}
            </a>
            {brochure.print ? (
              <>
                {' · '}
                <a href={brochure.print.href}>{brochure.print.label}</a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Five stars, as many filled as given, with one accessible name ("Rated 4 out of 5"). */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <SvgIcon key={i} node={uiIcons.star} size={18} className={i < rating ? 'star filled' : 'star'} />
      ))}
    </p>
  );
}

export function PartnersPage({ view }: { view: PartnersView }) {
  const { institutions, partners, testimonials, newTabLabel } = view;
  return (
    <>
      <PageIntro intro={view.intro} />
      <Section heading={institutions.heading} id="canada-institutions" intro={institutions.intro}>
        <ul className="card-grid columns-3" role="list">
          {institutions.items.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.href ? <SmartLink href={item.href} newTabLabel={newTabLabel}>{item.name}</SmartLink> : item.name}</h3>
              <p>{item.location}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={partners.heading} id="partner-list" intro={partners.intro} tinted>
        <ul className="partner-list">
          {partners.items.map((item) => (
            <li key={item.name}>
              <span className="partner-name">{item.name}</span> <span className="partner-country">{item.country}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={testimonials.heading} id="testimonials">
        {testimonials.ratingSummary ? <p className="rating-summary">{testimonials.ratingSummary}</p> : null}
        <ul className="card-grid columns-3" role="list">
          {testimonials.items.map(({ testimonial, facts, stars }) => (
            <li key={testimonial.id} className="card">
              {stars ? <Stars rating={stars.rating} label={stars.label} /> : null}
              <TestimonialQuote testimonial={testimonial} sampleLabel={testimonials.sampleLabel} facts={facts} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function TimelinePage({ view }: { view: TimelineView }) {
  return (
    <>
      <PageIntro intro={view.intro} />
      <section className={`section ${RENDER_LATER_CLASS}`} aria-label={view.label}>
        <div className="container narrow">
          <ol className="timeline">
            {view.events.map((event) => (
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

export function TeamPage({ view }: { view: TeamView }) {
  return (
    <>
      <PageIntro intro={view.intro} />
      <section className={`section ${RENDER_LATER_CLASS}`} aria-label={view.label}>
        <div className="container">
          <ul className="card-grid columns-2" role="list">
            {view.members.map((member) => (
              <li key={member.name} className="card team-member">
                {member.image ? <ContentImage {...member.image} width={member.image.width ?? 320} height={member.image.height ?? 320} slot="avatar" /> : null}
                <h2>{member.name}</h2>
                <p className="member-role">{member.role}</p>
                <p>{member.bio}</p>
                {member.certificates.length > 0 ? (
                  <>
                    <h3>{view.certificatesHeading}</h3>
                    <CredentialList items={member.certificates} newTabLabel={view.newTabLabel} />
                  </>
                ) : null}
                {member.sample ? <p className="sample-note">{view.sampleLabel}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
