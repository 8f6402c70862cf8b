import type { Testimonial } from '@/lib/content/schemas';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';

export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="quote">
      <SvgIcon node={uiIcons.quote} size={32} className="quote-mark" />
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="rotator-author">{testimonial.author}</span>
        {testimonial.detail ? <span className="rotator-detail">{testimonial.detail}</span> : null}
        {testimonial.sample ? <span className="sample-note">Sample testimonial</span> : null}
      </figcaption>
    </figure>
  );
}
