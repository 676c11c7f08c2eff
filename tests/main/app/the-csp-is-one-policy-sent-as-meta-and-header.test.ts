import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  applyContentSecurityPolicyHeader,
  createAppResourceCheck,
  CONTENT_SECURITY_POLICY,
  type HeaderSession,
} from '../../../src/main/app/window-security';

type Listener = Parameters<HeaderSession['webRequest']['onHeadersReceived']>[0];

function metaPolicy(): string {
  const html = readFileSync(new URL('../../../src/renderer/index.html', import.meta.url), 'utf8');
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  if (!meta) throw new Error('src/renderer/index.html has no CSP meta tag');
  return meta[1]!;
}

/** A stand-in session: records the listener; `respond` runs it on one response. */
function fakeSession() {
  let listener: Listener | null = null;
  const session: HeaderSession = {
    webRequest: {
      onHeadersReceived: (l) => {
        listener = l;
      },
    },
  };
  const respond = (url: string, responseHeaders?: Record<string, string[]>) => {
    let answer: unknown = 'no answer';
    listener!({ url, ...(responseHeaders ? { responseHeaders } : {}) }, (r) => {
      answer = r;
    });
    return answer as { responseHeaders?: Record<string, string | string[]> };
  };
  return { session, respond };
}

const PAGE = 'gatehouse://app/index.html';

describe('the Content-Security-Policy is one policy, in the page and in the header', () => {
  it('the page’s meta tag carries exactly the constant the main process sends', () => {
    expect(metaPolicy()).toBe(CONTENT_SECURITY_POLICY);
  });

  it('keeps what Monaco needs and refuses plugins, <base> and form posts', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values.join(' ')] as const;
      }),
    );
    expect(Object.fromEntries(directives)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'worker-src': "'self' blob:",
      'font-src': "'self' data:",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
    });
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*|https?:/);
  });

  it('sends it as a header on the app’s own page and files, replacing any other CSP header', () => {
    const { session, respond } = fakeSession();
    applyContentSecurityPolicyHeader(session, createAppResourceCheck(PAGE));
    expect(respond(PAGE, { 'Content-Type': ['text/html'] }).responseHeaders).toEqual({
      'Content-Type': ['text/html'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
    const worker = respond('gatehouse://app/assets/editor.worker.js', {
      'content-security-policy': ['default-src *'],
      'Content-Type': ['text/javascript'],
    });
    expect(worker.responseHeaders).toEqual({
      'Content-Type': ['text/javascript'],
      'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
    });
  });

  it('leaves a response without a Content-Type alone (the headers given back replace the response’s)', () => {
    const { session, respond } = fakeSession();
    applyContentSecurityPolicyHeader(session, createAppResourceCheck(PAGE));
    expect(respond(PAGE)).toEqual({});
    expect(respond(PAGE, {})).toEqual({});
  });

  it('leaves every other response untouched', () => {
    const { session, respond } = fakeSession();
    applyContentSecurityPolicyHeader(session, createAppResourceCheck(PAGE));
    expect(respond('https://api.anthropic.com/v1/messages', { 'Content-Type': ['text/event-stream'] })).toEqual({});
    expect(respond('file:///etc/passwd')).toEqual({});
    expect(respond('file:///opt/gatehouse/out/renderer/index.html')).toEqual({});
    expect(respond('gatehouse://other/index.html')).toEqual({});
  });

  it('in development, covers the dev server’s origin only', () => {
    const isApp = createAppResourceCheck('http://localhost:5173/');
    expect(isApp('http://localhost:5173/src/main.tsx')).toBe(true);
    expect(isApp('http://localhost:5174/')).toBe(false);
    expect(isApp('not a url')).toBe(false);
  });
});
