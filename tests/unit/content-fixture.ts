import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { ContentError } from '@/lib/content/parse';

const MINIMAL = path.join(__dirname, 'fixtures', 'minimal');

/**
 * A throwaway copy of the minimal fixture site, with some files edited, added (new path) or
 * removed (null). Returns the copy's root, to hand to loadContent.
 */
export function fixtureSite(edits: Record<string, ((text: string) => string) | string | null> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(MINIMAL, root, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    if (edit === null) {
      fs.rmSync(target);
    } else if (typeof edit === 'string') {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, edit);
    } else {
      fs.writeFileSync(target, edit(fs.readFileSync(target, 'utf8')));
    }
  }
  return root;
}

export function read(file: string): string {
  return fs.readFileSync(path.join(MINIMAL, file), 'utf8');
}

/** The problem lines a broken fixture produces (and a failure if it loads). */
export function problemsOf(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}
