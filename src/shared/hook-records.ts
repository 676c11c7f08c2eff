import { z } from 'zod';
import { ToolArgsSchema } from './decisions';
import { EffectSchema } from './modes';
import { MainMessageSchema } from './main-messages';

/**
 * Hooks, as the event log records them: what each hook said about one call, committed
 * with the approval, call or result event it shaped, and never asked again for the same input.
 * The hooks' configuration and protocol are in src/shared/hooks.ts and src/main/hooks.
 */

/** One hook's answer. `counted`: whether it entered decide() (a project hook's allow never does). */
export const HookRunRecordSchema = z.object({
  hookId: z.string().max(200),
  source: z.enum(['user', 'project']),
  /** The command, cut for display. */
  command: z.string().max(500),
  outcome: z.enum(['allow', 'deny', 'ask', 'no_opinion', 'error', 'not_run', 'block', 'context']),
  counted: z.boolean(),
  reason: z.string().max(4000).optional(),
  error: z.string().max(4000).optional(),
  /** When the error is one of Gatehouse's own (not the hook's), what it was, for the window to word: `error` keeps the English. */
  errorCode: z.enum(['no_sandbox', 'files_replaced', 'files_gone']).optional(),
  /** The error for a person (a message the window words); absent in records from before it was kept. */
  errorText: MainMessageSchema.optional(),
  /** Why it did not run (outcome not_run), for a person; records from before it was kept say it in `reason`, in English. */
  notRunText: MainMessageSchema.optional(),
  /** This hook's updatedInput became the call's input. */
  rewrote: z.boolean().optional(),
  ms: z.number().int().nonnegative().optional(),
  /** This hook added a note for the model (PreToolUse: among the record's additionalContext, kept in the order of these runs). */
  addedContext: z.boolean().optional(),
  /** The hook's systemMessage: shown to the person beside the record, never told to the model. */
  message: z.string().max(4000).optional(),
});
export type HookRunRecord = z.infer<typeof HookRunRecordSchema>;

/**
 * The PreToolUse hooks' verdict on one input of one call. `effect` is their combined opinion as it
 * entered decide() (deny beats ask beats allow; a project hook's allow not counted; any error asks;
 * at least ask when a project hook rewrote the call or a hook rewrote it twice).
 * `rewrite`: the hook whose updatedInput became the effective input, and the input it replaced.
 * `errors`: in plain words, shown on the sheet (a hook that failed makes its call ask).
 */
export const PreToolUseRecordSchema = z.object({
  effect: EffectSchema.optional(),
  reason: z.string().max(4000).optional(),
  runs: z.array(HookRunRecordSchema).max(100),
  /** sha256 of the canonical {tool, args} the hooks judged. */
  inputHash: z.string().max(100),
  rewrite: z.object({ hookId: z.string().max(200), command: z.string().max(500), replaced: ToolArgsSchema }).optional(),
  /** What hooks asked to tell the model beside the call's result. */
  additionalContext: z.array(z.string().max(10_000)).max(20).optional(),
  errors: z.array(z.string().max(4000)).max(100),
  /**
   * After a rewrite, every hook ran again on the effective input and `effect`, `runs` and
   * `inputHash` are that judgement; this is what they said about the input before it, kept for the
   * record and counted for nothing (an allow given to the original never carries over).
   */
  original: z
    .object({
      effect: EffectSchema.optional(),
      runs: z.array(HookRunRecordSchema).max(100),
      inputHash: z.string().max(100),
    })
    .optional(),
  /**
   * A hook's rewrite the tool does not accept: the call kept its input and asks. `detail` is the
   * tool's own check of the arguments. Its English stands in `errors` too (records from before).
   */
  rewriteRejected: z
    .object({ command: z.string().max(500), tool: z.string().max(200), detail: z.string().max(2000) })
    .optional(),
  /** A hook changed the rewritten input once more: that change was not applied, and the call asks. */
  rewroteAgain: z.object({ hookId: z.string().max(200), command: z.string().max(500) }).optional(),
});
export type PreToolUseRecord = z.infer<typeof PreToolUseRecordSchema>;

/** PostToolUse: what hooks appended to a call's result (its outcome unchanged), each note attributed. */
export const PostToolUseRecordSchema = z.object({
  runs: z.array(HookRunRecordSchema).max(100),
  notes: z
    .array(z.object({ hookId: z.string().max(200), kind: z.enum(['block', 'context']), text: z.string().max(10_000) }))
    .max(100),
});
export type PostToolUseRecord = z.infer<typeof PostToolUseRecordSchema>;
