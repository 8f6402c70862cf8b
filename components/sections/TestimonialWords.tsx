/** A testimonial's quote and caption; says openly when the words are a sample. No hooks: used by server and client components alike. */
export function TestimonialWords({ testimonial }: { testimonial: { quote: string; author: string; detail?: string; sample: boolean } }) {
  return (
    <>
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        <span className="rotator-author">{testimonial.author}</span>
        {testimonial.detail ? <span className="rotator-detail">{testimonial.detail}</span> : null}
        {testimonial.sample ? <span className="sample-note">Sample testimonial</span> : null}
      </figcaption>
    </>
  );
}
