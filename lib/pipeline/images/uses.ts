/**
 * Every content image a page shows, with the file and field it is written in, the page it appears
 * on and the slot it fills. Image fields are found by type: each is declared with the slot it fills
 * (`imageIn('hero')`, lib/content/collections/shared.ts), so no list of fields is kept here. The
 * budget checks (audit.ts) and the encoder read this list; the templates pass the same slot names
 * to ContentImage.
 */
import type { SiteContent } from '../../content/load';
import { findImages } from '../../content/walk';
import type { SlotName } from '../../content/image-slots';

export type ImageUse = {
  file: string;
  field: string;
  page: string;
  slot: SlotName;
  src: string;
  alt: string;
  decorative: boolean;
  /** Shown instead when src fails to load (galleries); encoded like src. */
  fallback?: string;
};

const stringAt = (value: Record<string, unknown>, key: string) => {
  const found = value[key];
  return typeof found === 'string' ? found : undefined;
};

export function imageUses(content: Pick<SiteContent, 'files'>): ImageUse[] {
  return content.files.flatMap(({ file, schema, data, page }) =>
    findImages(schema, data).map(({ where, slot, value }) => ({
      file,
      field: where,
      page: page ?? '',
      slot,
      src: stringAt(value, 'src') ?? '',
      alt: stringAt(value, 'alt') ?? '',
      decorative: value.decorative === true,
      fallback: stringAt(value, 'fallback'),
    })),
  );
}
