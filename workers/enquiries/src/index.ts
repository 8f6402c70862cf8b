/**
 * The Worker's entry: POST /api/enquiries (endpoint.ts has what it does and answers) and the
 * advisers' inbox at /inbox (inbox/index.ts). workerd takes every named export of the entry module
 * for a handler, so the constants and types stay in endpoint.ts and only the handler is exported here.
 */
import { handle, type Env } from './endpoint';
import { handleInbox, isInboxPath, type InboxEnv } from './inbox/index';
import { inboxSettings } from './inbox/settings';

export { handle };

const worker = {
  fetch: (request: Request, env: Env & InboxEnv) => (isInboxPath(new URL(request.url).pathname) ? handleInbox(request, env, inboxSettings()) : handle(request, env)),
};
export default worker;
