/**
 * The client the MCP conformance suite runs (`conformance client --command "… client.ts"`): it
 * appends the scenario server's address and sets MCP_CONFORMANCE_SCENARIO.
 *
 * Everything MCP here is Gatehouse's own code, as the app composes it: the service over a real
 * SQLite settings table (createMcpService: server settings, the manager, the transport choice of
 * start-connection.ts, the OAuth client provider and sealed token store, Sign in), the prompts
 * registry a server's questions go to, and the tool source the agent loop calls (inspect, then
 * execute with the inspection a person approved). Only the person is scripted: they approve every
 * call, sign in when a server needs it (the browser replaced by following the consent page's
 * redirect with fetch), and answer every question by accepting the form as it opens (its defaults).
 * Exits 0 when every scripted step worked; the suite judges the rest from what the server saw.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMcpService, deriveMcpToolName, type McpService } from '../../src/main/mcp';
import { createMemoryNoteStore, createSettingsStore, openDatabase } from '../../src/main/store';
import { McpServerConfigSchema } from '../../src/shared/mcp';
import { createScriptedPerson } from './scripted-person';

const SERVER = 'conformance';

/** What the scripted model sends to a tool it knows; any other tool is called with no arguments. */
const SCRIPTED_ARGUMENTS: Readonly<Record<string, Record<string, unknown>>> = {
  add_numbers: { a: 2, b: 3 },
};

async function main(): Promise<void> {
  const url = process.argv.at(-1);
  if (url === undefined || !/^https?:\/\//.test(url)) throw new Error('usage: client.ts <server url>');
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-conformance-'));
  const workspace = mkdtempSync(join(tmpdir(), 'gatehouse-conformance-folder-'));
  const db = openDatabase({ dataDir });
  const person = createScriptedPerson();
  // Why an unsealing box: there is no OS keychain here; the app passes Electron's safeStorage.
  const box = {
    storage: 'basic_text' as const,
    encrypt: (plain: string) => Buffer.from(plain),
    decrypt: (sealed: Buffer) => sealed.toString(),
  };
  const service: McpService = createMcpService(
    createSettingsStore(db),
    box,
    { startTimeoutMs: 20_000 },
    { secrets: box, openExternal: person.openConsentPage, signInTimeoutMs: 20_000 },
  );
  const offPrompts = service.onPromptsChanged((prompts) => person.answerPrompts(service, prompts));
  try {
    await service.saveServer(
      McpServerConfigSchema.parse({ name: SERVER, scope: 'global', transport: { type: 'http', url } }),
    );
    await connect(service, workspace);
    await callEveryTool(service, db, workspace);
  } finally {
    offPrompts();
    await service.close();
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  }
}

/** The server started as the app starts it; "needs sign-in" is answered as the person would, with Sign in. */
async function connect(service: McpService, workspace: string): Promise<void> {
  try {
    await service.manager.connectionFor(SERVER, workspace);
    return;
  } catch (err) {
    const state = service.states().find((s) => s.name === SERVER);
    if (state?.status !== 'needs_sign_in') throw err;
  }
  await service.signIn(SERVER);
  await service.manager.connectionFor(SERVER, workspace);
}

/**
 * Every tool the server lists, as the loop runs it: inspect, a person's approval of that inspection,
 * execute. A call the server refused for want of access ends the session; the person then finds the
 * server reading "needs sign-in", signs in again and asks for the call once more.
 */
async function callEveryTool(
  service: McpService,
  db: ReturnType<typeof openDatabase>,
  workspace: string,
): Promise<void> {
  const memory = createMemoryNoteStore(db, () => new Date());
  for (const [i, tool] of service.tools.list().entries()) {
    const listed = service.manager.toolsOf(SERVER).find((t) => tool.name === deriveMcpToolName(SERVER, t.name));
    const args = SCRIPTED_ARGUMENTS[listed?.name ?? ''] ?? {};
    const ctx = { workspaceRoot: workspace, sessionId: 'ses_conformance' };
    const run = async (attempt: number) => {
      const inspection = await tool.inspect(args, ctx);
      return tool.execute(
        args,
        {
          ...ctx,
          runId: 'run_conformance',
          callId: `call_${i}_${attempt}`,
          reviewed: inspection,
          settledBy: { by: 'person' },
          memory,
        },
        AbortSignal.timeout(20_000),
      );
    };
    let result = await run(1);
    if (result.outcome !== 'success' && (await readsNeedsSignIn(service, workspace))) {
      await service.signIn(SERVER);
      result = await run(2);
    }
    if (result.outcome !== 'success')
      throw new Error(`${tool.name}: ${result.outcome === 'stale' ? result.reason : result.content}`);
    process.stdout.write(`${tool.name}: ${result.content}\n`);
  }
}

/** What the person sees in Settings once the server is started again: "needs sign-in", or not. */
async function readsNeedsSignIn(service: McpService, workspace: string): Promise<boolean> {
  await service.manager.connectionFor(SERVER, workspace).catch(() => undefined);
  return service.states().find((s) => s.name === SERVER)?.status === 'needs_sign_in';
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
