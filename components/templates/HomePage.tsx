import Link from 'next/link';
import type { HomeView } from '@/lib/view/home';
import { ContentImage } from '@/components/ui/ContentImage';
import { Icon, SvgIcon, uiIcons } from '@/components/ui/Icon';
import { Island } from '@/components/island-boundary';
import { ClaimNotes } from '@/components/sections/ClaimNotes';
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

/** Spec §2.3, in order: hero, banner, six service cards, trust badges, testimonials; drawn from its view model (lib/view/home.ts). */
export function HomePage({ view }: { view: HomeView }) {
  const { hero, services, trust, testimonials, images } = view;
  return (
    <>
      <section className="hero home-hero">
        <div className="container hero-inner">
          <div className="hero-text">
            <h1>{markUrdu(hero.heading)}</h1>
            {hero.text ? <p className="lead">{hero.text}</p> : null}
            <Link className="button button-primary" href={hero.cta.href} prefetch={false}>
              {hero.cta.label}
            </Link>
          </div>
          <ContentImage {...hero.image} className="hero-art" slot="hero" images={images} />
        </div>
      </section>

      <p className="banner">{view.banner}</p>

      <section className={`section ${RENDER_LATER_CLASS}`} aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading">{services.heading}</h2>
          <Island.Reveal>
            <ul className="card-grid service-grid" role="list">
              {services.cards.map((card) => (
                <li key={card.name} className="card service-card">
                  <ContentImage src={card.image.src} alt={card.image.alt} width={400} height={260} slot="card" images={images} />
                  <h3>{card.name}</h3>
                  <p>{card.text}</p>
                  <Link href={card.href} prefetch={false} className="text-link">
                    {card.linkLabel}
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
          <h2 id="trust-heading">{trust.heading}</h2>
          <Island.Reveal>
            <ul className="badge-row" role="list">
              {trust.badges.map((badge) => (
                <li key={badge.key} className="badge">
                  <Icon name={badge.icon} size={32} />
                  <span>
                    <span className="badge-label">{badge.label}</span>
                    {badge.note !== null ? <small className="claim-note">{badge.note}</small> : null}
                  </span>
                </li>
              ))}
            </ul>
          </Island.Reveal>
          {trust.pages ? (
            <ul className="trust-links" role="list">
              {trust.pages.map((item) => (
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
            <h2 id="testimonials-heading">{testimonials.heading}</h2>
            <Island.TestimonialRotator
              items={testimonials.items}
              labels={testimonials.labels}
              icons={{ pause: <SvgIcon node={uiIcons.pause} size={18} />, play: <SvgIcon node={uiIcons.play} size={18} /> }}
            />
          </div>
          <ContentImage {...testimonials.image} className="testimonial-art" slot="testimonial" images={images} />
        </div>
      </section>
      <DestinationUpdates view={view.updates} />
      <ClaimNotes heading={view.claimNotes.heading} lines={view.claimNotes.lines} />
    </>
  );
}
