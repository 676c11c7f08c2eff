import { defineMessages } from './define';

/**
 * MCP servers' words for a person: refusals of Settings › MCP servers (saving, importing, signing
 * in), a server question's answer that cannot be sent, and why a server is not running.
 */
export const MCP_MESSAGES = defineMessages({
  'mcp.noServer': ['name'],
  // Saving a server. `kind`: env (environment variables) or header; `names` the names, quoted.
  'mcp.noKeptValue': ['name', 'kind', 'names', 'count'],
  // `check`: the first rule the server broke, a CheckId (./checks.ts).
  'mcp.invalidServer': ['fields', 'check'],
  'mcp.cannotSeal': ['detail'],
  // Importing an mcpServers JSON (src/main/mcp/parse-server-import.ts), and why a server was skipped.
  'mcp.import.notJson': ['detail'],
  'mcp.import.noServers': [],
  'mcp.import.notObject': [],
  'mcp.import.sse': [],
  'mcp.import.invalid': ['field', 'check'],
  'mcp.import.nameTaken': [],
  // Signing in. `why`: one of McpSignInWhy; `detail` the server's or the sign-in library's own words.
  'mcp.signInFailed': ['name', 'why', 'detail'],
  // A server's question (src/main/mcp/prompt-registry.ts). `fields`: the fields that do not fit.
  'mcp.prompt.gone': [],
  'mcp.prompt.noSampling': [],
  'mcp.prompt.doesNotFit': ['fields'],
  // Why a server is not running (McpServerState.reason). `detail`: the start's own error text.
  'mcp.state.didNotStart': ['detail'],
  // A start Gatehouse refused itself (src/main/mcp/mcp-start-error.ts). `program` and `folder` are paths;
  // `programs`, `count` and `command` as in sandbox.missing.
  'mcp.start.programHidden': ['program', 'folder'],
  'mcp.start.programHiddenInHome': ['program', 'folder'],
  'mcp.start.writableNeedsFolder': [],
  'mcp.start.writableOutside': ['folder', 'workspace'],
  'mcp.start.noSandbox': [],
  'mcp.start.noSandboxPrograms': ['programs', 'count', 'command'],
  'mcp.start.noSandboxToGive': [],
  'mcp.start.noNpmFolder': [],
  'mcp.state.commandNotFound': ['detail'],
  'mcp.state.needsSignIn': ['detail'],
  'mcp.state.gaveUp': ['count'],
  'mcp.state.restarting': ['seconds'],
});

/** Why a sign-in did not complete, for `mcp.signInFailed` (`other`: the detail says it). */
export type McpSignInWhy =
  'notHttp' | 'unavailable' | 'wrongState' | 'refused' | 'timedOut' | 'cancelled' | 'noToken' | 'other';
