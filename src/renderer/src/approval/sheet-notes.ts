import type { PendingCall } from '../../../shared/events';
import type { CommandPreview } from '../../../shared/tools';
import { wordMain } from '../i18n/main/word-main';

/**
 * What the sheet says once instead of on every card: pure derivations over the pending calls.
 * A fact all calls share is said once in the sheet's notes; a card states only what is its own.
 */

/**
 * What can be done about a call afterwards, in words that are true today:
 * - `conversation`: Gatehouse keeps the file's previous content and offers Undo on the call's card
 *   in the conversation (write_file, edit_file);
 * - `never`: nothing Gatehouse can take back (commands, MCP tools: their effects are outside its reach);
 * - `note`: a saved note, deleted from Settings;
 * - `nothing`: the call changes nothing to take back (reads, the plan).
 * Never derived from the tool's own `undoable` guess, which promised a "partly" undo nobody offered.
 */
export type Reversibility = 'conversation' | 'never' | 'note' | 'nothing';

/** Pure. The reversibility of one call, by its tool (an unknown or MCP tool: `never`). */
export function deriveReversibility(tool: string): Reversibility {
  switch (tool) {
    case 'write_file':
    case 'edit_file':
      return 'conversation';
    case 'remember':
      return 'note';
    case 'read_file':
    case 'list_dir':
    case 'search':
    case 'update_plan':
      return 'nothing';
    default:
      return 'never';
  }
}

type Sandbox = NonNullable<CommandPreview['sandbox']>;

/** Pure. A key equal for two commands fenced the same way (sandbox, limits, named hosts). */
function deriveFenceKey(command: CommandPreview): string | null {
  const sandbox: Sandbox | undefined = command.sandbox;
  if (!sandbox) return null;
  return JSON.stringify([sandbox.confined, sandbox.limits, sandbox.unavailableReason ?? '', command.hosts ?? []]);
}

export interface SheetNotes {
  /** Every call has this reversibility: said once, and no card repeats it. */
  sharedReversibility: Reversibility | null;
  /** Two or more commands, all fenced the same way: the fence is said once (from this command). */
  sharedFence: CommandPreview | null;
  /** At least one call carries the model's own words. */
  anyRationale: boolean;
  /** Every call carries the same words from the model (one reply's text): quoted once. */
  sharedRationale: string | null;
  /**
   * Sentences every command's verdict shares (which environment variables are withheld, say):
   * said once; each command's card keeps only its own sentences.
   */
  sharedReasonSentences: string[];
}

/** Pure. A command's verdict as the person reads it: why it asks or not, then which variables it gets. */
export function wordCommandReason(command: CommandPreview): string {
  const reason = wordMain(command.reason);
  return command.withheldNote ? `${reason} ${wordMain(command.withheldNote)}` : reason;
}

/** Pure. A verdict's sentences (split after a full stop followed by a capital or a quote). */
export function deriveSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Pure. A verdict without the sentences the sheet already said once. */
export function deriveOwnReason(reason: string, shared: readonly string[]): string {
  if (shared.length === 0) return reason;
  return deriveSentences(reason)
    .filter((sentence) => !shared.includes(sentence))
    .join(' ');
}

/** Pure. What the sheet says once. */
export function deriveSheetNotes(calls: readonly PendingCall[]): SheetNotes {
  const kinds = new Set(calls.map((call) => deriveReversibility(call.tool)));
  const sharedReversibility = kinds.size === 1 ? ([...kinds][0] ?? null) : null;
  const commands = calls.flatMap((call) =>
    call.inspection.preview.type === 'command' ? [call.inspection.preview.command] : [],
  );
  const fences = new Set(commands.map(deriveFenceKey));
  const first = commands[0];
  const sharedFence =
    commands.length > 1 && fences.size === 1 && first && deriveFenceKey(first) !== null ? first : null;
  const rationales = new Set(calls.map((call) => call.rationale.trim()));
  const onlyRationale = [...rationales][0];
  const sharedRationale = calls.length > 1 && rationales.size === 1 && onlyRationale ? onlyRationale : null;
  const [firstReason, ...otherReasons] = commands.map((command) => deriveSentences(wordCommandReason(command)));
  const sharedReasonSentences =
    firstReason && otherReasons.length > 0
      ? firstReason.filter((sentence) => otherReasons.every((other) => other.includes(sentence)))
      : [];
  return {
    sharedReversibility,
    sharedFence,
    anyRationale: calls.some((call) => call.rationale.trim() !== ''),
    sharedRationale,
    sharedReasonSentences,
  };
}
