/**
 * Writes each page's social-sharing image (public/og/<route>.png, 1200×630) and the app icons,
 * from content, before `next build` copies public/ into out/. Generated files are not committed.
 * (Next's opengraph-image route files cannot be exported for a dynamic segment, hence this step.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { loadContent } from '../lib/content/load';
import { OG_SIZE, ogImagePath } from '../lib/seo';

const root = process.cwd();
const content = loadContent(root);
const site = content.site.data;
const iconSvg = fs.readFileSync(path.join(root, 'public/images/icon.svg'));
const iconDataUri = `data:image/svg+xml;base64,${iconSvg.toString('base64')}`;

async function writePng(relativePath: string, response: ImageResponse) {
  const file = path.join(root, 'public', relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

function socialCard(title: string, description: string) {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#0b5563', color: '#ffffff' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, color: '#f6efe6' }}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by satori, not in a page */}
          <img src={iconDataUri} width={72} height={72} alt="" />
          {site.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ fontSize: title.length > 40 ? 64 : 80, lineHeight: 1.1 }}>{title}</div>
          <div style={{ fontSize: 32, lineHeight: 1.35, color: '#f6efe6', maxWidth: 1000 }}>{description.length > 150 ? `${description.slice(0, 147)}…` : description}</div>
        </div>
        <div style={{ display: 'flex', height: 10, width: 220, background: '#f2a541', borderRadius: 5 }} />
      </div>
    ),
    OG_SIZE,
  );
}

function appIcon(size: number) {
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by satori, not in a page */}
        <img src={iconDataUri} width={size} height={size} alt="" />
      </div>
    ),
    { width: size, height: size },
  );
}

async function main() {
  const started = Date.now();
  const pages = [
    { path: '/', title: content.home.data.hero.heading, description: content.home.data.description },
    ...content.routes.entries
      .filter((entry) => entry.path === entry.canonical)
      .map((entry) => {
        const all = [...content.countries, ...content.services, ...content.scholarships, ...content.pages];
        const file = all.find((e) => e.file === entry.file);
        return { path: entry.canonical, title: entry.title, description: file?.data.description ?? site.tagline };
      }),
  ];
  for (const page of pages) await writePng(ogImagePath(page.path), socialCard(page.title, page.description));
  await writePng('apple-touch-icon.png', appIcon(180));
  await writePng('icons/icon-192.png', appIcon(192));
  await writePng('icons/icon-512.png', appIcon(512));
  console.log(`social images: ${pages.length} pages and 3 icons in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
