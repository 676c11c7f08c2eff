/**
 * A mail MCP server over stdio whose send_mail names the account it sends from (`account`, as
 * servers for several mailboxes do) and takes a priority no mail layout shows. Records every call
 * in its state file. Run as `node --import tsx mcp-account-mail-server.ts <state.json>`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';
import { loadTestServerState, saveTestServerState } from './mcp-test-server-state';

const statePath = process.argv[2]!;
const state = loadTestServerState(statePath);
state.starts += 1;
saveTestServerState(statePath, state);

const server = new McpServer({ name: 'test-account-mail', version: '1.0.0' });

server.registerTool(
  'send_mail',
  {
    title: 'Send a mail',
    description: 'Sends a mail now from one of your accounts.',
    inputSchema: {
      account: z.string().describe('The account to send from'),
      to: z.array(z.string()).min(1).describe('Recipients'),
      subject: z.string(),
      body: z.string(),
      priority: z.enum(['low', 'normal', 'high']).describe('How the mail is marked'),
    },
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
  },
  async (args) => {
    state.received.push({ tool: 'send_mail', args });
    saveTestServerState(statePath, state);
    return { content: [{ type: 'text' as const, text: JSON.stringify({ sent: `mail_${state.received.length}` }) }] };
  },
);

await server.connect(new StdioServerTransport());
