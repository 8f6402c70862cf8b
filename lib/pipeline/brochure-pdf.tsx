/**
 * Writes each country's PDF brochure (brochures/<country>.pdf in the generated folder, and
 * ur/brochures/<country>.pdf from its Urdu translation, right to left; copied into
 * the export after `next build`) from content, and a manifest of their sizes; the country page's
 * "Download Brochure" button links to the PDF and states its size. Generated files are not committed.
 *
 * @react-pdf/renderer lays the PDF out from React components in Node: no browser, no network. Its
 * packages are ES modules only, hence the `import()` below. Fonts (Geist; Vazirmatn for Urdu) and
 * emoji images (Twemoji) come from npm: lib/pipeline/pdf-fonts.ts.
 *
 * Fails fast, one line each: a production build with sample data (SITE_ENV=production), a
 * brochure over BROCHURE_MAX_BYTES, a character no embedded font or emoji image draws.
 */
import fs from 'node:fs';
import { error, ProblemError } from '../content/problem';
import path from 'node:path';
import { createContext, useContext, type PropsWithChildren, type ReactElement } from 'react';
import type { TextProps } from '@react-pdf/renderer';
import type { SiteContent } from '../content/load';
import type { Entry } from '../content/entry';
import type { Country } from '../content/schemas';
import { launchProblems, type SiteEnv } from '../content/launch';
import { buildSettings } from '../settings';
import { PDF_FONT_STACK, prepareText, registerPdfFonts } from './pdf-fonts';
import { BROCHURE_MAX_BYTES, brochureManifestKey, brochurePdfHref, formatFileSize, offersBrochure, type BrochureManifest } from '../present/brochure-links';
import { ORIGINAL } from '../editions';
import { brochureContent, type Block, type BrochureContent, type TextRun } from '../present/brochure-content';
import { brochurePdfFile, removeBrochureManifest, writeBrochureManifest } from './generated';

type ReactPdf = typeof import('@react-pdf/renderer');

const COLOURS = { ink: '#1d2b30', muted: '#4a5b61', brand: '#0b5563', accent: '#f2a541', panel: '#eef5f6', warning: '#8a1c1c' };

let loaded: ReactPdf | null = null;
async function reactPdf(): Promise<ReactPdf> {
  if (loaded) return loaded;
  const pdf = await import('@react-pdf/renderer');
  registerPdfFonts(pdf.Font);
  loaded = pdf;
  return pdf;
}

/**
 * @react-pdf orders each text with the Unicode bidi algorithm from the direction of its first run
 * (and aligns it right when that is rtl), but `direction` is not inherited: every text, nested runs
 * included, carries the brochure's.
 */
const TextDirection = createContext<{ Text: ReactPdf['Text']; dir: BrochureContent['dir'] } | null>(null);

function Text({ style, ...props }: PropsWithChildren<TextProps>): ReactElement {
  const context = useContext(TextDirection);
  if (!context) throw new Error('a brochure text outside BrochureDocument');
  return <context.Text {...props} style={[{ direction: context.dir }, ...(Array.isArray(style) ? style : style ? [style] : [])]} />;
}

