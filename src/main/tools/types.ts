import type { z } from 'zod';
import type { SettledBy } from '../../shared/decisions';
import type { McpResultBlock } from '../../shared/mcp-content';
import type { Inspection, ToolName } from '../../shared/tools';

/**
 * The tool interface the loop calls: inspect (validate, resolve paths, compute the preview and the
 * default effect; no side effects) → the policy decides → execute (the side effect).
 */

/** Memory notes for `remember`, kept in SQLite by the store. A note belongs to the folder it was saved in. */
export interface MemoryNotes {
  saveNote(note: { sessionId: string; workspace: string; text: string }): void;
}

/** What inspect may look at: the session's workspace. */
export interface InspectContext {
  /** Absolute, real path of the session's workspace. */
  workspaceRoot: string;
  sessionId: string;
}

export interface ExecuteContext extends InspectContext {
  runId: string;
  callId: string;
  /** The inspection a person (or the policy) approved: execute checks it still holds (stale guard). */
  reviewed: Inspection;
  /**
   * Who let the call run. A command takes its sandbox from it: the policy's read-only verdict gets
   * the read-only sandbox; a person's approval also opens what its sheet showed; yolo opens nothing outside.
   */
  settledBy: SettledBy;
  /**
   * Withheld environment variables (names) a person chose on the sheet to pass to this call. Only a
   * command reads it, and only when a person settled it; values come from the app's environment at run time.
   */
  passEnv?: readonly string[];
  memory: MemoryNotes;
  /** Live output (commands): ephemeral, never stored chunk by chunk. */
  onProgress?: (chunk: string) => void;
}

export type Confinement = 'sandboxed' | 'unconfined';

export type ExecuteResult =
  /** The tool ran. `failure` means it ran and failed: distinct from a denial. */
  | {
      outcome: 'success' | 'failure';
      content: string;
      /** For commands: whether it ran in the OS sandbox or with the person's full rights (no sandbox here). */
      confinement?: Confinement;
      /** For MCP tools: what the result holds besides text (images, audio, resources, links), for its card. */
      mcpBlocks?: McpResultBlock[];
    }
  /** Nothing happened because what was reviewed no longer holds (the file changed): ask again. */
  | { outcome: 'stale'; reason: string };

/** A size limit on one string argument (the window names the argument for the person from its field). */
export interface ArgSizeLimit {
  readonly maxChars: number;
  /** What the model should do instead when it bites; default "Send less in one call." */
  readonly modelHint?: string;
}

export interface ToolDefinition<S extends z.ZodType = z.ZodType> {
  readonly name: ToolName;
  /** What the model reads about the tool. */
  readonly description: string;
  /** Validates arguments; its JSON Schema is what the model sees (unless `inputJsonSchema` is given). */
  readonly schema: S;
  /**
   * Size limits of its large string arguments (the schema's `.max()` uses the same numbers). The
   * whole arguments may then carry their sum plus a little (arg-limits.ts); a tool without any
   * keeps the default cap. A call past a limit is refused before inspect, in words for both readers.
   */
  readonly argLimits?: Readonly<Record<string, ArgSizeLimit>>;
  /** The JSON Schema the model sees, when it comes from elsewhere (an MCP server's own tool schema). */
  readonly inputJsonSchema?: Record<string, unknown>;
  /** No side effects. May throw only on a bug; invalid input is caught by the schema first. */
  inspect(args: z.infer<S>, ctx: InspectContext): Promise<Inspection>;
  /** The side effect. Must honour `signal` (Stop) and return failures as values, not throw. */
  execute(args: z.infer<S>, ctx: ExecuteContext, signal: AbortSignal): Promise<ExecuteResult>;
}

export interface ModelToolSpec {
  name: ToolName;
  description: string;
  input_schema: { type: 'object'; [key: string]: unknown };
}

/**
 * Tools that come and go while the app runs (MCP servers' tools): read again on every registry
 * call. `get` may know a name `list` does not show yet (a configured server not started).
 */
export interface DynamicToolSource {
  list(): readonly ToolDefinition[];
  get(name: string): ToolDefinition | undefined;
}

export interface ToolRegistry {
  /** Every tool in the catalogue (built-in, later MCP), in a stable order. */
  names(): readonly ToolName[];
  /** The tool the model named, or undefined for a name not in the catalogue (the model may send any). */
  get(name: string): ToolDefinition | undefined;
  /** The full catalogue as the model sees it: always all tools, whatever the mode. */
  modelTools(): ModelToolSpec[];
}
