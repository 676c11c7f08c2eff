import { z } from 'zod';

/**
 * Hooks (issue 16): the configuration vocabulary both sides use. A hook is a person's (or a
 * workspace folder's) shell command that Claude Code-compatible tooling runs before or after a tool
 * call; what each answer did to a call is in hook-records.ts, the protocol in src/main/hooks and
 * docs/hooks.md.
 */

export const HookEventSchema = z.enum(['PreToolUse', 'PostToolUse']);
export type HookEvent = z.infer<typeof HookEventSchema>;

/**
 * Where a hook runs. `hook` (the default): in the OS sandbox, reading the workspace (and what
 * read-only commands read), writing only its own log folder, with no network. `none`: with the
 * person's own rights, which they confirm when saving it.
 */
export const HookSandboxSchema = z.enum(['hook', 'none']);
export type HookSandbox = z.infer<typeof HookSandboxSchema>;

export const HOOK_TIMEOUT_DEFAULT_SEC = 60;
export const HOOK_TIMEOUT_MAX_SEC = 600;

/**
 * Pure: why a matcher cannot be used, in plain words, or null. '' and '*' match every tool; any
 * other matcher is a regular expression that must match the whole of Claude Code's tool name.
 */
export function deriveMatcherProblem(matcher: string): string | null {
  if (matcher === '' || matcher === '*') return null;
  try {
    new RegExp(matcher);
    return null;
  } catch {
    return `"${matcher.slice(0, 100)}" is not a pattern Gatehouse can read. Use a tool name such as Bash, names separated by | such as Write|Edit, or leave it empty for every tool.`;
  }
}

/** Pure: whether a (valid) matcher matches a Claude Code tool name: '' and '*' match all, else the whole name. */
export function matchesToolName(matcher: string, toolName: string): boolean {
  if (matcher === '' || matcher === '*') return true;
  try {
    return new RegExp(`^(?:${matcher})$`).test(toolName);
  } catch {
    return false;
  }
}

export const HookMatcherSchema = z.string().max(500).superRefine((m, ctx) => {
  const problem = deriveMatcherProblem(m);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
});

export const HookIdSchema = z.string().regex(/^hook_[A-Za-z0-9]{1,40}$/);

/** What a person writes for one hook (settings page, import). */
export const HookDefinitionSchema = z.object({
  event: HookEventSchema,
  matcher: HookMatcherSchema.default(''),
  command: z.string().trim().min(1, 'Write the command the hook runs.').max(10_000),
  timeoutSec: z.number().int().min(1).max(HOOK_TIMEOUT_MAX_SEC).default(HOOK_TIMEOUT_DEFAULT_SEC),
  sandbox: HookSandboxSchema.default('hook'),
}).strict();
export type HookDefinition = z.infer<typeof HookDefinitionSchema>;
export type HookDefinitionInput = z.input<typeof HookDefinitionSchema>;

/** A person's hook as the settings page shows it, in the order hooks run. */
export const HookViewSchema = HookDefinitionSchema.extend({
  id: HookIdSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HookView = z.infer<typeof HookViewSchema>;

/**
 * Saving a hook: a new one (no id) or a replacement. `confirmRunWithoutSandbox` must be true for a
 * hook set to `none`: the person chose to run it with their own rights.
 */
export const HookSaveSchema = z.object({
  id: HookIdSchema.optional(),
  definition: HookDefinitionSchema,
  confirmRunWithoutSandbox: z.boolean().optional(),
}).strict();
export type HookSave = z.input<typeof HookSaveSchema>;

/** The project files Gatehouse reads hooks from, relative to the workspace folder. */
export const PROJECT_HOOK_FILES = ['.claude/settings.json', '.gatehouse/hooks.json'] as const;
export const ProjectHookFileSchema = z.enum(PROJECT_HOOK_FILES);

/** One hook a workspace folder carries. Project hooks always run in the hook sandbox. */
export const ProjectHookViewSchema = z.object({
  /** `project:<file>:<event>:<n>`: stable while the file is unchanged. */
  id: z.string().max(200),
  source: ProjectHookFileSchema,
  event: HookEventSchema,
  matcher: z.string().max(500),
  command: z.string().max(10_000),
  timeoutSec: z.number().int().min(1).max(HOOK_TIMEOUT_MAX_SEC),
  /** Script files inside the folder its command names (workspace-relative): their content is part of what is trusted. */
  scripts: z.array(z.string()).optional(),
});
export type ProjectHookView = z.infer<typeof ProjectHookViewSchema>;

/**
 * A folder's project hooks and whether they may run: `trusted` (the person trusted exactly these),
 * `changed` (trusted once, different now), `untrusted` (never trusted), `none` (no hooks there).
 * Only `trusted` hooks run; the others are recorded as not run.
 */
export const ProjectHooksViewSchema = z.object({
  folder: z.string(),
  status: z.enum(['none', 'trusted', 'changed', 'untrusted']),
  hooks: z.array(ProjectHookViewSchema),
  /** sha256 of the hooks as read now; trusting sends it back, so a person trusts what they saw. */
  hash: z.string(),
  trustedAt: z.string().optional(),
  /** Files that are there but could not be read as hooks, in plain words. */
  problems: z.array(z.string()),
  /** Events of the files Gatehouse does not run (UserPromptSubmit, Stop…). */
  skipped: z.array(z.string()),
});
export type ProjectHooksView = z.infer<typeof ProjectHooksViewSchema>;

/** A trusted folder as export lists it. */
export const HookFolderTrustSchema = z.object({ folder: z.string(), hash: z.string(), trustedAt: z.string() });
export type HookFolderTrust = z.infer<typeof HookFolderTrustSchema>;

/** Importing a Claude Code settings.json: the hooks added, and what was left out and why. */
export const HookImportResultSchema = z.object({
  imported: z.array(HookViewSchema),
  skipped: z.array(z.object({ event: z.string(), reason: z.string() })),
});
export type HookImportResult = z.infer<typeof HookImportResultSchema>;