function BrochureDocument({ pdf, brochure }: { pdf: ReactPdf; brochure: BrochureContent }): ReactElement {
  const { Document, Page, View, Link, StyleSheet } = pdf;
  const rtl = brochure.dir === 'rtl';
  const direction = { direction: brochure.dir };
  // Rows are mirrored by hand: the layout has no direction of its own.
  // A figure with no right-to-left letter reads left to right wherever it stands, as the page's
  // isolated stat figures do: "150+" never becomes "+150".
  const figureDirection = (text: string) => (rtl && !/[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) ? { direction: 'ltr' as const, textAlign: 'right' as const } : {});
  const row = rtl ? ('row-reverse' as const) : ('row' as const);
  const s = StyleSheet.create({
    // Urdu letters reach further above and below the line than Latin ones.
    page: { fontFamily: PDF_FONT_STACK, fontSize: 10, lineHeight: rtl ? 1.7 : 1.45, color: COLOURS.ink, paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48 },
    notice: { color: COLOURS.warning, fontWeight: 700, borderWidth: 1, borderColor: COLOURS.warning, padding: 6, marginBottom: 12 },
    eyebrow: { color: COLOURS.brand, fontWeight: 700, fontSize: 10, marginBottom: 4 },
    title: { fontSize: 24, fontWeight: 700, color: COLOURS.brand, lineHeight: 1.2 },
    tagline: { fontSize: 12, color: COLOURS.muted, marginTop: 6, marginBottom: 14 },
    rule: { height: 3, width: 90, backgroundColor: COLOURS.accent, marginBottom: 16, alignSelf: rtl ? 'flex-end' : 'flex-start' },
    h2: { fontSize: 14, fontWeight: 700, color: COLOURS.brand, marginTop: 16, marginBottom: 6 },
    h3: { fontSize: 11, fontWeight: 700, marginTop: 8, marginBottom: 2 },
    figures: { flexDirection: row, flexWrap: 'wrap', backgroundColor: COLOURS.panel, padding: 10, borderRadius: 4 },
    figure: { width: '50%', padding: 6 },
    figureLabel: { fontSize: 9, color: COLOURS.muted },
    figureValue: { fontSize: 13, fontWeight: 700, color: COLOURS.ink },
    estimate: { fontSize: 9, color: COLOURS.muted },
    note: { fontSize: 8, color: COLOURS.muted, marginTop: 6 },
    reported: { fontSize: 8, color: COLOURS.ink, marginTop: 3 },
    paragraph: { marginBottom: 6 },
    bullet: { flexDirection: row, marginBottom: 3 },
    marker: { width: 16, color: COLOURS.brand },
    bulletText: { flex: 1 },
    term: { fontWeight: 700, marginTop: 4 },
    contact: { marginTop: 16, padding: 12, borderWidth: 1, borderColor: COLOURS.brand, borderRadius: 4 },
    contactLine: { flexDirection: row, marginBottom: 2 },
    contactLabel: { width: 90, fontWeight: 700 },
    link: { color: COLOURS.brand, textDecoration: 'none' },
    footer: { position: 'absolute', bottom: 24, left: 48, right: 48, fontSize: 8, color: COLOURS.muted, textAlign: 'center' },
  });

  const runs = (list: TextRun[]) =>
    list.map((run, i) => {
      const style = { fontWeight: run.bold ? 700 : 400, ...(run.italic ? { fontStyle: 'italic' as const } : {}) };
      return run.href ? (
        <Link key={i} src={run.href.startsWith('/') ? new URL(run.href, brochure.online.href).href : run.href} style={[direction, s.link, style]}>
          {run.text}
        </Link>
      ) : (
        <Text key={i} style={style}>
          {run.text}
        </Text>
      );
    });
  const bullets = (items: ReactElement[][] | string[], ordered = false) =>
    items.map((item, i) => (
      <View key={i} style={s.bullet} wrap={false}>
        <Text style={s.marker}>{ordered ? `${i + 1}.` : '•'}</Text>
        <Text style={s.bulletText}>{item}</Text>
      </View>
    ));
  const block = (b: Block, i: number) => {
    switch (b.kind) {
      case 'paragraph':
        return (
          <Text key={i} style={s.paragraph}>
            {runs(b.runs)}
          </Text>
        );
      case 'heading':
        return (
          <Text key={i} style={s.h3}>
            {b.text}
          </Text>
        );
      case 'list':
        return <View key={i}>{bullets(b.items.map(runs), b.ordered)}</View>;
    }
  };

  const { meta } = brochure;
  return (
    <TextDirection.Provider value={{ Text: pdf.Text, dir: brochure.dir }}>
      <Document title={meta.title} author={meta.author} subject={meta.subject} keywords={meta.keywords} creator={meta.author} producer={meta.author} language={meta.language}>
        <Page size="A4" style={s.page}>
          <Text style={s.footer} fixed>
            {brochure.footer}
          </Text>
          {brochure.sampleNotice ? (
            <Text style={s.notice} fixed>
              {brochure.sampleNotice}
            </Text>
          ) : null}
          <Text style={s.eyebrow}>{brochure.siteName}</Text>
          <Text style={s.title}>{brochure.title}</Text>
          <Text style={s.tagline}>{brochure.tagline}</Text>
          <View style={s.rule} />

          <Text style={s.h2}>{brochure.figures.heading}</Text>
          <View style={s.figures} wrap={false}>
            {brochure.figures.items.map((f) => (
              <View key={f.label} style={s.figure}>
                <Text style={s.figureLabel}>{f.label}</Text>
                <Text style={[s.figureValue, figureDirection(f.text)]}>{f.text}</Text>
                {f.estimate ? <Text style={[s.estimate, figureDirection(f.estimate)]}>{f.estimate}</Text> : null}
                {f.note ? <Text style={s.estimate}>{f.note}</Text> : null}
                {f.reported ? (
                  <Text style={s.reported}>
                    {f.reported.text}
                    {f.reported.source ? (
                      <>
                        {' '}
                        <Link src={f.reported.source.href}>{f.reported.source.label}</Link>
                      </>
                    ) : null}
                  </Text>
                ) : null}
              </View>
            ))}
          </View>
          {brochure.figures.note ? <Text style={s.note}>{brochure.figures.note}</Text> : null}

          {brochure.sections.map((section) => (
            <View key={section.heading}>
              <Text style={s.h2} minPresenceAhead={60}>
                {section.heading}
              </Text>
              {'blocks' in section ? section.blocks.map(block) : null}
              {'intro' in section && section.intro ? <Text style={s.paragraph}>{section.intro}</Text> : null}
              {'items' in section && section.items ? bullets(section.items) : null}
              {'steps' in section && section.steps
                ? section.steps.map((step, i) => (
                    <View key={step.title} wrap={false}>
                      <Text style={s.h3}>{`${i + 1}. ${step.title}`}</Text>
                      <Text style={s.paragraph}>{step.description}</Text>
                    </View>
                  ))
                : null}
              {'universities' in section
                ? section.universities.map((u) => (
                    <View key={u.name} wrap={false}>
                      <Text style={s.h3}>{u.name}</Text>
                      <Text>{u.ranking}</Text>
                      <Text style={s.paragraph}>{u.specialties}</Text>
                    </View>
                  ))
                : null}
              {'definitions' in section
                ? section.definitions.map((d) => (
                    <View key={d.term} wrap={false}>
                      <Text style={s.term}>{d.term}</Text>
                      <Text style={s.paragraph}>{d.description}</Text>
                    </View>
                  ))
                : null}
            </View>
          ))}

          <View style={s.contact} wrap={false}>
            <Text style={[s.h2, { marginTop: 0 }]}>{brochure.contact.heading}</Text>
            {brochure.contact.lines.map((line) => (
              <View key={line.label} style={s.contactLine}>
                <Text style={s.contactLabel}>{line.label}</Text>
                {line.href ? (
                  <Link src={line.href} style={[direction, s.link, { flex: 1 }]}>
                    {line.text}
                  </Link>
                ) : (
                  <Text style={{ flex: 1 }}>{line.text}</Text>
                )}
              </View>
            ))}
            <Link src={brochure.online.href} style={[direction, s.link, { marginTop: 8 }]}>
              {brochure.online.text}
            </Link>
          </View>

        </Page>
      </Document>
    </TextDirection.Provider>
  );
}

