/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every page is static HTML in out/; there is no server at run time.
  output: 'export',
  // Static export has no image optimisation server: images are served as the files they are.
  images: { unoptimized: true },
  // /ukStudyAbroad -> out/ukStudyAbroad.html, which `serve` and most hosts map to the clean URL.
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // One small stylesheet, written into each page's <head>: no render-blocking request before
    // the first paint, which matters most on slow mobile connections.
    inlineCss: true,
  },
};

export default nextConfig;
