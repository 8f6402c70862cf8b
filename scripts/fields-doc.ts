/** `npm run docs:fields`: writes docs/fields.md, the field reference (lib/cms/reference.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { fieldReference } from '../lib/cms/reference';

const file = path.resolve(__dirname, '..', 'docs/fields.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, fieldReference());
console.log(`✓ ${path.relative(process.cwd(), file)} written`);
