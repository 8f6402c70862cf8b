/**
 * The smallest field types, with no imports of their own besides zod, so that leaf modules
 * (claims, figures) can use them without a cycle through shared.ts, which re-exports them.
 */
import { z } from 'zod';

/**
 * A link target: a site path (optionally with query or #anchor), an absolute URL, tel: or mailto:.
 * Every field that holds a link is this type: its `link` mark is how the cross-file check in
 * load.ts finds them all (lib/content/walk.ts), so a site path to no page fails the build.
 */
export const href = z
  .string()
  .regex(
    /^(\/(?!\/)[A-Za-z0-9\-/]*([?#].*)?|#[A-Za-z0-9-]+|https?:\/\/\S+|tel:\+?[0-9]+|mailto:\S+)$/,
    'expected a site path (/contact), an https:// URL, tel: or mailto: link',
  )
  .meta({ link: true });

export const text = z.string().trim().min(1, 'expected non-empty text');

/** A labelled link: its words and where it goes. */
export const link = z.strictObject({ label: text, href });
