/**
 * The Worker's entry: POST /api/enquiries (endpoint.ts has what it does and answers). workerd takes
 * every named export of the entry module for a handler, so the constants and types stay in
 * endpoint.ts and only the handler is exported here.
 */
import { handle, type Env } from './endpoint';

export { handle };

const worker = { fetch: (request: Request, env: Env) => handle(request, env) };
export default worker;
