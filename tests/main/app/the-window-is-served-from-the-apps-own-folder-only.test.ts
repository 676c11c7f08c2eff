import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_PAGE_URL,
  APP_SCHEME_PRIVILEGES,
  resolveAppFile,
  respondWithAppFile,
} from '../../../src/main/app/app-scheme';
import { CONTENT_SECURITY_POLICY } from '../../../src/main/app/window-security';

/**
 * The window's page is served on the app's own scheme (src/main/app/app-scheme.ts), so V8 may keep
 * its compiled code between opens. The handler answers real requests here with a real folder: the
 * built page and its files, with the app's CSP, and nothing outside that folder however the URL
 * is spelled.
 */
let root: string;
let renderer: string;
const get = (url: string, method = 'GET') => respondWithAppFile({ url, method }, renderer);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-scheme-'));
  renderer = join(root, 'renderer');
  mkdirSync(join(renderer, 'assets'), { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>Gatehouse</title>');
  writeFileSync(join(renderer, 'assets', 'start-app.js'), 'export const app = 1;');
  writeFileSync(join(renderer, 'assets', 'codicon.ttf'), Buffer.from([0, 1, 0, 0]));
  // What the page must never read: a file beside the renderer folder, and one whose name starts like it.
  writeFileSync(join(root, 'secret.txt'), 'the key');
  mkdirSync(join(root, 'renderer-other'));
  writeFileSync(join(root, 'renderer-other', 'index.html'), 'another page');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the app’s scheme', () => {
  it('may keep compiled code (standard + codeCache), and does not bypass the CSP', () => {
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true, codeCache: true });
    expect(APP_SCHEME_PRIVILEGES).not.toHaveProperty('bypassCSP');
  });

  it('serves the built page and its files with their types and the app’s CSP', async () => {
    const page = await get(APP_PAGE_URL);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toBe('<!doctype html><title>Gatehouse</title>');

    const script = await get('gatehouse://app/assets/start-app.js?v=1#x');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await script.text()).toBe('export const app = 1;');

    const font = await get('gatehouse://app/assets/codicon.ttf');
    expect(font.headers.get('content-type')).toBe('font/ttf');
    expect([...new Uint8Array(await font.arrayBuffer())]).toEqual([0, 1, 0, 0]);

    expect(await (await get('gatehouse://app/')).text()).toBe('<!doctype html><title>Gatehouse</title>');
  });

  it.each([
    ['a plain climb', 'gatehouse://app/../secret.txt'],
    ['an encoded climb', 'gatehouse://app/%2e%2e/secret.txt'],
    ['an encoded slash', 'gatehouse://app/assets%2f..%2f..%2fsecret.txt'],
    ['an encoded backslash', 'gatehouse://app/..%5csecret.txt'],
    ['a NUL', 'gatehouse://app/index.html%00.png'],
    ['broken percent-encoding', 'gatehouse://app/%E0%A4%A'],
    ['a folder whose name starts like it', 'gatehouse://app/../renderer-other/index.html'],
    ['another host', 'gatehouse://elsewhere/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['a file it does not have', 'gatehouse://app/assets/missing.js'],
  ])('answers 404 and reads nothing outside the folder: %s', async (_name, url) => {
    const answer = await get(url);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('');
  });

  it('names no file for a URL outside the folder (the check itself, before any read)', () => {
    expect(resolveAppFile('gatehouse://app/assets/start-app.js', renderer)).toBe(
      join(renderer, 'assets', 'start-app.js'),
    );
    // The URL parser reads an encoded climb as a climb, which stops at the root: still inside.
    expect(resolveAppFile('gatehouse://app/%2e%2e/secret.txt', renderer)).toBe(join(renderer, 'secret.txt'));
    expect(resolveAppFile('gatehouse://app/assets%2f..%2f..%2fsecret.txt', renderer)).toBeNull();
    expect(resolveAppFile('gatehouse://app/..%5c..%5csecret.txt', renderer)).toBeNull();
    expect(resolveAppFile('gatehouse://app/.', renderer)).toBe(join(renderer, 'index.html'));
  });

  it('answers only GET and HEAD', async () => {
    expect((await get(APP_PAGE_URL, 'POST')).status).toBe(405);
    const head = await get(APP_PAGE_URL, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('a read that fails is a 404, never a thrown error', async () => {
    const answer = await respondWithAppFile({ url: APP_PAGE_URL, method: 'GET' }, renderer, () =>
      Promise.reject(new Error('EACCES')),
    );
    expect(answer.status).toBe(404);
  });
});
