'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type InputHTMLAttributes } from 'react';
import {
  composeEnquiry,
  ENQUIRY_TIMEOUT_MS,
  enquiryFields,
  enquiryFormBody,
  fillIn,
  HONEYPOT_FIELD,
  honeypotFilled,
  inputMaxLength,
  mailtoLink,
  newSending,
  sendEnquiry,
  TURNSTILE_FIELD,
  validateEnquiry,
  whatsappLink,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
  type SendOutcome,
  type Sending,
} from '@/lib/browser/enquiry';
import type { PageData } from '@/lib/content/schemas';
import { appointmentLines, nextOfficeDay, todayAt, validateAppointment } from '@/lib/booking';
import { AppointmentFields, type AppointmentSetup } from './AppointmentFields';

export type Option = { id: string; label: string };

/** The part of Turnstile's browser API the form uses (window.turnstile, explicit rendering), read without trusting its shape. */
function turnstileApi() {
  const api: unknown = Reflect.get(window, 'turnstile');
  if (typeof api !== 'object' || api === null) return null;
  const call = (name: string, ...args: unknown[]): unknown => {
    const method: unknown = Reflect.get(api, name);
    return typeof method === 'function' ? Reflect.apply(method, api, args) : undefined;
  };
  return {
    render(element: HTMLElement, options: Record<string, unknown>): string | null {
      const id = call('render', element, options);
      return typeof id === 'string' ? id : null;
    },
    token: (id: string): string => {
      const token = call('getResponse', id);
      return typeof token === 'string' ? token : '';
    },
    reset: (id: string) => void call('reset', id),
  };
}
export type FormCopy = PageData<'contact'>['form'];

type Props = {
  copy: FormCopy;
  /** Where the form POSTs (ENQUIRY_ENDPOINT at build time); null sends by WhatsApp or e-mail instead. */
  endpoint: string | null;
  /** The endpoint is our own (workers/enquiries/): it takes a retry key and a proposed reference, and answers a reference. */
  ownEndpoint: boolean;
  /** How long our endpoint keeps an enquiry, in words (form.retention); null with another endpoint. */
  retention: string | null;
  /** Turnstile's site key when the spam check is on; its script is on the page (ContactPage), its token goes with the enquiry. */
  turnstile: { siteKey: string; scriptId: string } | null;
  services: Option[];
  countries: Option[];
  email: string;
  whatsapp: string;
  /** Read by screen readers after the WhatsApp button (labels.common.newTab). */
  newTabLabel: string;
  /** The consultation fields' office days, hours and modes; null when a booking service takes bookings. */
  appointment: AppointmentSetup | null;
};

const EMPTY: EnquiryValues = { name: '', phone: '', email: '', service: '', country: '', mode: '', date: '', time: '', message: '' };

const noChange = () => () => {};

/** Today where the office is, known only in the browser: the exported HTML must not fix the day it was built. */
function useOfficeToday(timeZone: string | undefined): string {
  return useSyncExternalStore(noChange, () => (timeZone ? todayAt(timeZone, new Date()) : ''), () => '');
}

// The draft lives in session storage, so a reload or a failed send never loses what was typed.
// An in-memory copy keeps the form working where storage is refused (some private modes).
const DRAFT_KEY = 'enquiry-draft';
let memory = '';
const listeners = new Set<() => void>();

function readDraft(): string {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY) ?? '';
  } catch {
    return memory;
  }
}

function writeDraft(values: EnquiryValues | null) {
  memory = values ? JSON.stringify(values) : '';
  try {
    if (values) window.sessionStorage.setItem(DRAFT_KEY, memory);
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage refused: the in-memory copy still holds the draft for this page view
  }
  listeners.forEach((notify) => notify());
}

// The sending (its retry key and proposed reference) is kept with the words it was made for: a
// retry of the same words is the same enquiry, and changed words are a new one.
const SENDING_KEY = 'enquiry-sending';
let sendingMemory = '';

