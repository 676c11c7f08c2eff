import { z } from 'zod';
import { PLAN_ITEM_STATUSES, PLAN_ITEM_TEXT_MAX_CHARS } from './plan-items';
import { McpCallPreviewSchema } from './mcp';
import { EffectSchema } from './modes';
import { MainMessageSchema } from './main-messages';
import { DiffRestSchema } from './held-texts';

export {
  BUILTIN_TOOL_NAMES,
  isBuiltinToolName,
  type BuiltinToolName,
  type McpToolName,
  type ToolName,
} from './tool-names';

/** How a text file is stored on disk; a write keeps it. */
export const TextEncodingSchema = z.object({
  name: z.enum(['utf8', 'utf16le', 'utf16be', 'latin1']),
  bom: z.boolean(),
  eol: z.enum(['lf', 'crlf', 'mixed', 'none']),
});
export type TextEncoding = z.infer<typeof TextEncodingSchema>;

export { isWithinWritePreviewTextLimits, WRITE_PREVIEW_TEXT_LIMITS } from './write-preview-limits';

/**
 * Big changes reviewed by their meaning: one change a diff makes again and again.
 * - `substitute`: on each of its lines, every occurrence of `from` became `to` and nothing else
 *   changed (checked exactly: the old line with `from` replaced by `to` everywhere is the new line).
 *   `at` holds runs [oldLine, newLine, count]: `count` consecutive line pairs from those 1-based numbers.
 * - `insert`: the lines `to` were inserted; `delete`: the lines `from` were deleted. `at` holds one
 *   triple [oldLine, newLine, lineCount] per place: where the lines start on each side (for an
 *   insertion, the old line they come before; for a deletion, the new line that follows).
 * `places` counts the changes made (a line may hold several substitutions); `lines` the line pairs
 * (substitute) or the lines inserted or deleted in all.
 */
export const SameChangeSchema = z.object({
  kind: z.enum(['substitute', 'insert', 'delete']),
  from: z.string(),
  to: z.string(),
  places: z.number().int().positive(),
  lines: z.number().int().positive(),
  at: z.array(z.number().int().nonnegative()),
});
export type SameChange = z.infer<typeof SameChangeSchema>;

/**
 * What a change means, beside its diff (the diff itself is unchanged): the same changes grouped,
 * and what no group explains. A group is never claimed for a change it does not describe exactly.
 */
export const DiffMeaningSchema = z.object({
  /** Most places first; each found at least twice. */
  groups: z.array(SameChangeSchema),
  /** Changed lines (removed + added) that no group explains. */
  otherLines: z.number().int().nonnegative(),
  /**
   * Lines the diff lists as removed and then added back unchanged in the same place (its heuristics
   * do so on large inputs): they change nothing, so they need no group and are not counted as other.
   */
  unchangedPairs: z.number().int().nonnegative(),
  /** Hunks (0-based, in the order of `unified`) holding at least one change no group explains. */
  otherHunks: z.array(z.number().int().nonnegative()),
  oldLineCount: z.number().int().nonnegative(),
  newLineCount: z.number().int().nonnegative(),
  /** Most lines of the file change: the sheet states the size and a summary before the pages. */
  rewrite: z.boolean(),
});
export type DiffMeaning = z.infer<typeof DiffMeaningSchema>;

/** What the diff pane needs for a write or an edit. */
export const WritePreviewSchema = z.object({
  kind: z.enum(['new', 'change', 'unchanged', 'binary']),
  path: z.string(),
  /** Unified diff, 3 lines of context; `--- /dev/null` for a new file; empty for unchanged and binary. */
  unified: z.string(),
  /**
   * Only in a window's copy (never in the log): `unified` is the diff's first page, and the rest is
   * read by its hash a page at a time (src/shared/held-texts.ts).
   */
  unifiedRest: DiffRestSchema.optional(),
  /** Text on disk (decoded), null for a new or binary file, or when `textsOmitted`. */
  original: z.string().nullable(),
  /** Text that would be written, null for binary, or when `textsOmitted`. */
  proposed: z.string().nullable(),
  /**
   * True when `original` and `proposed` were left out because one side is past
   * WRITE_PREVIEW_TEXT_LIMITS: the hunks in `unified` are the whole preview, and a note says so.
   */
  textsOmitted: z.boolean().optional(),
  /**
   * sha256 of the exact bytes the write will put on disk (encoding, BOM and line endings applied), so
   * the write can prove it is what was reviewed without the text. Absent for binary previews and for
   * text the file's encoding cannot store (such a write is refused).
   */
  proposedHash: z.string().optional(),
  language: z.string(),
  added: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  hunkCount: z.number().int().nonnegative(),
  /** sha256 of the bytes the preview was computed from; null when the file did not exist. */
  baseHash: z.string().nullable(),
  encoding: TextEncodingSchema.nullable(),
  sizes: z.object({ before: z.number().int().nonnegative().nullable(), after: z.number().int().nonnegative() }),
  /** Notes for the person ("stored as UTF-16 with a BOM; kept as it is", "no changes"), as message ids. */
  notes: z.array(MainMessageSchema),
  /** For a change to an existing file: its same changes grouped. Absent in older logs. */
  meaning: DiffMeaningSchema.optional(),
});
export type WritePreview = z.infer<typeof WritePreviewSchema>;

/**
 * What one step of a command does, as the parser reads its words: a verb, the words that name what
 * it acts on, and where it puts them. The window words it ("Deletes old-draft.txt for good").
 * `other`: a program Gatehouse cannot tell the effect of; `run-script`: a script of this folder.
 */
