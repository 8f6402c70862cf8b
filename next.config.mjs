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
};

export default nextConfig;
