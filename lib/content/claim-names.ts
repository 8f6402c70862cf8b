/** The names of the consultancy's claims in content/site.md, which badges and cards refer to. A leaf: schemas on both sides import it. */
import { z } from 'zod';

export const CLAIM_NAMES = ['founded', 'yearsOfGuidance', 'partnerInstitutions', 'partnerUniversities', 'countries', 'visaSuccessRate', 'studentsHelped'] as const;
export type ClaimName = (typeof CLAIM_NAMES)[number];
export const claimName = z.enum(CLAIM_NAMES).describe(`One of the claims in content/site.md: ${CLAIM_NAMES.join(', ')}. Write {claim} in the text where its value goes.`);

/** Text that shows a claim's value must name the claim; text that names one need not show its value. */
export const CLAIM_PLACEHOLDER = '{claim}';
