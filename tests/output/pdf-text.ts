/**
 * Run with tsx by the output checks, because unpdf loads PDF.js as an ES module that Jest cannot
 * import: prints the selectable text of each PDF named on the command line, as JSON { file: text }.
 */
import fs from 'node:fs';

async function main() {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const texts: Record<string, string> = {};
  for (const file of process.argv.slice(2)) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(fs.readFileSync(file))), { mergePages: true });
    texts[file] = text;
  }
  console.log(JSON.stringify(texts));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
