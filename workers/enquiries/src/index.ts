/**
 * The Worker's entry: POST /api/enquiries (endpoint.ts has what it does and answers), the
 * advisers' inbox at /inbox (inbox/index.ts) and, once a day, the retention cron (retention.ts).
 * workerd takes every named export of the entry module for a handler, so the constants and types
 * stay in the other modules and only the handlers are exported here.
 */
import { EmailMessage } from 'cloudflare:email';
import type { EnquirySettings } from '../../../lib/enquiry-settings';
import { defaultDeps, handle, type Env, type WorkerContext } from './endpoint';
import { handleInbox, isInboxPath, type InboxEnv } from './inbox/index';
import { workerSettings } from './settings';
import { deleteExpiredEnquiries } from './retention';

export { handle };

/** The parts of the runtime's ExecutionContext and ScheduledController used here. */
type Context = { waitUntil(promise: Promise<unknown>): void };
type Controller = { scheduledTime: number };

const newEmailMessage = (from: string, to: string, raw: string) => new EmailMessage(from, to, raw);

/**
 * The site's settings for the endpoint's Turnstile check and office e-mail. A settings file that
 * cannot be read is logged, and the enquiry is stored without them rather than refused.
 */
function endpointContext(ctx: Context): WorkerContext | undefined {
  let settings: EnquirySettings;
  try {
    settings = workerSettings();
  } catch (error) {
    console.error(`settings: ${error instanceof Error ? error.message : String(error)}; the enquiry is stored without Turnstile's check and the office e-mail`);
    return undefined;
  }
  return { settings, newEmailMessage, waitUntil: (promise) => ctx.waitUntil(promise) };
}

const worker = {
  fetch: (request: Request, env: Env & InboxEnv, ctx: Context) =>
    isInboxPath(new URL(request.url).pathname) ? handleInbox(request, env, workerSettings()) : handle(request, env, defaultDeps, endpointContext(ctx)),
  // The cron's own time, so that a run late or run again deletes what was due at its hour. Without
  // readable settings it throws: nothing is deleted, and the run is logged as failed.
  scheduled: async (controller: Controller, env: Env) => {
    await deleteExpiredEnquiries(env.DB, new Date(controller.scheduledTime), workerSettings().retentionDays);
  },
};
export default worker;
