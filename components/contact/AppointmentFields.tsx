import type { ReactNode } from 'react';
import { fill } from '@/lib/fill-label';
import type { DayNames, Office } from '@/lib/booking';
import type { PageData } from '@/lib/content/schemas';
import type { EnquiryValues } from '@/lib/browser/enquiry';

export type AppointmentCopy = PageData<'contact'>['form']['appointment'];

/** What the form needs to offer a consultation, worked out on the server from site settings. */
export type AppointmentSetup = {
  office: Office;
  /** The start of each slot within office hours, e.g. 10:00 … 17:00. */
  slots: string[];
  modes: { id: string; label: string }[];
  dayNames: DayNames;
  /** "Monday to Saturday". */
  daysText: string;
  /** The office's time zone by name, e.g. Pakistan Standard Time. */
  zone: string;
};

type Props = {
  copy: AppointmentCopy;
  setup: AppointmentSetup;
  values: Pick<EnquiryValues, 'mode' | 'date' | 'time'>;
  onChange: (field: 'mode' | 'date' | 'time', value: string) => void;
  /** The earliest day a visitor may ask for; unknown until the browser knows today's date. */
  minDate: string | undefined;
  describedBy: (field: 'date' | 'time') => string | undefined;
  fieldError: (field: 'date' | 'time') => ReactNode;
  invalid: { date: boolean; time: boolean };
};

/**
 * The optional consultation fields of the enquiry form: how to meet (a radio group), a preferred
 * office day and a slot within office hours. Plain form controls, so they work without JavaScript.
 * `id="book"` is where the "Book a free consultation" buttons lead.
 */
export function AppointmentFields({ copy, setup, values, onChange, minDate, describedBy, fieldError, invalid }: Props) {
  const hintId = 'enquiry-appointment-hint';
  const withHint = (field: 'date' | 'time') => [hintId, describedBy(field)].filter(Boolean).join(' ');
  return (
    <fieldset id="book" className="appointment" aria-describedby={hintId}>
      <legend>{copy.legend}</legend>
      <p id={hintId} className="field-hint">
        {fill(copy.hint, { days: setup.daysText })}
      </p>
      <fieldset className="choice-group">
        <legend>{copy.mode}</legend>
        {[{ id: '', label: copy.anyMode }, ...setup.modes].map((mode) => (
          <label key={mode.id || 'any'} className="choice">
            <input type="radio" name="mode" value={mode.id} checked={values.mode === mode.id} onChange={() => onChange('mode', mode.id)} /> {mode.label}
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <div className="field">
          <label htmlFor="enquiry-date">{copy.date}</label>
          <input id="enquiry-date" type="date" name="date" min={minDate} value={values.date} onChange={(e) => onChange('date', e.target.value)} aria-invalid={invalid.date} aria-describedby={withHint('date')} />
          {fieldError('date')}
        </div>
        <div className="field">
          <label htmlFor="enquiry-time">{copy.time}</label>
          <select id="enquiry-time" name="time" value={values.time} onChange={(e) => onChange('time', e.target.value)} aria-invalid={invalid.time} aria-describedby={describedBy('time')}>
            <option value="">{copy.anyTime}</option>
            {setup.slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
          {fieldError('time')}
        </div>
      </div>
    </fieldset>
  );
}
