/**
 * The channel names of the IPC contract, with no schemas attached, so the sandboxed preload can
 * generate its typed methods without bundling zod. src/shared/ipc.ts pairs each with its schemas;
 * a test checks the two lists are the same.
 */
export const INVOKE_CHANNELS = [
  'app:bootstrap',
  'session:list',
  'session:create',
  'session:rename',
  'session:set-workspace',
  'session:delete',
  'session:load',
  'session:compact',
  'run:send',
  'run:stop',
  'run:retry',
  'run:ask-me-instead',
  'approval:save-draft',
  'approval:drafts',
  'approval:send',
  'approval:preview-edit',
  'approval:inbox',
  'approval:get',
  'audit:export',
  'settings:get',
  'settings:update',
  'workspace:pick',
  'notes:list',
  'notes:delete',
  'data:export',
  'data:delete',
  // Undo: what each write's tool card offers, the diff of an undo, the undo itself.
  'undo:status',
  'undo:preview',
  'undo:apply',
  // Yolo fenced
  'session:set-approval-mode',
  // Local models: Test connection.
  'model:test-connection',
  // First run: the folder checked when picked, the saved model tried before Start creates anything.
  'workspace:check',
  'model:check',
  // MCP servers
  'mcp:list',
  'mcp:save',
  'mcp:remove',
  'mcp:set-trust',
  'mcp:import',
  // MCP authorization (sign-in): the browser sign-in of a remote server, and forgetting its tokens.
  'mcp:sign-in',
  'mcp:sign-out',
  // MCP prompts: a server's questions to the person, and the person's answer.
  'mcp:prompts',
  'mcp:answer-prompt',
  // Saved rules: the rules page, the sheet's "allow for this conversation" and "always allow…".
  'rules:list',
  'rules:draft',
  'rules:matches',
  'rules:examples',
  'rules:save',
  'rules:set-enabled',
  'rules:delete',
  'rules:export',
  'rules:import',
  // Hooks: the hooks section of Settings, and a folder's project hooks and trust.
  'hooks:list',
  'hooks:save',
  'hooks:remove',
  'hooks:import',
  'hooks:project',
  'hooks:trust-folder',
  'hooks:untrust-folder',
  // Large texts the window's copy holds back (src/shared/held-texts.ts): read whole, or a diff by pages.
  'text:read',
  'text:page',
] as const;
export type InvokeChannel = (typeof INVOKE_CHANNELS)[number];

/** Main → every window. */
export const PUSH_CHANNELS = ['push:core', 'push:open-approval'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/** 'session:create' → 'sessionCreate': the method name the preload exposes for a channel. */
export function methodNameFor(channel: InvokeChannel): string {
  return channel.replace(/[:-]([a-z])/g, (_m, c: string) => c.toUpperCase());
}
