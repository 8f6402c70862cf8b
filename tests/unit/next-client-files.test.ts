/**
 * @jest-environment node
 *
 * What the islands step deletes from an export: only what Next's client router read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeNextClientFiles } from '@/lib/pipeline/islands/bundle';

let site = '';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};
const exists = (file: string) => fs.existsSync(path.join(site, file));

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'next-client-files-'));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

test('payloads go whatever hint line opens them, with the folders they alone filled, however deep', () => {
  write('about.html', '<p>About</p>');
  write('about.txt', ':HL["/images/logo.svg","image"]\n0:{}');
  // Once a stylesheet names a font file, Next opens the payload with a preconnect hint.
  write('about/__next._tree.txt', ':HC["/",""]\n:HL["/images/logo.svg","image"]\n1:[]');
  write('brochures/uk.html', '<p>UK</p>');
  write('brochures/uk/__next._tree.txt', ':HC["/",""]\n0:{}');
  write('__next._tree.txt', '0:{}');
  removeNextClientFiles(site);
  expect(['about.txt', 'about', 'brochures/uk', '__next._tree.txt'].filter(exists)).toEqual([]);
  expect(['about.html', 'brochures/uk.html'].filter(exists)).toEqual(['about.html', 'brochures/uk.html']);
});

test('text files of the site stay: robots.txt, and a .txt beside a page that is not a payload', () => {
  write('robots.txt', 'User-agent: *\nAllow: /');
  write('notes.html', '<p>Notes</p>');
  write('notes.txt', 'Plain words an editor published.');
  removeNextClientFiles(site);
  expect(['robots.txt', 'notes.txt'].filter(exists)).toEqual(['robots.txt', 'notes.txt']);
});