export const CommandActionSchema = z.object({
  verb: z.enum([
    'delete',
    'move',
    'copy',
    'create-folder',
    'create-file',
    'write-file',
    'change-permissions',
    'install-packages',
    'reach-network',
    'run-script',
    'git-commit',
    'git-push',
    'git-change',
    'read',
    'other',
  ]),
  program: z.string(),
  targets: z.array(z.string()),
  destination: z.string().optional(),
});
export type CommandAction = z.infer<typeof CommandActionSchema>;

export const CommandPreviewSchema = z.object({
  command: z.string(),
  /** What each step does, in order (absent in older logs, and when the command cannot be read). */
  actions: z.array(CommandActionSchema).optional(),
  cwd: z.string(),
  verdict: z.enum(['read_only', 'ask']),
  /** Why it may run unasked, or why it asks, as a message id. */
  reason: MainMessageSchema,
  /** Which environment variables it gets and which are withheld (absent in older logs, where `reason` says it). */
  withheldNote: MainMessageSchema.optional(),
  /** `bash -n` verdict. */
  syntax: z.object({ ok: z.boolean(), message: z.string() }),
  /** Each simple command as its words, in order of appearance. */
  commands: z.array(z.array(z.string())),
  /** Hosts the command names (URLs, git remotes, package registries): an approved run may reach exactly these. */
  hosts: z.array(z.string()).optional(),
  /**
   * How it will run: in the OS sandbox (`confined`) or with the person's full rights. `limits` are
   * messages, one a line, of what stays blocked even once approved (.git/hooks, shell rc files…).
   */
  sandbox: z
    .object({
      confined: z.boolean(),
      limits: z.array(MainMessageSchema),
      /** How many of `limits`, from the first, are about this command's own words (a protected place it names); the rest are the sandbox's general fence. */
      ownLimits: z.number().int().min(0).optional(),
      /** Why there is no sandbox, when there is none. */
      unavailableReason: MainMessageSchema.optional(),
    })
    .optional(),
  /** Environment variables that are not passed to the command (names only). */
  withheldEnv: z.array(z.string()).optional(),
});
export type CommandPreview = z.infer<typeof CommandPreviewSchema>;

export const PlanItemSchema = z.object({
  text: z.string().min(1).max(PLAN_ITEM_TEXT_MAX_CHARS),
  status: z.enum(PLAN_ITEM_STATUSES),
});
export type PlanItem = z.infer<typeof PlanItemSchema>;

/** update_plan's arguments: the whole checklist each time. The UI reads plans from these calls. */
export const UpdatePlanArgsSchema = z
  .object({
    items: z
      .array(PlanItemSchema.strict())
      .min(1)
      .max(50)
      .describe('The whole checklist, in order; each item has text and status.'),
  })
  .strict();
export type UpdatePlanArgs = z.infer<typeof UpdatePlanArgsSchema>;

export const CallPreviewSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('write'), write: WritePreviewSchema }),
  z.object({ type: z.literal('command'), command: CommandPreviewSchema }),
  z.object({ type: z.literal('plan'), items: z.array(PlanItemSchema) }),
  z.object({ type: z.literal('args'), text: z.string() }),
  // MCP servers: the tool as its server describes it, mail and calendar layouts, a file write's diff.
  z.object({ type: z.literal('mcp'), mcp: McpCallPreviewSchema.extend({ write: WritePreviewSchema.optional() }) }),
]);
export type CallPreview = z.infer<typeof CallPreviewSchema>;
/** An MCP call's sheet: McpCallPreview, plus the diff for a tool known to write files. */
export type McpPreview = Extract<CallPreview, { type: 'mcp' }>['mcp'];

/** A protected place a call writes: what kind it is (the sheet says one sentence per kind) and the path. */
export const ProtectedPlaceSchema = z.object({
  /** `unchecked`: a folder the command may write holding more folders than the sandbox checks (its path is that folder). */
  kind: z.enum(['git', 'git-hooks', 'hook-framework', 'editor-settings', 'startup-file', 'unchecked']),
  path: z.string(),
});
export type ProtectedPlace = z.infer<typeof ProtectedPlaceSchema>;

/** What `inspect` learned about one call before anyone decides. */
export const InspectionSchema = z.object({
  /** Absolute paths the call touches (resolved through the workspace guard). */
  paths: z.array(z.string()),
  outsideWorkspace: z.boolean(),
  /** Why it counts as outside, one message per cause. */
  outsideReasons: z.array(MainMessageSchema),
  /**
   * A command that names no place outside but cannot be read whole (an expansion, eval, a program
   * name from a variable, the network): it counts as outside, and the sheet says Gatehouse cannot
   * tell what it reaches rather than that it is outside. Absent elsewhere and in older logs.
   */
  reachUnknown: z.boolean().optional(),
  defaultEffect: EffectSchema,
  /**
   * The call changes something beyond this computer or outlives the run on the person's behalf (a
   * memory note read into future prompts): only a person lifts it, never yolo. Absent means false.
   */
  actsOnWorld: z.boolean().optional(),
  /** The call would run code with the person's full rights (a command with no OS sandbox): yolo asks for it. Absent means false. */
  unconfined: z.boolean().optional(),
  /**
   * The protected places the call writes (src/main/sandbox/protected-places.ts): git's
   * settings and hooks, editor settings, start-up files. Only a person lifts such a call. Absent: none.
   */
  protectedPlaces: z.array(ProtectedPlaceSchema).optional(),
  /** Whether the effect can be undone by the person (a write to a new file can; an email cannot). */
  undoable: z.enum(['yes', 'no', 'partly']),
  /** One line for the person ("Change notes.md (+3 −1)"), as a message id. */
  summary: MainMessageSchema,
  /** A call let through without a person whose check failed before it ran, asked now: why, for the person. */
  staleNote: MainMessageSchema.optional(),
  preview: CallPreviewSchema,
});
export type Inspection = z.infer<typeof InspectionSchema>;
