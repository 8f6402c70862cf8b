import './faq.css';

type Props = { name: string; items: { question: string; answer: string }[] };

/**
 * FAQ accordion (spec §2.6): one answer open at a time, and clicking the open question closes it.
 * Plain <details> sharing one `name`, which makes the group exclusive in the browser itself
 * (Chrome 120, Firefox 130, Safari 17.2): no script, so it works from the first paint and the
 * component ships no JavaScript. An older browser lets several answers stay open, which loses nothing.
 */
export function Faq({ name, items }: Props) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} name={name}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <div className="faq-answer">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
