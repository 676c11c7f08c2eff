/**
 * A tiny MCP server over stdio that asks the person during its tool calls, for the tests of MCP
 * prompts: `ask_name` elicits a name and an age, `ask_model` asks for sampling, `client_capabilities` says what the client declared, `ask_then_crash` asks and
 * then exits before any answer (a crash). Each tool returns
 * what the client answered, as JSON text. Run as `node --import tsx mcp-asking-server.ts`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'test-asking', version: '1.0.0' });
const text = (value: unknown) => ({ content: [{ type: 'text' as const, text: JSON.stringify(value) }] });

server.registerTool('ask_name', { description: 'Asks the person for their name.', inputSchema: {} }, async () => {
  const answer = await server.server.elicitInput({
    message: 'Who is asking?',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string', title: 'Your name', maxLength: 40 }, age: { type: 'integer', minimum: 0 } },
      required: ['name'],
    },
  });
  return text(answer);
});

server.registerTool('ask_model', { description: 'Asks the client model a question.', inputSchema: {} }, async () => {
  try {
    const answer = await server.server.createMessage({
      messages: [{ role: 'user', content: { type: 'text', text: 'Say the secret word.' } }],
      maxTokens: 50,
    });
    return text(answer);
  } catch (err) {
    return text({ error: err instanceof Error ? err.message : String(err) });
  }
});

server.registerTool(
  'client_capabilities',
  { description: 'Says what the client declared it can do.', inputSchema: {} },
  async () => text(server.server.getClientCapabilities() ?? {}),
);

server.registerTool(
  'ask_then_crash',
  { description: 'Asks the person, then the process dies before the answer.', inputSchema: {} },
  async () => {
    setTimeout(() => process.exit(3), 300);
    return text(
      await server.server.elicitInput({
        message: 'Still there?',
        requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
      }),
    );
  },
);

await server.connect(new StdioServerTransport());
