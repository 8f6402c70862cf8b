
/** A testimonial's quote and caption (author, detail, then programme, intake and date when given); says openly when the words are a sample. No hooks: used by server and client components alike. */
export function TestimonialWords({
  testimonial,
  sampleLabel,
}: {
  testimonial: { quote: string; author: string; detail?: string; sample: boolean; facts?: string[] };
  /** What a sample testimonial says of itself (labels.common.sampleTestimonial). */
  sampleLabel: string;
}) {
  return (
    <>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="rotator-author">{testimonial.author}</span>
        {testimonial.detail ? <span className="rotator-detail">{testimonial.detail}</span> : null}
        {testimonial.facts?.length ? <span className="rotator-detail">{testimonial.facts.join(' · ')}</span> : null}
        {testimonial.sample ? <span className="sample-note">{sampleLabel}</span> : null}
      </figcaption>
    </>
  );
}
