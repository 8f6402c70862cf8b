/*
 * The editing screen at /admin (issue 13), in a real browser against a throwaway copy of the
 * project: Decap CMS with its local backend (decap-server writing the copy's files), as
 * `npm run edit` runs it. Edits are made through the form; the test then reads the files, runs the
 * content check, and checks that they load as exactly the content `applyEditorChanges` writes
 * (editor-changes.ts), whose pages tests/unit/editor-changes.test.tsx renders: no build here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadContent } from './site-content';
import { copyProject } from '../../scripts/project-copy';
import { serveArgs } from '../../scripts/static-server';
import { test, expect, offline } from './fixtures';
import { freePort } from './free-port';
import { EDITOR_CHANGES, applyEditorChanges, raisedTuition } from './editor-changes';
import { checkContent, contentCheckReport } from '../../lib/pipeline/stages/content';
import { buildDay, buildSettings } from '../../lib/settings';

const UK_FILE = EDITOR_CHANGES.raisedTuition.file;
const NEW_COUNTRY = EDITOR_CHANGES.newCountry;


function startServer(args: string[], env: Record<string, string> = {}, cwd?: string): ChildProcess {
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
}

/** Waits for `url` to answer: any answer below 500 (the proxy's), or with `ok`, a 2xx (the /admin page the browser loads next). */
async function waitForHttp(url: string, init?: RequestInit, ok = false) {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(url, init);
      if (ok ? response.ok : response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

const tsx = (dir: string) => path.join(dir, 'node_modules/tsx/dist/cli.mjs');

/** `npm run check:content` on the copy, in this process: the content stage's check, as the script runs it. */
function expectContentChecked(dir: string) {
  const report = contentCheckReport(checkContent(dir, buildSettings(), buildDay()));
  expect(report.exitCode, report.stderr.join('\n')).toBe(0);
}

/** Lines of `after` that differ from `before`, position by position (a one-field edit changes no line count). */
function changedLines(before: string, after: string): { before: string; after: string }[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [{ before: line, after: b[i] ?? '' }]));
}

/** The list item of a list field whose summary reads `summary` (the last one: figures come after stats). */
function listItem(page: Page, summary: string) {
  return page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="NestedObjectLabel"]').getByText(summary, { exact: true }) })
    .last();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

