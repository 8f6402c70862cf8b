import type { Testimonial } from '@/lib/content/schemas';
import { SvgIcon, uiIcons } from '@/components/ui/Icon';
import { TestimonialWords } from './TestimonialWords';
import './testimonial-quote.css';
import './testimonial-words.css';

export function TestimonialQuote({ testimonial, sampleLabel, facts }: { testimonial: Testimonial; sampleLabel: string; facts?: string[] }) {
  return (
    <figure className="quote">
      <SvgIcon node={uiIcons.quote} size={32} className="quote-mark" />
      <TestimonialWords testimonial={{ ...testimonial, facts }} sampleLabel={sampleLabel} />
    </figure>
  );
}
