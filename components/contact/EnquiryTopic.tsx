'use client';

import { useLocationSearch } from '@/lib/client/browser-state';

export type TopicOption = { id: string; label: string };

type Props = {
  countries: TopicOption[];
  services: TopicOption[];
  email: string;
  whatsapp: string;
  siteName: string;
};

/** The subject an enquiry starts with, e.g. "Enquiry: Study in the UK (visit visa)". */
export function enquirySubject(country?: TopicOption, service?: TopicOption): string {
  const parts = [service?.label, country?.label].filter(Boolean);
  return parts.length ? `Enquiry: ${parts.join(', ')}` : 'Enquiry';
}

/**
 * Reads what the visitor was looking at (`/contact?country=uk&service=visit-visa`, sent by the
 * consultation buttons) and starts the e-mail and WhatsApp messages with it. Without JavaScript,
 * or with no query, the plain links still work.
 */
export function EnquiryTopic({ countries, services, email, whatsapp, siteName }: Props) {
  const query = new URLSearchParams(useLocationSearch());
  const topic = {
    country: countries.find((c) => c.id === query.get('country')),
    service: services.find((s) => s.id === query.get('service')),
  };

  const subject = enquirySubject(topic.country, topic.service);
  const greeting = `Hello ${siteName}, I would like advice. ${subject}.`;
  return (
    <div className="enquiry-topic">
      {topic.country || topic.service ? (
        <p className="topic" role="status">
          You are asking about: <strong>{[topic.service?.label, topic.country?.label].filter(Boolean).join(', ')}</strong>
        </p>
      ) : null}
      <div className="button-row">
        <a className="button button-primary" href={`mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`}>
          E-mail your query
        </a>
        <a className="button button-secondary" href={`https://wa.me/${whatsapp}?text=${encodeURIComponent(greeting)}`} target="_blank" rel="noopener noreferrer">
          Message us on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
