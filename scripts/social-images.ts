/** `tsx scripts/social-images.ts`: the social-images stage alone (lib/pipeline/social-images.tsx), into the generated folder. */
import { loadSite } from '../lib/content/load';
import { translatedEditions } from '../lib/editions';
import { generatedDir } from '../lib/pipeline/generated';
import { buildDay } from '../lib/settings';
import { writeSocialImages } from '../lib/pipeline/social-images';

async function main() {
  const started = Date.now();
  const root = process.cwd();
  const day = buildDay();
  const translations = translatedEditions.map((edition) => loadSite({ root, edition, day }));
  const pages = await writeSocialImages(loadSite({ root, day }), root, generatedDir(root), console.warn, translations);
  console.log(`social images: ${pages} pages and 3 icons in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
