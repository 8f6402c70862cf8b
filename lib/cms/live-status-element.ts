/** The element /admin shows "Is my change live?" in (lib/browser/live-status.ts fills it). */
import type { CmsSettings } from './config';
import type { LiveStatusWords } from '../browser/live-status';

export const GITHUB_API = 'https://api.github.com';

/** The job of .github/workflows/deploy.yml that publishes main (tests/unit/workflow.test.ts keeps them equal). */
export const PUBLISH_CHECK = 'Production build and deploy';
/** The job that builds it first, without the deploy token: when it fails, the publish job is skipped and the reasons are here. */
export const BUILD_CHECK = 'Production build';

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Where /admin shows "Is my change live?": on a published site that saves to a GitHub repository,
 * not with the local backend of `npm run edit` nor before CMS_REPO is set.
 */
export function liveStatusElement(settings: CmsSettings, words: LiveStatusWords | undefined): string {
  const { backend } = settings;
  const repo = backend.repo ?? '';
  if (!words || settings.localBackendUrl || backend.name !== 'github' || !/^[\w.-]+\/[\w.-]+$/.test(repo) || repo === 'OWNER/REPOSITORY') return '';
  const data = { words: JSON.stringify(words), repo, branch: backend.branch ?? 'main', api: GITHUB_API, check: [BUILD_CHECK, PUBLISH_CHECK].join(',') };
  const attributes = Object.entries(data).map(([name, value]) => `data-${name}="${escapeAttribute(value)}"`).join(' ');
  return `<aside id="live-status" ${attributes} style="position:fixed;z-index:1000;bottom:0;right:0;max-width:100%;margin:0;padding:4px 12px;background:#fff;border:1px solid #ccc;font:14px/1.4 system-ui,sans-serif"></aside>\n`;
}

