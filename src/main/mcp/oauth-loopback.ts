import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpSignInError } from './mcp-refusal';

/** The browser's way back to Gatehouse after consent: one listener per sign-in. */
export interface OAuthLoopback {
  /** http://127.0.0.1:<random port>/callback */
  readonly redirectUrl: string;
  /** The authorization code of the first redirect that reaches the callback. Rejects on a wrong `state`, an error from the server, a timeout or an abort. */
  readonly code: Promise<string>;
  close(): Promise<void>;
}

const page = (text: string) => `<!doctype html><meta charset="utf-8"><title>Gatehouse</title><p>${text}</p>`;

/**
 * Listens on 127.0.0.1 only (never another interface: the code must not be catchable from the
 * network) on a port the OS picks. Why the state check refuses the sign-in whole: a redirect whose
 * state is not ours was forged by someone else (RFC 6749 §10.12); its code must never be exchanged.
 */
export async function startOAuthLoopback(
  expectedState: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<OAuthLoopback> {
  let settle!: { resolve: (code: string) => void; reject: (err: Error) => void };
  const code = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  code.catch(() => undefined);
  let done = false;
  const finish = (result: { code: string } | { error: McpSignInError }) => {
    if (done) return;
    done = true;
    if ('code' in result) settle.resolve(result.code);
    else settle.reject(result.error);
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      res.writeHead(404).end();
      return;
    }
    const reply = (status: number, text: string) =>
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(page(text));
    if (done) {
      reply(410, 'This sign-in is already over. You can close this tab.');
      return;
    }
    if (url.searchParams.get('state') !== expectedState) {
      reply(400, 'Gatehouse refused this sign-in: it did not start it. You can close this tab.');
      finish({
        error: new McpSignInError(
          'wrongState',
          'the sign-in was refused: the answer did not belong to the sign-in Gatehouse started',
        ),
      });
      return;
    }
    const error = url.searchParams.get('error');
    const received = url.searchParams.get('code');
    if (error !== null || received === null) {
      reply(400, 'The sign-in did not complete. You can close this tab.');
      finish({
        error: new McpSignInError('refused', `the server did not sign you in (${error ?? 'no code'})`, error ?? ''),
      });
      return;
    }
    reply(200, 'Signed in. You can close this tab and return to Gatehouse.');
    finish({ code: received });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const timer = setTimeout(
    () => finish({ error: new McpSignInError('timedOut', 'the sign-in was not completed in time') }),
    options.timeoutMs,
  );
  timer.unref();
  const onAbort = () => finish({ error: new McpSignInError('cancelled', 'the sign-in was cancelled') });
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const port = (server.address() as AddressInfo).port;
  return {
    redirectUrl: `http://127.0.0.1:${port}/callback`,
    code,
    close: async () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      finish({ error: new McpSignInError('cancelled', 'the sign-in was cancelled') });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
