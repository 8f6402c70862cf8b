/**
 * The site's settings for the inbox (the module `enquiry-settings`, lib/enquiry-settings.ts),
 * checked on first use rather than when the Worker starts, so that a settings file the inbox
 * cannot read never stops the endpoint from storing enquiries.
 */
import rawSettings from 'enquiry-settings';
import { parseEnquirySettings, type EnquirySettings } from '../../../../lib/enquiry-settings';

let checked: EnquirySettings | undefined;

export function inboxSettings(): EnquirySettings {
  checked ??= parseEnquirySettings(rawSettings);
  return checked;
}
