/**
 * What still stands between the content and a site the consultancy can publish: sample values the
 * spec withheld, placeholder pages, links to a social network's home page instead of a profile,
 * and a build with nowhere to send enquiries. Each collection declares its own check (its module
 * in lib/content/collections; by default lib/content/samples.ts). `SITE_ENV=production` makes each
 * one a build error; other builds print them as warnings, so nobody is surprised on launch day.
 */
import type { SiteContent } from './load';
import { error, type Problem } from './problem';

import type { SiteEnv } from '../settings';

export type { SiteEnv };


/** Every collection's before-launch problems, in file order, then the build's own settings. */
export function launchProblems(content: SiteContent, settings: { enquiryEndpoint: string | null }): Problem[] {
  return [
    ...content.beforeLaunch,
    ...(settings.enquiryEndpoint ? [] : [error('ENQUIRY_ENDPOINT', undefined, 'not set, so the enquiry form can only offer WhatsApp and e-mail (see docs/enquiry-form.md)')]),
  ];
}
