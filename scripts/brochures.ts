/** `tsx scripts/brochures.ts`: the brochures stage alone (lib/pipeline/brochure-pdf.tsx), for the build day of the settings. */
import { loadSite } from '../lib/content/load';
import { translatedEditions } from '../lib/editions';
import { writeBrochures } from '../lib/pipeline/brochure-pdf';
import { buildDay, buildSettings } from '../lib/settings';

async function main() {
  const started = Date.now();
  const root = process.cwd();
  const day = buildDay();
  const translations = translatedEditions.map((edition) => loadSite({ root, edition, day }));
  const sizes = await writeBrochures(loadSite({ root, day }), root, buildSettings().siteEnv, translations);
  console.log(`brochures: ${sizes.length} PDFs in ${Date.now() - started} ms (${sizes.join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
