/**
 * The languages the site is published in, declared once. English is the original: its files are
 * content/<kind>/<name>.md and its pages have no prefix. Every other edition translates those
 * files word for word under its own folder (content/ur/countries/uk.md translates
 * content/countries/uk.md) and publishes each translated page under its prefix (/ur/ukStudyAbroad).
 * The loader, the route table, the hreflang alternates, the language switch, the sitemap and the
 * CMS loop over this list, so adding a language is one entry here and its files in content/.
 *
 * A leaf module: the browser's islands read it too (the planner formats money per edition).
 */

export type EditionCode = 'en' | 'ur';

export type Edition = {
  code: EditionCode;
  /** The page's `lang`, and its hreflang. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The locale of Intl's formatters: dates, and the words around amounts. */
  intl: string;
  /** The path every page of this edition starts with; '' for the original. */
  prefix: string;
  /** The folder of its translations; null for the original, which is what they translate. */
  folder: string | null;
  /** The edition's own name, in its own language, for the language switch. */
  name: string;
  /**
   * How an amount reads in this language. A period follows the amount; a qualifier goes before
   * it. These are the formatter's words, as Intl's own are: page copy stays in content/.
   */
  money: {
    periods: Record<'year' | 'month' | 'one-off', string>;
    qualifiers: Record<'from' | 'about' | 'up to', string>;
    /** How a rupee amount is written: "PKR 9.3 million" in English, "93 لاکھ روپے" in Urdu. */
    rupees: 'western' | 'south-asian';
  };
  /** How prose joins a figure's value in force to the one dated to come: "2 years; from 1 January 2027: 18 months". */
  figureThen: string;
  /** After a figure in prose, the value a report gives: the family hears of it before it lands. */
  figureReported: string;
};

export const editions = {
  en: {
    code: 'en',
    lang: 'en',
    dir: 'ltr',
    intl: 'en-GB',
    prefix: '',
    folder: null,
    name: 'English',
    money: {
      periods: { year: ' per year', month: ' per month', 'one-off': '' },
      qualifiers: { from: 'from', about: 'about', 'up to': 'up to' },
      rupees: 'western',
    },
    figureThen: '; from {date}: {value}',
    figureReported: ' (reported from {date}: {value}, not yet in the official text we read)',
  },
  ur: {
    code: 'ur',
    lang: 'ur',
    dir: 'rtl',
    // Pakistani Urdu: Intl writes its words in Urdu and keeps Western digits (latn), as Pakistani print does.
    intl: 'ur-PK',
    prefix: '/ur',
    folder: 'content/ur',
    name: 'اردو',
    money: {
      periods: { year: ' سالانہ', month: ' ماہانہ', 'one-off': '' },
      qualifiers: { from: 'کم از کم', about: 'تقریباً', 'up to': 'زیادہ سے زیادہ' },
      rupees: 'south-asian',
    },
    figureThen: '؛ {date} سے: {value}',
    figureReported: ' ({date} سے {value} کی اطلاع ہے، جو ابھی اُس سرکاری متن میں نہیں جو ہم نے پڑھا)',
  },
} as const satisfies Record<EditionCode, Edition>;

export const ORIGINAL: Edition = editions.en;

/** Every edition, the original first. */
export const editionList: readonly Edition[] = Object.values(editions);

/** The editions that translate the original. */
export const translatedEditions: readonly Edition[] = editionList.filter((edition) => edition.folder !== null);

/** A path of the original in an edition: `/ukStudyAbroad` → `/ur/ukStudyAbroad`, `/` → `/ur`. */
export function editionPath(edition: Edition, path: string): string {
  if (edition.prefix === '') return path;
  return path === '/' ? edition.prefix : `${edition.prefix}${path}`;
}

/** The original's path of a path in an edition, `editionPath` undone: `/ur/contact` → `/contact`. */
export function originalPath(edition: Edition, path: string): string {
  if (edition.prefix === '') return path;
  if (path === edition.prefix) return '/';
  return path.startsWith(`${edition.prefix}/`) ? path.slice(edition.prefix.length) : path;
}
