import Link from 'next/link';
import type { SiteContent } from '@/lib/content/load';
import { ContentImage } from '@/components/ui/ContentImage';
import { Icon, SvgIcon, uiIcons } from '@/components/ui/Icon';
import { Island } from '@/components/island-boundary';
import { claimNote, claimNoteLines, pageLinks, testimonialFacts, withClaim } from '@/lib/present/trust';
import { ClaimNotes } from '@/components/sections/ClaimNotes';
import { testimonialsByIds } from '@/lib/present/testimonials';
import { siteImages } from '@/lib/present/image-manifest';
import { destinationUpdates } from '@/lib/view/listings';
import { DestinationUpdates } from '@/components/events/DestinationUpdates';
import { markUrdu } from '@/components/ui/mark-urdu';
import { RENDER_LATER_CLASS } from '@/lib/render-later/shared';
import '@/components/ui/button.css';
import '@/components/ui/smart-link.css';
import '@/components/sections/page-hero.css';
import '@/components/sections/section.css';
import '@/components/sections/card-grid.css';
import './home.css';
import '@/components/sections/testimonial-words.css';
import '@/components/home/testimonial-rotator.css';
import '@/components/sections/trust-links.css';

/** Spec §2.3, in order: hero, banner, six service cards, trust badges, testimonials. */
export function HomePage({ content }: { content: SiteContent }) {
  const home = content.home.data;
  const testimonials = testimonialsByIds(content, home.testimonials.ids).map((t) => ({ ...t, facts: testimonialFacts(t, content.labels.trust) }));
  const site = content.site.data;
  return (
    <>
      <section className="hero home-hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <h1>{markUrdu(home.hero.heading)}</h1>
            {home.hero.text ? <p className="lead">{home.hero.text}</p> : null}
            <Link className="button button-primary" href={home.hero.cta.href} prefetch={false}>
              {home.hero.cta.label}
            </Link>
          </div>
          <ContentImage {...home.hero.image} className="hero-art" slot="hero" images={siteImages(content)} />
        </div>
      </section>

      <p className="banner">{home.banner}</p>

      <section className={`section ${RENDER_LATER_CLASS}`} aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading">{home.services.heading}</h2>
          <Island.Reveal>
            <ul className="card-grid service-grid" role="list">
              {home.services.cards.map((card) => (
                <li key={card.name} className="card service-card">
                  <ContentImage src={card.image.src} alt={card.image.alt} width={400} height={260} slot="card" images={siteImages(content)} />
                  <h3>{card.name}</h3>
                  <p>{card.text}</p>
                  <Link href={card.href} prefetch={false} className="text-link">
                    {card.linkLabel ?? content.labels.common.learnMore}
                    <span className="visually-hidden">: {card.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Island.Reveal>
        </div>
      </section>

      <section className={`section section-tinted ${RENDER_LATER_CLASS}`} aria-labelledby="trust-heading">
        <div className="container">
          <h2 id="trust-heading">{home.trust.heading}</h2>
          <Island.Reveal>
            <ul className="badge-row" role="list">
              {home.trust.badges.map((badge) => (
                <li key={badge.label} className="badge">
                  <Icon name={badge.icon} size={32} />
                  <span>
                    <span className="badge-label">{withClaim(badge.label, badge.claim, site)}</span>
                    {badge.claim ? <small className="claim-note">{claimNote(badge.claim, site, content.labels.trust)}</small> : null}
                  </span>
                </li>
              ))}
            </ul>
          </Island.Reveal>
          {home.trust.pages.length > 0 ? (
            <ul className="trust-links" role="list">
              {pageLinks(content, home.trust.pages).map((item) => (
                <li key={item.href}>
                  <Link href={item.href} prefetch={false}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <section className={`section ${RENDER_LATER_CLASS}`} aria-labelledby="testimonials-heading">
        <div className="container testimonials-layout">
          <div>
            <h2 id="testimonials-heading">{home.testimonials.heading}</h2>
            <Island.TestimonialRotator
              items={testimonials}
              labels={{ ...content.labels.rotator, sampleTestimonial: content.labels.common.sampleTestimonial }}
              icons={{ pause: <SvgIcon node={uiIcons.pause} size={18} />, play: <SvgIcon node={uiIcons.play} size={18} /> }}
            />
          </div>
          <ContentImage {...home.testimonials.image} className="testimonial-art" slot="testimonial" images={siteImages(content)} />
        </div>
      </section>
      <DestinationUpdates view={destinationUpdates(content)} />
      <ClaimNotes heading={content.labels.trust.claimsOnPage} lines={claimNoteLines(content.home.claims, site, content.labels.trust)} />
    </>
  );
}
