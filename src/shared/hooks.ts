import { z } from 'zod';
import { describeMainMessage, MainMessageSchema, say, type MainMessageOf } from './main-messages';
import { check } from './main-messages/checks';

/**
 * Hooks: the configuration vocabulary both sides use. A hook is a person's (or a
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
 * Pure: why a matcher cannot be used, as a message for the person, or null. '' and '*' match every
 * tool; any other matcher is a regular expression that must match the whole of Claude Code's tool name.
 */
export function deriveMatcherProblem(matcher: string): MainMessageOf<'hooks.matcherUnreadable'> | null {
  if (matcher === '' || matcher === '*') return null;
  try {
    new RegExp(matcher);
    return null;
  } catch {
    return say('hooks.matcherUnreadable', { matcher: matcher.slice(0, 100) });
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

export const HookMatcherSchema = z
  .string()
  .max(500)
  .superRefine((m, ctx) => {
    const problem = deriveMatcherProblem(m);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: describeMainMessage(problem) });
  });

export const HookIdSchema = z.string().regex(/^hook_[A-Za-z0-9]{1,40}$/);

/** What a person writes for one hook (settings page, import). */
export const HookDefinitionSchema = z
  .object({
    event: HookEventSchema,
    matcher: HookMatcherSchema.default(''),
    command: z.string().trim().min(1, check('check.hookCommandNeeded')).max(10_000),
    timeoutSec: z.number().int().min(1).max(HOOK_TIMEOUT_MAX_SEC).default(HOOK_TIMEOUT_DEFAULT_SEC),
    sandbox: HookSandboxSchema.default('hook'),
  })
  .strict();
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
export const HookSaveSchema = z
  .object({
    id: HookIdSchema.optional(),
    definition: HookDefinitionSchema,
    confirmRunWithoutSandbox: z.boolean().optional(),
  })
  .strict();
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
  /**
   * The files inside the folder it runs (workspace-relative): the ones its command names, what its
   * shell scripts source, and every file of the folder a named script sits in. Their content is part
   * of what is trusted; Gatehouse keeps a copy and runs the hook from it.
   */
  scripts: z.array(z.string()).optional(),
});
export type ProjectHookView = z.infer<typeof ProjectHookViewSchema>;

/**
 * Why Gatehouse will not trust a folder's hooks as they are: a word for the window to put in a
 * sentence (src/renderer/src/i18n/hooks.ts), with what it names. One per refused hook (`hookId`), or
 * for the whole folder (no `hookId`: its hook files are too large to keep a copy of).
 * - `glob` {word}: a wildcard or brace names what runs; `assignment` {name}: it sets a variable
 *   (BASH_ENV, NODE_OPTIONS… load code); `expansion` {text}: a $… other than $CLAUDE_PROJECT_DIR,
 *   a `…`, a ~; `module_lookup` {program}: npx, npm run, make, python -m, node --require…;
 *   `inline_shell` {program}: bash -c, eval; `indirect` {program}: xargs, find -exec; `unreadable`:
 *   shell syntax that cannot be read ahead of running (loops, functions, background jobs);
 *   `outside` {path}: a file outside the folder; `link` {path}: a symbolic link among its files;
 * - in a script it runs {script}: `source_unknown` {line}: it sources a file named only when it
 *   runs; `script_module_lookup` {program}; `script_preload` {name}: it sets BASH_ENV and the like;
 * - the folder: `too_large` {kilobytes, limitKilobytes}; `too_many_files` {count, limit}.
 */
export const HookTrustRefusalReasonSchema = z.enum([
  'glob',
  'assignment',
  'expansion',
  'module_lookup',
  'inline_shell',
  'indirect',
  'unreadable',
  'outside',
  'link',
  'source_unknown',
  'script_module_lookup',
  'script_preload',
  'too_large',
  'too_many_files',
]);
export type HookTrustRefusalReason = z.infer<typeof HookTrustRefusalReasonSchema>;
export const HookTrustRefusalSchema = z.object({
  hookId: z.string().max(200).optional(),
  reason: HookTrustRefusalReasonSchema,
  params: z.record(z.string().max(40), z.union([z.string().max(600), z.number()])),
});
export type HookTrustRefusal = z.infer<typeof HookTrustRefusalSchema>;

/**
 * A folder's project hooks and whether they may run: `trusted` (the person trusted exactly these),
 * `changed` (trusted once, different now), `untrusted` (never trusted), `none` (no hooks there).
 * Trusted hooks run from the copy Gatehouse kept when the person trusted them (`trustedCopy`
 * `kept`), so a changed folder still runs what was trusted until the person trusts the new version;
 * a trust without a copy (`missing`: given before Gatehouse kept copies) runs nothing. Untrusted
 * hooks are recorded as not run.
 */
export const ProjectHooksViewSchema = z.object({
  folder: z.string(),
  status: z.enum(['none', 'trusted', 'changed', 'untrusted']),
  hooks: z.array(ProjectHookViewSchema),
  /** sha256 of the hooks as read now; trusting sends it back, so a person trusts what they saw. */
  hash: z.string(),
  trustedAt: z.string().optional(),
  /** Files that are there but could not be read as hooks: a message for the person each. */
  problems: z.array(MainMessageSchema),
  /** What of the files Gatehouse does not run (UserPromptSubmit, Stop…): the file, the event, and why. */
  skipped: z.array(z.object({ file: z.string(), event: z.string(), reason: MainMessageSchema })),
  /** Why these hooks cannot be trusted as they are; trusting is refused while any is listed. */
  refusals: z.array(HookTrustRefusalSchema).max(200),
  /** Whether the copy the trust runs from is there (only when the folder was trusted). */
  trustedCopy: z.enum(['kept', 'missing']).optional(),
});
export type ProjectHooksView = z.infer<typeof ProjectHooksViewSchema>;

/** A trusted folder as export lists it. */
export const HookFolderTrustSchema = z.object({ folder: z.string(), hash: z.string(), trustedAt: z.string() });
export type HookFolderTrust = z.infer<typeof HookFolderTrustSchema>;

/**
 * A trusted folder as `data:export` writes it: the trust and the copy Gatehouse keeps of what its
 * hooks run (each file in base64, at most 1 MB of them in all), or why there is none.
 */
export const HookFolderTrustExportSchema = HookFolderTrustSchema.extend({
  copy: z.union([
    z.object({
      hooks: z.array(ProjectHookViewSchema),
      files: z.array(
        z.object({
          path: z.string(),
          size: z.number().int().nonnegative(),
          sha256: z.string(),
          executable: z.boolean(),
          contentBase64: z.string(),
        }),
      ),
    }),
    z.object({ missing: z.enum(['absent', 'damaged']) }),
  ]),
});
export type HookFolderTrustExport = z.infer<typeof HookFolderTrustExportSchema>;

/** Importing a Claude Code settings.json: the hooks added, and what was left out and why. */
export const HookImportResultSchema = z.object({
  imported: z.array(HookViewSchema),
  skipped: z.array(z.object({ event: z.string(), reason: MainMessageSchema })),
});
export type HookImportResult = z.infer<typeof HookImportResultSchema>;
