// The module the bundler makes of settings.json (the alias in wrangler.jsonc; the tests' esbuild
// alias): checked by parseEnquirySettings before use, so its type here is unknown.
declare module 'enquiry-settings' {
  const settings: unknown;
  export default settings;
}
