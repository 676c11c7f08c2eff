import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

/**
 * The test MCP servers keep what they hold (events, mails) and every call they received in one
 * JSON file, so a test reads exactly what a server was asked to do, and a restarted server (a
 * crash, a restart of the core) finds its data again.
 */
export interface TestServerState {
  events: { id: string; title: string; start: string; end: string; guests: string[]; location?: string }[];
  mails: {
    id: string;
    status: 'draft' | 'sent';
    to: string[];
    cc: string[];
    subject: string;
    body: string;
    attachments: string[];
  }[];
  /** Every tools/call the server received, in order: the tool and its arguments. */
  received: { tool: string; args: Record<string, unknown> }[];
  /** The roots the client offered at start, as file URIs. */
  roots?: string[];
  /** Calls the client cancelled (notifications/cancelled) while they ran. */
  cancelled?: string[];
  /** What happened to the write MCP_TEST_WRITE_OUTSIDE asked for: 'written' or 'refused: <code>'. */
  outsideWrite?: string;
  /** What happened to each write MCP_TEST_WRITE_PATHS asked for: 'written' or 'refused: <code>'. */
  writes?: Record<string, string>;
  /** The process now serving (a test signals it). */
  pid?: number;
  /** The variables MCP_TEST_RECORD_ENV named (comma-separated) as the last start saw them. */
  env?: Record<string, string | null>;
  /** Started processes so far. */
  starts: number;
  /** mcp-shifting-mail-server.ts: the tools it lists, read at start and again on SIGUSR2. */
  tools?: TestToolSpec[];
}

/** One tool a test server lists as its state file says: what it takes is a mail (to, subject, body) or nothing. */
export interface TestToolSpec {
  name: string;
  description: string;
  annotations: { readOnlyHint?: boolean; destructiveHint?: boolean; openWorldHint?: boolean };
  takes: 'mail' | 'nothing';
}

export function loadTestServerState(path: string): TestServerState {
  if (!existsSync(path)) return { events: [], mails: [], received: [], starts: 0 };
  return JSON.parse(readFileSync(path, 'utf8')) as TestServerState;
}

export function saveTestServerState(path: string, state: TestServerState): void {
  writeFileSync(`${path}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${path}.tmp`, path);
}
