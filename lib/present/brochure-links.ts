/**
 * Each country's brochure, from the same content file as its page: a print-ready HTML page
 * (/brochures/<country>) and a PDF file (/brochures/<country>.pdf) that families pass around on
 * WhatsApp. This module says where they are and how to link to them; what a brochure says is
 * lib/present/brochure-content.ts, which both the printable page and the PDF (lib/pipeline/brochure-pdf.tsx) render.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SiteContent } from '../content/load';
import { brochureHref, brochurePdfHref, offersBrochure } from '../content/brochure-paths';
import { fill } from '../fill-label';
import { ORIGINAL, type Edition } from '../editions';

export { brochureHref, brochurePdfHref, offersBrochure };

/**
 * Written by the brochures stage (lib/pipeline/generated.ts), read by the country pages during
 * `next build`: how a PDF's size reaches a page without the page reading the PDF. Not committed.
 */
export const BROCHURE_MANIFEST = '.cache/brochures.json';

const brochureManifest = z.record(z.string(), z.strictObject({ href: z.string(), bytes: z.number().int().positive() }));
/** Country id (`ur/uk` for a translated edition's) → its PDF's address and size. */
export type BrochureManifest = z.infer<typeof brochureManifest>;

/** A PDF's key in the manifest: the country id, under the edition's code for a translation. */
export function brochureManifestKey(countryId: string, edition: Edition = ORIGINAL): string {
  return edition === ORIGINAL ? countryId : `${edition.code}/${countryId}`;
}

/** The manifest, or an empty one when no build has written it. */
export function readBrochureManifest(root: string): BrochureManifest {
  const file = path.join(root, BROCHURE_MANIFEST);
  if (!fs.existsSync(file)) return {};
  return brochureManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The most one brochure may weigh: families download it on mobile data and forward it on WhatsApp. */
export const BROCHURE_MAX_BYTES = 300 * 1024;

/** "45 KB": what the download button says of the file. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The PDF's address and size from the brochures stage's manifest, or null. */
export function brochurePdf(root: string, countryId: string, edition: Edition = ORIGINAL): { href: string; bytes: number } | null {
  return readBrochureManifest(root)[brochureManifestKey(countryId, edition)] ?? null;
}

/**
 * The two ways to a country's brochure: the PDF when the build has written it (its size in words),
 * and the printable page, which only the original has (null in a translated edition).
 */
export type BrochureLinks = { pdf: { href: string; details: string } | null; print: { href: string; label: string } | null };

/**
 * What the country page's button and the resources index link to, from one place, in the content's
 * edition. `pdfServed` is false under `next dev`, which serves public/ only and so has no PDF to
 * link to (the settings' renderMode): the printable page stays.
 */
export function brochureLinks(content: SiteContent, countryId: string, { pdfServed }: { pdfServed: boolean }): BrochureLinks {
  const pdf = pdfServed ? brochurePdf(content.root, countryId, content.edition) : null;
  return {
    pdf: pdf ? { href: pdf.href, details: fill(content.labels.brochure.fileDetails, { size: formatFileSize(pdf.bytes) }) } : null,
    // An English printable page would be the wrong language on an Urdu page: the Urdu PDF only.
    print: content.edition === ORIGINAL ? { href: brochureHref(countryId), label: content.labels.brochure.printable } : null,
  };
}