function sendingFor(values: EnquiryValues): Sending {
  const words = JSON.stringify(values);
  let stored = sendingMemory;
  try {
    stored = window.sessionStorage.getItem(SENDING_KEY) ?? '';
  } catch {
    // storage refused: the in-memory copy
  }
  try {
    const data: unknown = stored ? JSON.parse(stored) : null;
    const key: unknown = data && typeof data === 'object' ? Reflect.get(data, 'key') : null;
    const reference: unknown = data && typeof data === 'object' ? Reflect.get(data, 'reference') : null;
    if (data && typeof data === 'object' && Reflect.get(data, 'words') === words && typeof key === 'string' && typeof reference === 'string') return { key, reference };
  } catch {
    // not ours, or cut short: a new sending
  }
  const sending = newSending((length) => window.crypto.getRandomValues(new Uint8Array(length)));
  keepSending(JSON.stringify({ ...sending, words }));
  return sending;
}

function keepSending(json: string) {
  sendingMemory = json;
  try {
    if (json) window.sessionStorage.setItem(SENDING_KEY, json);
    else window.sessionStorage.removeItem(SENDING_KEY);
  } catch {
    // storage refused: the in-memory copy holds it for this page view
  }
}

function parseDraft(json: string): EnquiryValues {
  if (!json) return EMPTY;
  try {
    const data: unknown = JSON.parse(json);
    if (typeof data !== 'object' || data === null) return EMPTY;
    const values = { ...EMPTY };
    for (const field of enquiryFields) {
      const value: unknown = Reflect.get(data, field);
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  } catch {
    return EMPTY;
  }
}

function useDraft(): EnquiryValues {
  const json = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    readDraft,
    () => '',
  );
  return parseDraft(json);
}

/** The thanks with the reference in it, kept left to right inside an Urdu sentence. */
function withReference(template: string, reference: string) {
  const [before = '', after = ''] = template.split('{reference}');
  return (
    <>
      {before}
      <bdi className="enquiry-reference">{reference}</bdi>
      {after}
    </>
  );
}

/** `direct`: no endpoint, or the honeypot was filled; the rest as in SendOutcome. */
type Phase = 'editing' | 'sending' | 'direct' | SendOutcome;
/** Where the send is not known to have arrived, the visitor gets the message ready to send another way. */
const offersFallback: Phase[] = ['direct', 'refused', 'unconfirmed', 'timeout'];

/**
 * The enquiry form (issue: reach the advisers). Errors are named next to each field and listed
 * above the form; focus goes to the first. It POSTs form-encoded data to the configured endpoint and
 * says only what it knows of the outcome (lib/browser/enquiry.ts, sendEnquiry); without an endpoint, or
 * whenever arrival is not confirmed, the same message goes by WhatsApp or e-mail in one click.
 * Without JavaScript it is an ordinary form posting to the endpoint (or opening an e-mail).
 */
