/**
 * @jest-environment node
 *
 * The country page states a PDF's size from the manifest the brochures stage writes, never by
 * reading the PDF back while it renders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROCHURE_MANIFEST, brochurePdf } from '@/lib/present/brochure-links';
import { brochurePdfFile, generatedDir, writeBrochureManifest } from '@/lib/pipeline/generated';

describe('the brochure manifest', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'brochure-manifest-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('gives each PDF’s address and size as the stage wrote them', () => {
    writeBrochureManifest(root, { uk: { href: '/brochures/uk.pdf', bytes: 38213 } });
    expect(fs.existsSync(path.join(root, BROCHURE_MANIFEST))).toBe(true);
    expect(brochurePdf(root, 'uk')).toEqual({ href: '/brochures/uk.pdf', bytes: 38213 });
    expect(brochurePdf(root, 'spain')).toBeNull();
  });

  it('without a manifest there is no PDF link, whatever files lie around', () => {
    const file = brochurePdfFile(root, 'uk');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '%PDF-');
    expect(brochurePdf(root, 'uk')).toBeNull();
  });

  it('PDFs are written into the generated folder, not into public/', () => {
    expect(brochurePdfFile(root, 'uk')).toBe(path.join(generatedDir(root), 'brochures', 'uk.pdf'));
    expect(path.relative(root, brochurePdfFile(root, 'uk')).startsWith('public')).toBe(false);
  });
});
