/**
 * The about group (spec §2.5): plain pages, partners, timeline and team. Each starts with the
 * page heading and the Markdown body of its file.
 */
import type { Entry } from '@/lib/content/parse';
import type { PageTemplate } from '@/lib/content/schemas';
import { getContent, type PageEntry } from '@/lib/content/load';
import { testimonialsByIds } from '@/lib/testimonials';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { IntroProse } from '@/components/sections/IntroProse';
import { TestimonialQuote } from '@/components/sections/TestimonialQuote';
import { SmartLink } from '@/components/ui/SmartLink';
import { ContentImage } from '@/components/ui/ContentImage';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';

export type PageOf<T extends PageTemplate> = Entry<Extract<PageEntry['data'], { template: T }>>;

/** The page heading, the lead and the Markdown body: how every page of this group begins. */
export function PageIntro({ entry }: { entry: PageEntry }) {
  return (
    <>
      <PageHero heading={entry.data.heading ?? entry.data.title} lead={entry.data.intro} />
      <IntroProse markdown={entry.body} label="Overview" />
    </>
  );
}

export function BasicPage({ entry }: { entry: PageOf<'basic'> }) {
  return <PageIntro entry={entry} />;
}

/** Five filled stars with one accessible name, so a screen reader says "Rated 5 out of 5". */
function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <SvgIcon key={i} node={uiIcons.star} size={18} className={i < rating ? 'star filled' : 'star'} />
      ))}
    </p>
  );
}

export function PartnersPage({ entry }: { entry: PageOf<'partners'> }) {
  const page = entry.data;
  const testimonials = testimonialsByIds(getContent(), page.testimonials.ids);
  return (
    <>
      <PageIntro entry={entry} />
      <Section heading={page.institutions.heading} id="canada-institutions" intro={page.institutions.intro}>
        <ul className="card-grid columns-3" role="list">
          {page.institutions.items.map((item) => (
            <li key={item.name} className="card">
              <h3>{item.href ? <SmartLink href={item.href}>{item.name}</SmartLink> : item.name}</h3>
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
        <ul className="card-grid columns-3" role="list">
          {testimonials.map((t) => (
            <li key={t.id} className="card">
              {t.rating ? <Stars rating={t.rating} /> : null}
              <TestimonialQuote testimonial={t} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function TimelinePage({ entry }: { entry: PageOf<'timeline'> }) {
  return (
    <>
      <PageIntro entry={entry} />
      <section className="section" aria-label="Timeline">
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

export function TeamPage({ entry }: { entry: PageOf<'team'> }) {
  return (
    <>
      <PageIntro entry={entry} />
      <section className="section" aria-label="Team members">
        <div className="container">
          <ul className="card-grid columns-2" role="list">
            {entry.data.members.map((member) => (
              <li key={member.name} className="card team-member">
                {member.image ? <ContentImage {...member.image} width={member.image.width ?? 320} height={member.image.height ?? 320} slot="avatar" /> : null}
                <h2>{member.name}</h2>
                <p className="member-role">{member.role}</p>
                <p>{member.bio}</p>
                {member.sample ? <p className="sample-note">Sample profile</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
