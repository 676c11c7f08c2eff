import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createHookJudge,
  deriveHookLogFolder,
  NO_SANDBOX_FOR_HOOK,
  type ConfiguredHook,
  type HookJudgeDeps,
} from '../../../src/main/hooks';
import type { HookCallInput } from '../../../src/main/agent';
import { loadSandboxTools } from '../../../src/main/sandbox';

let root: string;
let ws: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-hooks-'));
  ws = join(root, 'ws');
  dataDir = join(root, 'data');
  mkdirSync(ws);
  mkdirSync(dataDir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const hook = (command: string, over: Partial<ConfiguredHook> = {}): ConfiguredHook => ({
  id: 'hook_t1',
  source: 'user',
  event: 'PreToolUse',
  matcher: '',
  command,
  timeoutSec: 10,
  sandbox: 'hook',
  ...over,
});
const judgeWith = (hooks: ConfiguredHook[], over: Partial<HookJudgeDeps> = {}) =>
  createHookJudge({
    dataDir,
    loadHooks: async () => hooks,
    loadSandboxTools: () => loadSandboxTools(process.env.PATH ?? ''),
    loadHistoryEvents: () => [],
    ...over,
  });
const call = (over: Partial<HookCallInput> = {}): HookCallInput => ({
  tool: 'write_file',
  args: { path: 'a.md', content: 'hi' },
  workspaceRoot: ws,
  sessionId: 'ses_1',
  toolUseId: 'toolu_1',
  approvalMode: 'manual',
  ...over,
});

describe('a hook is run as Claude Code runs it', () => {
  it("reads Claude Code's JSON on stdin with CLAUDE_PROJECT_DIR set, and may write only its own log folder", async () => {
    writeFileSync(join(ws, 'readme.md'), 'in the workspace');
    writeFileSync(join(dataDir, 'gatehouse.db'), 'approvals');
    const script = [
      'cat > "$GATEHOUSE_HOOK_LOG_DIR/input.json"',
      'printf "%s" "$CLAUDE_PROJECT_DIR" > "$GATEHOUSE_HOOK_LOG_DIR/project-dir"',
      'cat readme.md > "$GATEHOUSE_HOOK_LOG_DIR/read" 2>/dev/null',
      'echo x > "$CLAUDE_PROJECT_DIR/written-by-hook" 2>/dev/null || echo refused > "$GATEHOUSE_HOOK_LOG_DIR/write"',
      `ls ${JSON.stringify(dataDir)} > "$GATEHOUSE_HOOK_LOG_DIR/data" 2>&1`,
      'exit 0',
    ].join('\n');
    const answer = await judgeWith([hook(script)]).preToolUse(call());
    expect(answer?.record.runs).toMatchObject([{ hookId: 'hook_t1', outcome: 'no_opinion', counted: false }]);
    const logs = deriveHookLogFolder(dataDir, 'hook_t1');
    const input = JSON.parse(readFileSync(join(logs, 'input.json'), 'utf8'));
    expect(input).toEqual({
      session_id: 'ses_1',
      transcript_path: join(dataDir, 'hook-transcripts', 'ses_1.jsonl'),
      cwd: ws,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(ws, 'a.md'), content: 'hi' },
      tool_use_id: 'toolu_1',
    });
    expect(readFileSync(join(logs, 'project-dir'), 'utf8')).toBe(ws);
    expect(readFileSync(join(logs, 'read'), 'utf8')).toBe('in the workspace');
    expect(readFileSync(join(logs, 'write'), 'utf8')).toBe('refused\n');
    expect(existsSync(join(ws, 'written-by-hook'))).toBe(false);
    // Gatehouse's data folder appears empty but for the hook's own folders bound back.
    expect(readFileSync(join(logs, 'data'), 'utf8')).toBe('hook-logs\nhook-transcripts\n');
  });

  it("a person's hook may read the script file its command names outside the workspace; a project hook may not", async () => {
    const outside = join(root, 'outside.sh');
    writeFileSync(outside, 'echo \'{"decision":"block","reason":"read it"}\'\n');
    const answer = await judgeWith([
      hook(`bash ${outside}`),
      hook(`bash ${outside}`, { id: 'project:.claude/settings.json:PreToolUse:0:0', source: 'project' }),
    ]).preToolUse(call());
    expect(answer?.record.runs.map((r) => [r.source, r.outcome])).toEqual([
      ['user', 'deny'],
      ['project', 'error'],
    ]);
    expect(answer?.record.runs[1]!.error).toMatch(/exit code 127: bash: .*outside\.sh: No such file or directory/);
  });

  it('a sandboxed hook reaches no network', async () => {
    const answer = await judgeWith([
      hook(
        "node -e \"require('net').connect(80, '1.1.1.1').on('error', e => { console.error(e.code); process.exit(3) })\"",
      ),
    ]).preToolUse(call());
    expect(answer?.record.runs[0]).toMatchObject({
      outcome: 'error',
      error: expect.stringMatching(/exit code 3: (ENETUNREACH|EAI_AGAIN|ECONNREFUSED)/),
    });
    expect(answer?.record.effect).toBe('ask');
  });

  it('with no sandbox on this computer a sandboxed hook does not run and its call asks, saying why; an unsandboxed one runs', async () => {
    const marker = join(root, 'ran');
    const answer = await judgeWith(
      [hook(`touch ${marker}`), hook(`touch ${marker}-none`, { id: 'hook_t2', sandbox: 'none' })],
      { loadSandboxTools: () => ({ missing: 'no bubblewrap' }) },
    ).preToolUse(call());
    expect(existsSync(marker)).toBe(false);
    expect(existsSync(`${marker}-none`)).toBe(true);
    expect(answer?.record.effect).toBe('ask');
    expect(answer?.record.runs[0]).toMatchObject({ outcome: 'error', error: NO_SANDBOX_FOR_HOOK });
    expect(answer?.record.errors[0]).toContain(NO_SANDBOX_FOR_HOOK);
  });

  it('a hook past its timeout is killed with what it started, and its call asks', async () => {
    const marker = join(ws, 'late');
    const started = Date.now();
    const answer = await judgeWith([
      hook(`(sleep 1.5; touch ${marker}) & sleep 30`, { timeoutSec: 1, sandbox: 'none' }),
    ]).preToolUse(call());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer?.record).toMatchObject({
      effect: 'ask',
      runs: [{ outcome: 'error', error: 'did not answer within 1 seconds and was stopped.' }],
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(existsSync(marker)).toBe(false);
  });

  it("matchers pick hooks by Claude Code's tool name; PostToolUse hooks see the response", async () => {
    const judge = judgeWith([
      hook(
        'echo \'{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"no bash"}}\'',
        { matcher: 'Bash' },
      ),
      hook('cat > "$GATEHOUSE_HOOK_LOG_DIR/post.json"; echo \'{"decision":"block","reason":"lint failed"}\'', {
        id: 'hook_post',
        event: 'PostToolUse',
        matcher: 'Write|Edit',
      }),
    ]);
    expect(await judge.preToolUse(call())).toBeUndefined();
    expect((await judge.preToolUse(call({ tool: 'run_command', args: { command: 'ls' } })))?.record).toMatchObject({
      effect: 'deny',
      reason: 'no bash',
    });
    const post = await judge.postToolUse({ ...call(), outcome: 'success', content: 'Wrote a.md' });
    expect(post?.notes).toEqual([{ hookId: 'hook_post', kind: 'block', text: 'lint failed' }]);
    const input = JSON.parse(readFileSync(join(deriveHookLogFolder(dataDir, 'hook_post'), 'post.json'), 'utf8'));
    expect(input).toMatchObject({
      hook_event_name: 'PostToolUse',
      tool_name: 'Write',
      tool_response: { outcome: 'success', success: true, content: 'Wrote a.md' },
    });
  });
});
