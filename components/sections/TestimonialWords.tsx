
/** A testimonial's quote and caption (author, detail, then programme, intake and date when given); says openly when the words are a sample. No hooks: used by server and client components alike. */
export function TestimonialWords({
  testimonial,
  sampleLabel,
}: {
  /** `lang`: the language of its words, when not the page's (an English testimonial on an Urdu page). */
  testimonial: { quote: string; author: string; detail?: string; sample: boolean; facts?: string[]; lang?: string };
  /** What a sample testimonial says of itself (labels.common.sampleTestimonial). */
  sampleLabel: string;
}) {
  return (
    <>
      <blockquote lang={testimonial.lang}>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="rotator-author" lang={testimonial.lang}>
          {testimonial.author}
        </span>
        {testimonial.detail ? (
          <span className="rotator-detail" lang={testimonial.lang}>
            {testimonial.detail}
          </span>
        ) : null}
        {testimonial.facts?.length ? <span className="rotator-detail">{testimonial.facts.join(' · ')}</span> : null}
        {testimonial.sample ? <span className="sample-note">{sampleLabel}</span> : null}
      </figcaption>
    </>
  );
}
