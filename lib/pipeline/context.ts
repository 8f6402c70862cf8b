/**
 * What every build stage is handed: where things are, the build's settings, a logger, and what
 * earlier stages produced for later ones (`take`/`put`, checked against each stage's declared
 * `needs` and `writes`, so a handoff can never be hidden).
 */
import path from 'node:path';
import type { SiteContent } from '../content/load';
import type { PagePolicies } from './deploy/configs';
import { buildDay, buildSettings } from '../settings';

/** Everything a stage can need or write. Values handed over in memory are typed in Handoffs. */
export const ARTEFACTS = [
  /** The content, loaded and checked once (in memory). */
  'content',
  /** Each translated edition's content, the original with its translations laid over it (in memory). */
  'translations',
  /** Social images and app icons, in the generated folder. */
  'social-images',
  /** The PDF brochures, in the generated folder. */
  'brochures',
  /** .cache/brochures.json: each PDF's size, which the country pages state. */
  'brochures-manifest',
  /** Encoded photographs (public/_img) and .cache/images/manifest.json, which ContentImage reads. */
  'image-manifest',
  /** The exported site in the staging folder, generated files included. */
  'export',
  /** Translated pages with the English inside them marked lang="en" (lib/pipeline/latin-runs.ts). */
  'latin-runs',
  /** The Atom feeds (fee changes), in the staging folder (lib/present/feeds/). */
  'feeds',
  'search-index',
  /** Pages that load island bundles instead of Next's client runtime. */
  'islands',
  /** Pages whose render-later parts no in-page link jumps past keep them; the others lay everything out. */
  'render-later',
  /** The Urdu edition's font, subset to its pages' characters (out/_fonts), named by those pages. */
  'urdu-font',
  'admin',
  /** Each page's Content-Security-Policy, in its <meta> and in memory for the hosting configs. */
  'page-policies',
  'hosting-configs',
  'links-checked',
  'html-checked',
  'build-info',
  'published',
] as const;
export type Artefact = (typeof ARTEFACTS)[number];

/** `notFoundIn`: the policy of each translated edition's own 404 page, by the edition's prefix (/ur). */
export type PolicySet = { pages: PagePolicies; notFound: string; notFoundIn: PagePolicies };

/** The values handed from stage to stage in memory; every other artefact is a file. */
export type Handoffs = {
  content: SiteContent;
  translations: SiteContent[];
  'page-policies': PolicySet;
};

export type Logger = { info(line: string): void; warn(line: string): void; error(line: string): void };

export const consoleLogger: Logger = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

export type BuildSettings = ReturnType<typeof buildSettings>;

export type StageDeclaration = { name: string; needs: readonly Artefact[]; writes: readonly Artefact[] };

export class BuildContext {
  readonly root: string;
  /** Where the export is assembled; published as out/ only when every stage has passed. */
  readonly stagingDir: string;
  /** The link `npm start` and hosts serve (lib/pipeline/deploy/publish.ts). */
  readonly outDir: string;
  readonly settings: BuildSettings;
  /** The day the build publishes for (SITE_DATE, or today), read once by the runner and handed to every stage. */
  readonly day: string;
  /** The clock, for what records when a build ran (/admin's "built at"); stages read no other. */
  readonly clock: () => Date;
  readonly log: Logger;
  private readonly handoffs: Partial<Handoffs> = {};
  private current: StageDeclaration | null = null;

  constructor(options: { root: string; stagingDir?: string; outDir?: string; settings?: BuildSettings; day?: string; clock?: () => Date; log?: Logger }) {
    this.root = options.root;
    this.stagingDir = options.stagingDir ?? path.join(options.root, 'out.staging');
    this.outDir = options.outDir ?? path.join(options.root, 'out');
    this.settings = options.settings ?? buildSettings();
    this.day = options.day ?? buildDay();
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? consoleLogger;
  }

  /** Set by the runner around each stage's run. */
  enter(stage: StageDeclaration | null) {
    this.current = stage;
  }

  /** A value an earlier stage handed over; the running stage must declare it in `needs`. */
  take<K extends keyof Handoffs>(name: K): Handoffs[K] {
    if (this.current && !this.current.needs.includes(name)) throw new Error(`stage ${this.current.name} takes ${name} without declaring it in needs`);
    const value = this.handoffs[name];
    if (value === undefined) throw new Error(`nothing has put ${name} yet`);
    return value;
  }

  /** Hands a value to later stages; the running stage must declare it in `writes`. */
  put<K extends keyof Handoffs>(name: K, value: Handoffs[K]) {
    if (this.current && !this.current.writes.includes(name)) throw new Error(`stage ${this.current.name} puts ${name} without declaring it in writes`);
    this.handoffs[name] = value;
  }
}
