/**
 * @jest-environment node
 *
 * ENQUIRY_ENDPOINT goes into the form's action and into the Content-Security-Policy (connect-src,
 * form-action): only an https: URL may, or the tests' endpoint on this machine outside production.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { enquiryEndpoint, SettingsError } from '@/lib/settings';
import { originOf, policyHeader } from '@/lib/pipeline/deploy/csp';
import { fixtureSite, realDetails } from './content-fixture';

const refusal = (value: string, env: 'production' | 'preview' = 'preview'): string => {
  try {
    enquiryEndpoint(value, env);
  } catch (error) {
    if (error instanceof SettingsError) return error.message;
    throw error;
  }
  throw new Error(`${value} was accepted`);
};

describe('ENQUIRY_ENDPOINT', () => {
  it('accepts an https: URL, and plain http only on this machine outside production', () => {
    expect(enquiryEndpoint(' https://forms.horizon-study.pk/enquiry ', 'production')).toBe('https://forms.horizon-study.pk/enquiry');
    expect(enquiryEndpoint('http://127.0.0.1:4199/__test-enquiry', 'preview')).toBe('http://127.0.0.1:4199/__test-enquiry');
    expect(enquiryEndpoint('http://localhost:4199/x', 'preview')).toBe('http://localhost:4199/x');
    expect(enquiryEndpoint('', 'production')).toBeNull();
    expect(enquiryEndpoint(undefined, 'preview')).toBeNull();
  });

  it("accepts our own endpoint's path (workers/enquiries/, on the site's origin), in production too, and no other path", () => {
    expect(enquiryEndpoint(' /api/enquiries ', 'production')).toBe('/api/enquiries');
    expect(refusal('/api/other', 'production')).toBe('ENQUIRY_ENDPOINT: "/api/other" is not a URL; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL');
    // The page's own origin is 'self' already: the policy names no other.
    const header = policyHeader({ scriptHashes: [], connectOrigins: originOf('/api/enquiries') });
    expect(header).toContain("connect-src 'self';");
    expect(header).toContain("form-action 'self' mailto:;");
  });

  it('refuses anything else with one line naming the variable', () => {
    const lines = [
      refusal('javascript:alert(1)'),
      refusal('http://example.com', 'production'),
      refusal('http://127.0.0.1:4199/__test-enquiry', 'production'),
      refusal('http://example.com'),
      refusal('https://x.example;script-src *'),
      refusal('https://x.example;script-src'),
      refusal('https://user:secret@forms.example.net/f'),
      refusal('forms.example.net/f'),
      refusal('/api/other'),
    ];
    for (const line of lines) {
      expect(line).toMatch(/^ENQUIRY_ENDPOINT: .*expected \/api\/enquiries \(our own endpoint, on the site's origin\) or an https:\/\/ URL/);
      expect(line).not.toContain('\n');
    }
    expect(lines[0]).toBe('ENQUIRY_ENDPOINT: "javascript:alert(1)" uses javascript:; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL (or http://127.0.0.1 or http://localhost for the tests)');
    expect(lines[1]).toBe('ENQUIRY_ENDPOINT: "http://example.com" is plain http, which production refuses; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL');
  });

  it('never lets the policy name null or take a directive from the value', () => {
    expect(() => originOf('javascript:alert(1)')).toThrow(SettingsError);
    expect(() => originOf('https://x.example;script-src *')).toThrow(SettingsError);
    const header = policyHeader({ scriptHashes: [], connectOrigins: originOf('https://forms.example.net/f/1') });
    expect(header).toContain("connect-src 'self' https://forms.example.net;");
    expect(header).toContain("form-action 'self' https://forms.example.net mailto:;");
  });

  it('stops check:content (the first step of a build) with that one line', () => {
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-content.ts')], {
      cwd: fixtureSite(realDetails),
      encoding: 'utf8',
      env: { ...process.env, SITE_ENV: 'production', ENQUIRY_ENDPOINT: 'http://example.com' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('ENQUIRY_ENDPOINT: "http://example.com" is plain http, which production refuses; expected /api/enquiries (our own endpoint, on the site\'s origin) or an https:// URL\n');
  });
});
