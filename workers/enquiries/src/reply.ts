/**
 * What POST /api/enquiries answers (endpoint.ts), before it is written: as JSON, or as a page for a
 * browser that posted the form without JavaScript (answer-page.ts).
 */
import type { EnquiryProblems, EnquiryValues } from '../../../lib/enquiry-rules';

type Answer = Record<string, unknown>;

export type Reply =
  /** Stored, held for review, already stored (200), or the honeypot's look-alike. */
  | { kind: 'stored'; status: 200 | 201; reference: string }
  /** What the form refuses: each field's problem, and the values as sent, which the page shows back. */
  | { kind: 'invalid'; status: 422; errors: EnquiryProblems; values: EnquiryValues }
  /**
   * Every other refusal: its error, what JSON adds to it, and its headers (Retry-After); once the
   * body was read, the values as sent, which a page shows back so that the visitor loses nothing.
   */
  | { kind: 'refused'; status: number; error: string; details?: Answer; headers?: Record<string, string>; values?: EnquiryValues };

export const stored = (status: 200 | 201, reference: string): Reply => ({ kind: 'stored', status, reference });
export const refused = (status: number, error: string, details?: Answer, headers?: Record<string, string>): Reply => ({ kind: 'refused', status, error, details, headers });

export const json = (status: number, body: Answer, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/** A refusal that carries the values as sent; any other answer as it is. */
export const keepingValues = (reply: Reply, values: EnquiryValues): Reply => (reply.kind === 'refused' ? { ...reply, values } : reply);

export function jsonReply(reply: Reply): Response {
  if (reply.kind === 'stored') return json(reply.status, { ok: true, reference: reply.reference });
  if (reply.kind === 'invalid') return json(reply.status, { ok: false, errors: reply.errors });
  return json(reply.status, { ok: false, error: reply.error, ...reply.details }, reply.headers);
}
