/**
 * The content editor's changes, as data both sides read: the CMS spec (cms.spec.ts) makes them
 * through Decap on a copy of its own and checks that the files it writes load as exactly the content
 * `applyEditorChanges` writes; tests/unit/editor-changes.test.tsx renders the pages of that content.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { editFrontmatter } from '../../scripts/photo-copy';

export const EDITOR_CHANGES = {
  /** The UK tuition goes up by this much: the guide's file, one figure. */
  raisedTuition: { file: 'content/countries/uk.md', by: 1500 },
  /** A new country guide, made in the editor from a copy of Spain's. */
  newCountry: { from: 'content/countries/spain.md', file: 'content/countries/portugal.md', name: 'Portugal', route: '/portugalStudyAbroad', title: 'Study in Portugal' },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The UK tuition as the file writes it, with the amount the editor changes it to. */
export function raisedTuition(dir: string): { before: number; after: number } {
  const { file, by } = EDITOR_CHANGES.raisedTuition;
  const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
  const data: unknown = yaml.load(match?.[1] ?? '', { schema: yaml.CORE_SCHEMA });
  const tuition = isRecord(data) && isRecord(data.figures) ? data.figures.tuition : undefined;
  if (!isRecord(tuition) || typeof tuition.amount !== 'number') throw new Error(`${file}: figures.tuition has no single amount`);
  return { before: tuition.amount, after: tuition.amount + by };
}

/** Writes the editor's changes into the content under `dir` (a project, or a copy of its content/), as a script would. */
export function applyEditorChanges(dir: string) {
  const { after } = raisedTuition(dir);
  editFrontmatter(path.join(dir, EDITOR_CHANGES.raisedTuition.file), (data) => {
    const figures = isRecord(data.figures) ? data.figures : {};
    const tuition = isRecord(figures.tuition) ? figures.tuition : {};
    data.figures = { ...figures, tuition: { ...tuition, amount: after } };
  });
  const { from, file, name, route, title } = EDITOR_CHANGES.newCountry;
  fs.copyFileSync(path.join(dir, from), path.join(dir, file));
  editFrontmatter(path.join(dir, file), (data) => {
    const menu = isRecord(data.menu) ? data.menu : {};
    Object.assign(data, { name, route, title, menu: { ...menu, label: name } });
  });
}
