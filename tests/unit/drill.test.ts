/**
 * The defect drill (`npm run drill`, scripts/drill.ts) applies each defect by replacing a text
 * that occurs once in its file. Code moves; a defect whose text has gone is "not applied" and
 * proves nothing, so each is checked here, and each test named to catch one still exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFECTS, commandOf } from '../../scripts/drill';

const ROOT = path.resolve(__dirname, '../..');

describe.each(DEFECTS.map((defect) => [defect.area, defect] as const))('the drill defect %s', (_area, defect) => {
  it('finds the text it replaces exactly once in its file', () => {
    const text = fs.readFileSync(path.join(ROOT, defect.edit.file), 'utf8');
    expect(text.split(defect.edit.find).length - 1).toBe(1);
  });

  it('names tests that exist', () => {
    for (const c of defect.catches) {
      expect(fs.existsSync(path.join(ROOT, c.file))).toBe(true);
      // The test's name as the runner is told it: words of it must be in its file.
      const source = fs.readFileSync(path.join(ROOT, c.file), 'utf8');
      const words = c.name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 3);
      expect(words.filter((word) => !source.includes(word))).toEqual([]);
      expect(commandOf(c).length).toBeGreaterThan(0);
    }
  });
});
