import { markUrdu } from '@/components/ui/mark-urdu';
import './steps.css';

/** A numbered process (spec §3 process step: step, title, description). */
export function Steps({ steps }: { steps: { title: string; description: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3>{markUrdu(step.title)}</h3>
            <p>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
