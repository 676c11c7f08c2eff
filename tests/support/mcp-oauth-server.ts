import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

/**
 * A small OAuth 2.1 authorization server and the streamable-HTTP MCP server it protects, on one
 * 127.0.0.1 port, for the sign-in tests: RFC 9728 / RFC 8414 metadata, dynamic registration,
 * /authorize that redirects at once (the person's consent, given), /token with PKCE (S256) and
 * refresh_token grants, and bearer checks on /mcp. Its one tool, `whoami`, answers "signed in".
 */
export interface OAuthTestServer {
  /** The MCP endpoint (the protected resource). */
  readonly url: string;
  /** Every access and refresh token it ever issued (to look for them in the database). */
  readonly issued: string[];
  /** Token requests by grant type. */
  readonly grants: { authorization_code: number; refresh_token: number };
  /** From now on every access token issued so far is refused (401), as when it expires. */
  expireAccessTokens(): void;
  /** From now on every refresh token issued so far is refused (invalid_grant), as when the person revokes access. */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');
const token = () => b64url(randomBytes(24));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startOAuthTestServer(): Promise<OAuthTestServer> {
  const clients = new Map<string, { redirect_uris: string[] }>();
  const codes = new Map<string, { clientId: string; challenge: string; redirectUri: string }>();
  const access = new Set<string>();
  const refresh = new Set<string>();
  const issued: string[] = [];
  const grants = { authorization_code: 0, refresh_token: 0 };
  let origin = '';

  const issueTokens = (refreshToken?: string) => {
    const accessToken = token();
    access.add(accessToken);
    issued.push(accessToken);
    const r = refreshToken ?? token();
    if (refreshToken === undefined) {
      refresh.add(r);
      issued.push(r);
    }
    return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, refresh_token: r };
  };

  const serveMcp = async (req: IncomingMessage, res: ServerResponse) => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (bearer === undefined || !access.has(bearer)) {
      json(
        res,
        401,
        { error: 'invalid_token' },
        { 'WWW-Authenticate': `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"` },
      );
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const body: unknown = JSON.parse(await readBody(req));
    const server = new McpServer({ name: 'oauth-test', version: '1.0.0' });
    server.registerTool(
      'whoami',
      { description: 'Says who the caller is.', annotations: { readOnlyHint: true } },
      () => ({ content: [{ type: 'text', text: 'signed in' }] }),
    );
    // Stateless: one server and transport per request, as the SDK's stateless example does.
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };

  const serveToken = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req));
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      grants.authorization_code += 1;
      const entry = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (
        entry === undefined ||
        entry.clientId !== form.get('client_id') ||
        entry.redirectUri !== form.get('redirect_uri') ||
        b64url(createHash('sha256').update(verifier).digest()) !== entry.challenge
      ) {
        json(res, 400, {
          error: 'invalid_grant',
          error_description: 'code, client, redirect or PKCE verifier do not match',
        });
        return;
      }
      json(res, 200, issueTokens());
      return;
    }
    if (grant === 'refresh_token') {
      grants.refresh_token += 1;
      const r = form.get('refresh_token') ?? '';
      if (!refresh.has(r)) {
        json(res, 400, { error: 'invalid_grant', error_description: 'refresh token revoked' });
        return;
      }
      json(res, 200, issueTokens(r));
      return;
    }
    json(res, 400, { error: 'unsupported_grant_type' });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const route = `${req.method} ${url.pathname}`;
    const handle = async () => {
      if (url.pathname === '/mcp') return serveMcp(req, res);
      if (req.method === 'GET' && url.pathname.startsWith('/.well-known/oauth-protected-resource')) {
        return json(res, 200, {
          resource: `${origin}/mcp`,
          authorization_servers: [origin],
          bearer_methods_supported: ['header'],
        });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/.well-known/oauth-authorization-server')) {
        return json(res, 200, {
          issuer: origin,
          authorization_endpoint: `${origin}/authorize`,
          token_endpoint: `${origin}/token`,
          registration_endpoint: `${origin}/register`,
          response_types_supported: ['code'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: ['none'],
        });
      }
      if (route === 'POST /register') {
        const meta = JSON.parse(await readBody(req)) as { redirect_uris: string[] };
        const clientId = token();
        clients.set(clientId, { redirect_uris: meta.redirect_uris });
        return json(res, 201, { ...meta, client_id: clientId, client_id_issued_at: Math.floor(Date.now() / 1000) });
      }
      if (route === 'GET /authorize') {
        const p = url.searchParams;
        const client = clients.get(p.get('client_id') ?? '');
        const redirectUri = p.get('redirect_uri') ?? '';
        if (
          client === undefined ||
          !client.redirect_uris.includes(redirectUri) ||
          p.get('code_challenge_method') !== 'S256' ||
          p.get('response_type') !== 'code'
        ) {
          return json(res, 400, { error: 'invalid_request' });
        }
        const code = token();
        codes.set(code, { clientId: p.get('client_id') ?? '', challenge: p.get('code_challenge') ?? '', redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        if (p.get('state') !== null) back.searchParams.set('state', p.get('state') ?? '');
        res.writeHead(302, { Location: back.href }).end();
        return;
      }
      if (route === 'POST /token') return serveToken(req, res);
      res.writeHead(404).end();
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', error_description: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/mcp`,
    issued,
    grants,
    expireAccessTokens: () => access.clear(),
    revokeRefreshTokens: () => refresh.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The person's browser, standing in for shell.openExternal: opens the consent page, which
 * redirects at once, and follows that redirect to the loopback. `tamper` changes the address the
 * browser is sent back to (a forged redirect).
 */
export function createTestBrowser(tamper?: (back: URL) => URL): {
  openExternal(url: string): Promise<void>;
  opened: string[];
} {
  const opened: string[] = [];
  return {
    opened,
    async openExternal(url) {
      opened.push(url);
      const consent = await fetch(url, { redirect: 'manual' });
      const location = consent.headers.get('location');
      if (location === null) throw new Error(`the consent page did not redirect (${consent.status})`);
      const back = tamper !== undefined ? tamper(new URL(location)) : new URL(location);
      // Not awaited by the SDK's flow in a real browser either: the loopback answers on its own.
      void fetch(back).catch(() => undefined);
    },
  };
}