export function EnquiryForm({ copy, endpoint, ownEndpoint, retention, turnstile, services, countries, email, whatsapp, newTabLabel, appointment }: Props) {
  const values = useDraft();
  const today = useOfficeToday(appointment?.office.timeZone);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [phase, setPhase] = useState<Phase>('editing');
  // The reference our endpoint answered (shown with the thanks), or the one proposed for a send whose arrival is unknown.
  const [reference, setReference] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);

  // Turnstile's widget, drawn by its script once both have arrived; without it (no script, no
  // JavaScript) the enquiry goes without a token and our endpoint holds it for review.
  const siteKey = turnstile?.siteKey;
  const scriptId = turnstile?.scriptId;
  useEffect(() => {
    if (!siteKey || !scriptId) return;
    const draw = () => {
      const api = turnstileApi();
      if (api && widgetRef.current && widgetId.current === null) widgetId.current = api.render(widgetRef.current, { sitekey: siteKey, 'response-field-name': TURNSTILE_FIELD });
    };
    draw();
    const script = document.getElementById(scriptId);
    script?.addEventListener('load', draw);
    return () => script?.removeEventListener('load', draw);
  }, [siteKey, scriptId]);

  // The form hydrates at its first touch (lib/island-registry.ts), and late on a slow connection:
  // what was typed or chosen before then is in the fields but not in the draft. Adopt it, so that
  // nothing typed is lost when the draft takes over the fields.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = parseDraft(readDraft());
    const typed: Partial<EnquiryValues> = {};
    for (const field of enquiryFields) {
      const item = form.elements.namedItem(field);
      const value = item instanceof RadioNodeList || item instanceof HTMLInputElement || item instanceof HTMLSelectElement || item instanceof HTMLTextAreaElement ? item.value : '';
      if (value && value !== draft[field]) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) writeDraft({ ...draft, ...typed });
  }, []);

  // A consultation button's ?country=uk&service=visit-visa (and the planner's &message=) starts the draft, once; the query is then
  // dropped from the address so that a reload keeps whatever the visitor chose since.
  useEffect(() => {
    const url = new URL(window.location.href);
    const service = url.searchParams.get('service');
    const country = url.searchParams.get('country');
    // The cost planner's "send this plan" brings the plan as the message; a draft's own words stay first.
    const message = url.searchParams.get('message')?.trim().slice(0, inputMaxLength('message'));
    if (!service && !country && !message) return;
    const draft = parseDraft(readDraft());
    writeDraft({
      ...draft,
      service: services.some((s) => s.id === service) ? (service ?? '') : draft.service,
      country: countries.some((c) => c.id === country) ? (country ?? '') : draft.country,
      message: message && !draft.message.includes(message) ? (draft.message ? `${draft.message}\n\n${message}` : message).slice(0, inputMaxLength('message')) : draft.message,
    });
    url.searchParams.delete('service');
    url.searchParams.delete('country');
    url.searchParams.delete('message');
    window.history.replaceState(window.history.state, '', url);
  }, [services, countries]);

  const update = (field: EnquiryField, value: string) => {
    writeDraft({ ...values, [field]: value });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (phase === 'sent') setPhase('editing');
  };

  const names = {
    service: services.find((s) => s.id === values.service)?.label,
    country: countries.find((c) => c.id === values.country)?.label,
  };
  const consultation = appointment
    ? appointmentLines(values, { mode: copy.appointment.messageMode, date: copy.appointment.date, time: copy.appointment.time }, appointment.modes.find((m) => m.id === values.mode)?.label, appointment.zone)
    : [];
  // A WhatsApp or e-mail copy names the reference only when the form may also have reached the inbox under it.
  const copyReference = phase === 'unconfirmed' || phase === 'timeout' ? reference : null;
  const { subject, body } = composeEnquiry(values, names, copy.composed, consultation, copyReference);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trap = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    const found = {
      ...validateEnquiry(values, copy.errors),
      ...(appointment ? validateAppointment(values, { office: appointment.office, today: todayAt(appointment.office.timeZone, new Date()), daysText: appointment.daysText, names: appointment.dayNames }, copy.appointment) : {}),
    };
    setErrors(found);
    const first = enquiryFields.find((field) => found[field]);
    if (first) {
      // After React has drawn the messages, so the field is announced with its error.
      requestAnimationFrame(() => document.getElementById(`enquiry-${first}`)?.focus());
      return;
    }
    // A filled honeypot is a bot, or (rarely) a person whose browser filled it: nothing is posted,
    // and the WhatsApp and e-mail buttons are offered, so that a person still loses nothing.
    if (!endpoint || honeypotFilled(trap)) {
      setPhase('direct');
      return;
    }
    setPhase('sending');
    const sending = ownEndpoint ? sendingFor(values) : null;
    const body = enquiryFormBody(values, subject, sending);
    const widget = widgetId.current;
    const token = widget !== null ? (turnstileApi()?.token(widget) ?? '') : '';
    if (token) body.set(TURNSTILE_FIELD, token);
    const { outcome, reference: answered } = await sendEnquiry(endpoint, body);
    // A token is good for one check: the next send gets a fresh one.
    if (widget !== null) turnstileApi()?.reset(widget);
    if (outcome === 'sent') {
      writeDraft(null);
      keepSending('');
    }
    setReference(outcome === 'sent' ? answered : outcome === 'unconfirmed' || outcome === 'timeout' ? (sending?.reference ?? null) : null);
    setPhase(outcome);
  };

  const errorList = enquiryFields.flatMap((field) => (errors[field] ? [{ field, message: errors[field] }] : []));
  const describedBy = (field: EnquiryField, hint?: boolean) =>
    [hint ? `enquiry-${field}-hint` : null, errors[field] ? `enquiry-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: EnquiryField) =>
    errors[field] ? (
      <p id={`enquiry-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  const textField = (field: 'name' | 'phone' | 'email', label: string, hint: string | null, input: InputHTMLAttributes<HTMLInputElement>) => (
    <div className="field">
      <label htmlFor={`enquiry-${field}`}>{label}</label>
      {hint ? (
        <p id={`enquiry-${field}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input id={`enquiry-${field}`} name={field} {...input} maxLength={inputMaxLength(field)} value={values[field]} onChange={(e) => update(field, e.target.value)} aria-invalid={Boolean(errors[field])} aria-describedby={describedBy(field, Boolean(hint))} />
      {fieldError(field)}
    </div>
  );

  const choiceField = (field: 'service' | 'country', label: string, options: Option[]) => (
    <div className="field">
      <label htmlFor={`enquiry-${field}`}>{label}</label>
      <select id={`enquiry-${field}`} name={field} value={values[field]} onChange={(e) => update(field, e.target.value)}>
        <option value="">{copy.labels.anyOption}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="enquiry">
      <p>{copy.intro}</p>
      {errorList.length > 0 ? (
        <div className="error-summary" aria-labelledby="enquiry-error-summary">
          <h3 id="enquiry-error-summary">{copy.errors.summary}</h3>
          <ul>
            {errorList.map(({ field, message }) => (
              <li key={field}>
                <a href={`#enquiry-${field}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        ref={formRef}
        className="enquiry-form"
        noValidate
        method="post"
        action={endpoint ?? `mailto:${email}`}
        encType={endpoint ? 'application/x-www-form-urlencoded' : 'text/plain'}
        onSubmit={onSubmit}
        aria-busy={phase === 'sending'}
      >
        {textField('name', copy.labels.name, null, { autoComplete: 'name', required: true })}
        {textField('phone', copy.labels.phone, copy.labels.phoneHint, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true })}
        {textField('email', copy.labels.email, copy.labels.emailHint, { type: 'email', autoComplete: 'email' })}
        <div className="field-row">
          {choiceField('service', copy.labels.service, services)}
          {choiceField('country', copy.labels.country, countries)}
        </div>
        {appointment ? (
          <AppointmentFields
            copy={copy.appointment}
            setup={appointment}
            values={values}
            onChange={update}
            minDate={today ? nextOfficeDay(appointment.office, today) : undefined}
            describedBy={describedBy}
            fieldError={fieldError}
            invalid={{ date: Boolean(errors.date), time: Boolean(errors.time) }}
          />
        ) : null}
        <div className="field">
          <label htmlFor="enquiry-message">{copy.labels.message}</label>
          <textarea id="enquiry-message" name="message" rows={6} maxLength={inputMaxLength('message')} required value={values.message} onChange={(e) => update('message', e.target.value)} aria-invalid={Boolean(errors.message)} aria-describedby={describedBy('message')} />
          {fieldError('message')}
        </div>
        {/* The honeypot: off screen, hidden from screen readers, out of the tab order, never autofilled. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor="enquiry-honeypot">{copy.labels.honeypot}</label>
          <input id="enquiry-honeypot" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {turnstile ? <div ref={widgetRef} className="enquiry-turnstile" /> : null}
        {retention ? <p className="field-hint">{retention}</p> : null}
        <button type="submit" className="button button-primary" disabled={phase === 'sending'}>
          {phase === 'sending' ? copy.labels.sending : copy.labels.submit}
        </button>
      </form>

      <div role="status" className="enquiry-status">
        {phase === 'sent' ? <p className="notice notice-success">{reference ? withReference(copy.successWithReference, reference) : copy.success}</p> : null}
        {phase === 'refused' ? <p className="notice notice-error">{copy.failure}</p> : null}
        {phase === 'unconfirmed' ? <p className="notice">{copy.unconfirmed}</p> : null}
        {phase === 'timeout' ? <p className="notice">{fillIn(copy.timeout, { seconds: ENQUIRY_TIMEOUT_MS / 1000 })}</p> : null}
        {phase === 'direct' ? <p className="notice">{copy.noEndpoint}</p> : null}
      </div>

      {offersFallback.includes(phase) ? (
        <div className="enquiry-fallback">
          <h3>{copy.messageHeading}</h3>
          <pre className="enquiry-preview">{body}</pre>
          <div className="button-row">
            <a className="button button-primary" href={whatsappLink(whatsapp, `${subject}\n\n${body}`)} target="_blank" rel="noopener noreferrer">
              {copy.whatsappButton}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
            <a className="button button-secondary" href={mailtoLink(email, { subject, body })}>
              {copy.emailButton}
            </a>
          </div>
        </div>
      ) : null}
    </div>
  );
}
