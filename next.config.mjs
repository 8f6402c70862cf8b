/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is static HTML in out/; there is no server at run time.
  output: 'export',
  // `npm run build` exports into out.staging/ and swaps it in only when every step succeeded
  // (scripts/build.ts). With output: 'export', a distDir other than .next is the export folder.
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
  // Static export has no image optimisation server: images are served as the files they are.
  images: { unoptimized: true },
  // /ukStudyAbroad -> out/ukStudyAbroad.html, which `serve` and most hosts map to the clean URL.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole project with tsc before it builds (npm run typecheck), so its
  // builds (build:test) skip Next's second pass over the
  // same files. `npm run build` on its own still checks.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // One root layout per edition (app/(en), app/(ur)/ur): the 404 page for unmatched paths then
    // lives outside both, in app/global-not-found.tsx.
    globalNotFound: true,
    // One small stylesheet, written into each page's <head>: no render-blocking request before
    // the first paint, which matters most on slow mobile connections.
    inlineCss: true,
  },
};

export default nextConfig;