/** Every text the brochure shows, for the font check. */
function allText(brochure: BrochureContent): string {
  return JSON.stringify(brochure);
}

/**
 * One country's brochure as PDF bytes. Refuses, with one line, a production build whose content
 * still has sample data (the launch check of content/check-content.ts runs first in a build; this
 * keeps the step safe when it runs on its own).
 */
export async function renderBrochure(content: SiteContent, entry: Entry<Country>, options: { siteEnv: SiteEnv }): Promise<Buffer> {
  // A translated brochure's words are its translation's: a missing glyph is fixed there.
  const file = entry.translation?.file ?? entry.file;
  if (options.siteEnv === 'production') {
    const problems = launchProblems(content, buildSettings());
    if (problems.length > 0) throw new ProblemError(error(file, 'brochure', `SITE_ENV=production does not write brochures with sample data (${problems.length} thing(s) to supply; npm run check:content lists them)`));
  }
  const brochure = brochureContent(content, entry, options.siteEnv);
  const missing = await prepareText(allText(brochure));
  if (missing.length > 0) throw new ProblemError(error(file, 'brochure', `no embedded font or emoji image draws ${missing.map((c) => `"${c}"`).join(', ')}; write it another way or add a font in lib/pipeline/pdf-fonts.ts`));
  const pdf = await reactPdf();
  return pdf.renderToBuffer(<BrochureDocument pdf={pdf} brochure={brochure} />);
}

/**
 * Writes every brochure into the generated folder (lib/pipeline/generated.ts), in the original and in
 * each translated edition whose country file is translated (/ur/brochures/uk.pdf), and the manifest
 * of their sizes that the country pages state. Throws, with one line naming the file, at the first
 * brochure it cannot write. Returns `uk 45 KB`-style notes (`ur/uk 52 KB` for a translation).
 */
export async function writeBrochures(content: SiteContent, root: string, env: SiteEnv, translations: SiteContent[] = []): Promise<string[]> {
  // No manifest until every PDF is written: pages never state the size of a file that is not there.
  removeBrochureManifest(root);
  const editions = [content, ...translations];
  for (const { edition } of editions) {
    const dir = path.dirname(brochurePdfFile(root, 'any', edition));
    // Start clean: a removed country's brochure must not linger in the export.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  }
  const sizes: string[] = [];
  const manifest: BrochureManifest = {};
  for (const edited of editions) {
    const { edition } = edited;
    const countries = edited.countries.filter((c) => offersBrochure(c.data) && (edition === ORIGINAL || c.translation));
    for (const entry of countries) {
      const bytes = await renderBrochure(edited, entry, { siteEnv: env });
      const file = brochurePdfFile(root, entry.id, edition);
      if (bytes.length > BROCHURE_MAX_BYTES) {
        throw new ProblemError(error(`${path.relative(root, file)} (${entry.translation?.file ?? entry.file})`, undefined, `${formatFileSize(bytes.length)}, more than the ${formatFileSize(BROCHURE_MAX_BYTES)} a brochure may weigh; shorten the guide or drop a font in lib/pipeline/brochure-pdf.tsx`));
      }
      fs.writeFileSync(file, bytes);
      const key = brochureManifestKey(entry.id, edition);
      manifest[key] = { href: brochurePdfHref(entry.id, edition), bytes: bytes.length };
      sizes.push(`${key} ${formatFileSize(bytes.length)}`);
    }
  }
  writeBrochureManifest(root, manifest);
  return sizes;
}
