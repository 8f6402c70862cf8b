/**
 * How every part of the project serves out/ (npm start, the end-to-end tests, the bench): `serve`
 * with clean URLs, 404.html answered with status 404, gzip, and the cache headers in serve.json.
 * serve.json also names AVIF's type: serve's own MIME table predates it and would send no Content-Type;
 * and the Atom feed's, which it would send as plain XML.
 */
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export function serveArgs(directory: string, port: number): string[] {
  return [
    path.join(root, 'node_modules/serve/build/main.js'),
    directory,
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--config',
    path.join(root, 'serve.json'),
    '--no-clipboard',
    '--no-port-switching',
  ];
}
