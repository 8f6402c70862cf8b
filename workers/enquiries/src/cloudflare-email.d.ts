// The Workers runtime's own module for Email Routing's send_email binding (the Workers types are not
// a dependency of the project): the one constructor office-email.ts is handed, by index.ts.
declare module 'cloudflare:email' {
  export class EmailMessage {
    constructor(from: string, to: string, raw: string | ReadableStream);
    readonly from: string;
    readonly to: string;
  }
}
