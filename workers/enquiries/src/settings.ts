/**
 * The site's settings for the whole Worker, endpoint, inbox and cron alike (the module
 * `enquiry-settings`, lib/enquiry-settings.ts), checked on first use rather than when the Worker
 * starts, so that a settings file it cannot read never stops the endpoint from storing enquiries.
 */
import rawSettings from 'enquiry-settings';
import { parseEnquirySettings, type EnquirySettings } from '../../../lib/enquiry-settings';

let checked: EnquirySettings | undefined;

export function workerSettings(): EnquirySettings {
  checked ??= parseEnquirySettings(rawSettings);
  return checked;
}