test.describe('the content editor at /admin', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let dir = '';
  let adminUrl = '';
  const servers: ChildProcess[] = [];
  let ukBefore = '';

  /**
   * One page for every test: Decap's script is 5 MB and took 20 to 30 s to load and start each
   * time on a shared machine. Each test opens its entry by the address's #fragment, which Decap
   * follows without loading again.
   */
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext();
    await offline(context);
    page = await context.newPage();
    // Leaving a form with changes asks to confirm (the refused empty title leaves one): leave. A
    // local backup of an earlier visit's changes offers itself when an entry opens: refuse it, so
    // each test starts from the file. A dialog may close on its own before the answer arrives (the
    // page it belongs to goes): "No dialog is showing" is then no failure of the test.
    page.on('dialog', (dialog) => {
      const answered = /backup/i.test(dialog.message()) ? dialog.dismiss() : dialog.accept();
      answered.catch((error: unknown) => {
        if (!(error instanceof Error && /No dialog is showing/.test(error.message))) throw error;
      });
    });
    dir = copyProject('e2e-cms-');
    const [sitePort, proxyPort] = [Number(process.env.E2E_CMS_PORT) || (await freePort()), Number(process.env.E2E_CMS_PROXY_PORT) || (await freePort())];
    const proxy = `http://127.0.0.1:${proxyPort}/api/v1`;
    const written = spawnSync(process.execPath, [tsx(dir), 'scripts/write-admin.ts', path.join(dir, 'public/admin'), proxy, `http://127.0.0.1:${sitePort}`], { cwd: dir, encoding: 'utf8' });
    if (written.status !== 0) throw new Error(`writing /admin failed:\n${written.stderr}`);
    servers.push(startServer(serveArgs(path.join(dir, 'public'), sitePort)));
    servers.push(startServer([path.join(dir, 'node_modules/decap-server/dist/index.js')], { PORT: String(proxyPort), MODE: 'fs', GIT_REPO_DIRECTORY: dir, LOG_LEVEL: 'error' }, dir));
    adminUrl = `http://127.0.0.1:${sitePort}/admin/`;
    await waitForHttp(adminUrl, undefined, true);
    await waitForHttp(proxy, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' });
    ukBefore = fs.readFileSync(path.join(dir, UK_FILE), 'utf8');
  });

  test.afterAll(async () => {
    await page?.context().close();
    for (const server of servers) server.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Opens an entry's form: the first time, loads /admin and logs in to the local backend. */
  let loggedIn = false;
  async function openEntry(hash: string, shown: (page: Page) => ReturnType<Page['getByRole']> = (p) => p.getByRole('textbox', { name: 'Route' })) {
    // Off the form first, so that opening the entry it shows still reads the file again; only once
    // the editor has gone (its draft discarded), or a quick run reopens the last test's draft.
    if (loggedIn) {
      await page.goto(`${adminUrl}#/not-an-editor-screen`);
      await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden({ timeout: 30_000 });
    }
    // Decap's script is 5 MB: wait for the page's own Login button, not for the load event.
    await page.goto(`${adminUrl}#/collections/${hash}`, { waitUntil: 'commit' });
    if (!loggedIn) {
      await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
      loggedIn = true;
    }
    // It then lists every entry of the collection before the form shows: slow on a shared machine.
    await expect(shown(page)).toBeVisible({ timeout: 90_000 });
  }

  test('an empty required field cannot be saved, and the message names it', async () => {
    await openEntry('countries/entries/uk');
    const title = page.getByLabel('Title', { exact: true }).first();
    await title.fill('');
    await publish(page);
    await expect(page.getByText('Title is required.')).toBeVisible();
    expect(fs.readFileSync(path.join(dir, UK_FILE), 'utf8')).toBe(ukBefore);
  });

  // On a phone's width as on a computer's: the same edit, from the same file, writes the same one line.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    test(`changing the UK tuition writes that one value and nothing else, at ${viewport.width} pixels`, async () => {
      fs.writeFileSync(path.join(dir, UK_FILE), ukBefore);
      await page.setViewportSize(viewport);
      const uk = loadContent(dir).countries.find((entry) => entry.file === UK_FILE);
      const tuition = uk?.data.figures.tuition;
      if (tuition?.kind !== 'money') throw new Error(`${UK_FILE} has no money figure "tuition"`);
      const raised = raisedTuition(dir).after;

      await openEntry('countries/entries/uk');
      const item = listItem(page, 'tuition');
      await item.getByRole('button').first().click();
      await item.getByLabel('Amount').fill(String(raised));
      await publish(page);
      await expect(page.getByText(/^Changes saved$/i)).toBeVisible({ timeout: 15_000 });

      const after = fs.readFileSync(path.join(dir, UK_FILE), 'utf8');
      const changed = changedLines(ukBefore, after);
      expect(changed).toHaveLength(1);
      expect(changed[0]?.after).toBe(changed[0]?.before.replace(String(tuition.max), String(raised)));
      expectContentChecked(dir);
      const reloaded = loadContent(dir).countries.find((entry) => entry.file === UK_FILE)?.data.figures.tuition;
      expect(reloaded).toEqual({ ...tuition, min: raised, max: raised });
    });
  }

  test('translating the UK tagline into Urdu writes that one line of the Urdu file, and the English file is untouched', async () => {
    const urduFile = `content/ur/${UK_FILE.slice('content/'.length)}`;
    const urduBefore = fs.readFileSync(path.join(dir, urduFile), 'utf8');
    const englishBefore = fs.readFileSync(path.join(dir, UK_FILE), 'utf8');
    // The English tagline, read from the file: the form quotes it beside the Urdu field.
    const englishTagline = /^tagline: (.*)$/m.exec(englishBefore)?.[1] ?? '';
    const tagline = 'برطانیہ کی معتبر ڈگریاں، ہر مرحلے پر رہنمائی۔';

    const field = page.getByRole('textbox', { name: 'Tagline (optional)', exact: true });
    await openEntry('ur-countries/entries/uk', () => field);
    await expect(page.getByText(`English: “${englishTagline}”`)).toBeVisible();
    // Only words: the English file's route, pictures and figures have no field here.
    await expect(page.getByRole('textbox', { name: 'Route' })).toHaveCount(0);
    await field.fill(tagline);
    await publish(page);
    await expect(page.getByText(/^Changes saved$/i)).toBeVisible({ timeout: 15_000 });

    const changed = changedLines(urduBefore, fs.readFileSync(path.join(dir, urduFile), 'utf8'));
    expect(changed).toEqual([{ before: urduBefore.split('\n').find((line) => line.startsWith('tagline: ')), after: `tagline: ${tagline}` }]);
    expect(fs.readFileSync(path.join(dir, UK_FILE), 'utf8')).toBe(englishBefore);
    expectContentChecked(dir);
    fs.writeFileSync(path.join(dir, urduFile), urduBefore);
  });

  test('a new country made from a copy of another gets its own file', async () => {
    await openEntry('countries/entries/spain');
    await page.getByRole('button', { name: 'Published' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByLabel('Name', { exact: true }).first().fill(NEW_COUNTRY.name);
    await page.getByLabel('Route', { exact: true }).fill(NEW_COUNTRY.route);
    await page.getByLabel('Title', { exact: true }).first().fill(NEW_COUNTRY.title);
    // The menu is an optional object, shown collapsed: the first "Expand" on the form is its.
    await page.getByRole('button', { name: 'Expand' }).first().click();
    await page.getByRole('textbox', { name: 'Label (optional)' }).first().fill(NEW_COUNTRY.name);
    await publish(page);
    await expect(page.getByText(/^Changes saved$/i)).toBeVisible({ timeout: 15_000 });
    expect(fs.existsSync(path.join(dir, NEW_COUNTRY.file))).toBe(true);
    expectContentChecked(dir);
  });

  test('the files it wrote load as exactly the content whose pages tests/unit/editor-changes.test.tsx renders', () => {
    // The project's content with the same changes written by a script (editor-changes.ts).
    const expectedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cms-expected-'));
    try {
      fs.cpSync(path.resolve('content'), path.join(expectedDir, 'content'), { recursive: true });
      applyEditorChanges(expectedDir);
      const [written, expected] = [loadContent(dir), loadContent(expectedDir)];
      for (const file of [UK_FILE, NEW_COUNTRY.file]) {
        const entryOf = (content: typeof written) => {
          const entry = content.countries.find((e) => e.file === file);
          return entry ? { data: entry.data, body: entry.body } : `no ${file}`;
        };
        expect(entryOf(written), file).toEqual(entryOf(expected));
      }
    } finally {
      fs.rmSync(expectedDir, { recursive: true, force: true });
    }
  });
});
