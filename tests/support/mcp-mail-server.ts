/**
 * A small mail MCP server over stdio, written with the SDK for the tests, annotated as a real mail
 * server would be: listing is read-only; draft, send and delete act on the person's mailbox.
 * Run as `node --import tsx mcp-mail-server.ts <state.json>`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { loadTestServerState, saveTestServerState } from './mcp-test-server-state';

const statePath = process.argv[2]!;
const state = loadTestServerState(statePath);
state.starts += 1;
saveTestServerState(statePath, state);

const server = new McpServer({ name: 'test-mail', version: '1.0.0' });
const json = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });
const record = (tool: string, args: Record<string, unknown>) => {
  state.received.push({ tool, args });
  saveTestServerState(statePath, state);
};
const message = {
  to: z.array(z.string()).min(1).describe('Recipients'),
  cc: z.array(z.string()).default([]),
  subject: z.string(),
  body: z.string(),
  attachments: z.array(z.string()).default([]).describe('Paths of files to attach'),
};

server.registerTool(
  'list_mail',
  {
    title: 'List mail',
    description: 'Lists drafts and sent mail.',
    inputSchema: {},
    annotations: { readOnlyHint: true },
  },
  async () => {
    record('list_mail', {});
    return json({ mails: state.mails });
  },
);

for (const [tool, status, title] of [
  ['draft_mail', 'draft', 'Draft a mail'],
  ['send_mail', 'sent', 'Send a mail'],
] as const) {
  server.registerTool(
    tool,
    {
      title,
      description: status === 'sent' ? 'Sends a mail now.' : 'Saves a draft in the mailbox.',
      inputSchema: message,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    async (args) => {
      record(tool, args);
      const mail = { id: `mail_${state.mails.length + 1}`, status, ...args };
      state.mails.push(mail);
      saveTestServerState(statePath, state);
      return json({ [status]: mail.id });
    },
  );
}

server.registerTool(
  'delete_mail',
  {
    title: 'Delete a mail',
    description: 'Deletes a draft or a sent mail.',
    inputSchema: { id: z.string() },
    annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: true },
  },
  async (args) => {
    record('delete_mail', args);
    state.mails = state.mails.filter((m) => m.id !== args.id);
    saveTestServerState(statePath, state);
    return json({ deleted: args.id });
  },
);

await server.connect(new StdioServerTransport());
