import { z } from 'zod';
import { MainMessageSchema } from './main-messages';
import { check } from './main-messages/checks';

/**
 * MCP servers: how a person configures one, what state it is in, and what an MCP
 * call's sheet shows. Shared by main (validation at the boundary) and the renderer (settings, sheet).
 */

/**
 * A server's name becomes part of its tools' names (`mcp__<server>__<tool>`, as Claude Code names
 * them), so it is limited to what the model API accepts in a tool name, and may neither hold `__`
 * nor end in `_`: then the first `__` after `mcp__` ends the server's name, and a tool name maps
 * to exactly one server (`mcp__a___b` is server `a`'s tool `_b`, never server `a_`'s tool `b`).
 */
export const McpServerNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, check('check.serverNameChars'))
  .refine((name) => !name.includes('__'), check('check.serverNameDoubleUnderscore'))
  .refine((name) => !name.endsWith('_'), check('check.serverNameEndsUnderscore'));

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * A tool's definition as the person is shown it in Settings and as their trust pins it: exactly
 * the parts its definition hash covers (src/main/mcp/derive-call-inputs.ts, deriveDefinitionHash).
 */
export const McpToolDefinitionSchema = z
  .object({
    name: z.string().min(1).max(500),
    title: z.string().optional(),
    description: z.string().optional(),
    inputSchema: z.record(z.string(), z.unknown()),
    annotations: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type McpToolDefinition = z.infer<typeof McpToolDefinitionSchema>;

/** One tool the person trusted, in the definition they saw: `hash` is that definition's hash. */
export const McpToolPinSchema = z.object({ hash: Sha256Schema, definition: McpToolDefinitionSchema }).strict();
export type McpToolPin = z.infer<typeof McpToolPinSchema>;

/** A tool as the window showed it to the person: its name and its definition's hash. */
export const McpToolShownSchema = z.object({ tool: z.string().min(1).max(500), hash: Sha256Schema }).strict();
export type McpToolShown = z.infer<typeof McpToolShownSchema>;

const StringRecordSchema = z.record(z.string(), z.string());

export const McpStdioTransportSchema = z
  .object({
    type: z.literal('stdio'),
    command: z.string().trim().min(1, check('check.commandNeeded')),
    args: z.array(z.string()).max(200).default([]),
    env: StringRecordSchema.default({}),
    /** The working folder; absent: the conversation's folder for a per-folder server, the home folder for a global one. */
    cwd: z.string().min(1).optional(),
  })
  .strict();

export const McpHttpTransportSchema = z
  .object({
    type: z.literal('http'),
    url: z
      .string()
      .url()
      .refine((u) => /^https?:\/\//i.test(u), check('check.httpAddress')),
    headers: StringRecordSchema.default({}),
  })
  .strict();

export const McpTransportSchema = z.discriminatedUnion('type', [McpStdioTransportSchema, McpHttpTransportSchema]);
export type McpTransport = z.infer<typeof McpTransportSchema>;

/**
 * A tool the person marks as writing a file: its call gets the diff preview write_file gets (and is
 * asked again when the file changed since). The names are the server's own tool and argument names.
 */
export const McpFileWriterSchema = z
  .object({
    tool: z.string().trim().min(1, check('check.toolNeeded')).max(200),
    /** The argument holding the file's path (inside the folder: the diff is read from there). */
    pathArgument: z.string().trim().min(1).max(100).default('path'),
    /** The argument holding the file's whole new text. */
    contentArgument: z.string().trim().min(1).max(100).default('content'),
  })
  .strict();
export type McpFileWriter = z.infer<typeof McpFileWriterSchema>;

export const McpServerConfigSchema = z
  .object({
    name: McpServerNameSchema,
    transport: McpTransportSchema,
    /** `workspace`: one instance per conversation folder, whose root is that folder. `global`: one instance, no roots. */
    scope: z.enum(['workspace', 'global']).default('workspace'),
    /**
     * Set by the person only. A server's annotations (read-only, open-world) are its own claims:
     * they count only when the person trusts it.
     */
    trusted: z.boolean().default(false),
    /**
     * The tools the person trusted, each pinned to the definition they were shown. A trusted
     * server's tool counts as trusted only while its live definition has its pin's hash; a new or
     * changed tool is untrusted until the person has seen it. Absent (settings from before pins,
     * or trust given before the server listed any tool): no tool is trusted yet. Set by main only.
     */
    trustedTools: z
      .array(McpToolPinSchema)
      .max(1_000)
      .optional()
      .refine(
        (list) => list === undefined || new Set(list.map((p) => p.definition.name)).size === list.length,
        check('check.toolPinnedTwice'),
      ),
    /** How long one call may take before the model is told it timed out. */
    callTimeoutMs: z.number().int().min(1_000).max(600_000).default(60_000),
    /** The person's own mail domains: recipients and guests elsewhere are marked external on the sheet. */
    ownDomains: z.array(z.string().trim().toLowerCase().min(1).max(253)).max(50).default([]),
    /**
     * A stdio server runs in the OS sandbox: it may write only its folder (and its own temp
     * folder), cannot read the home folders or Gatehouse's data, and has no network. With no
     * sandbox on this computer it does not start, and says why.
     */
    sandboxed: z.boolean().default(false),
    /**
     * The hosts a sandboxed stdio server may reach (host names or addresses, optionally :port),
     * through the sandbox's proxy, which refuses every other host. Empty: no network at all.
     */
    hosts: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/, check('check.hostAlone'))
          .max(260),
      )
      .max(50)
      .default([]),
    /**
     * For a sandboxed per-folder server: the folders inside the conversation's folder (relative,
     * no `..`) it may write; the rest of the folder it may only read. Empty: the whole folder.
     */
    writableFolders: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(500)
          .refine(
            (p) => !/^([/\\~]|[A-Za-z]:)/.test(p) && !p.split(/[/\\]/).includes('..'),
            check('check.folderInside'),
          ),
      )
      .max(20)
      .default([]),
    /**
     * A stdio server whose command is `node`, `npx` or `npm exec`, on a computer that has that
     * program: `computer` runs the computer's own (the default), `gatehouse` Gatehouse's own runtime
     * (and the npm it carries). Where the computer has none, Gatehouse's own is the only one.
     */
    runOn: z.enum(['computer', 'gatehouse']).optional(),
    /**
     * Set by the person only: the npm packages (as the server's arguments name them) they allowed
     * Gatehouse to download once from the npm registry, for an `npx` server on Gatehouse's runtime.
     */
    npmDownloads: z.array(z.string().trim().min(1).max(300)).max(20).optional(),
    /** Off: configured but never started. */
    enabled: z.boolean().default(true),
    /** Tools the person marks as file writers (beyond the filesystem server's own, known already). */
    fileWriters: z
      .array(McpFileWriterSchema)
      .max(100)
      .default([])
      .refine((list) => new Set(list.map((w) => w.tool)).size === list.length, check('check.writerTwice')),
  })
  .strict();
export type McpServerConfig = z.infer<typeof McpServerConfigSchema>;
export type McpServerConfigInput = z.input<typeof McpServerConfigSchema>;

export const McpServerListSchema = z
  .array(McpServerConfigSchema)
  .max(100)
  .refine((list) => new Set(list.map((s) => s.name)).size === list.length, check('check.serverNamesRepeat'));

/*
 * Settings without secrets (the renderer is untrusted): env and header values never leave main.
 * `mcp:list` sends, for each entry, its name and whether a value is set; `mcp:save` takes a new
 * value, or `{ keep: true }` for the value main holds for that name (refused when it holds none).
 */

/** What the window learns of one env or header value: only whether one is set. */
export const McpSecretMarkSchema = z.object({ set: z.boolean() }).strict();
export type McpSecretMark = z.infer<typeof McpSecretMarkSchema>;

/** Keeps the value main already holds under this name. */
export const McpKeepValueSchema = z.object({ keep: z.literal(true) }).strict();
export type McpKeepValue = z.infer<typeof McpKeepValueSchema>;

const MarkRecordSchema = z.record(z.string(), McpSecretMarkSchema);
const SaveRecordSchema = z.record(z.string(), z.union([z.string(), McpKeepValueSchema]));

/**
 * A configured server as the window sees it: every env and header value replaced by its mark, and
 * no pins (the window sees its tools' trust in McpServerToolsSchema, and never sets pins itself).
 */
export const McpServerViewSchema = McpServerConfigSchema.omit({ trustedTools: true }).extend({
  transport: z.discriminatedUnion('type', [
    McpStdioTransportSchema.extend({ env: MarkRecordSchema.default({}) }),
    McpHttpTransportSchema.extend({ headers: MarkRecordSchema.default({}) }),
  ]),
});
export type McpServerView = z.infer<typeof McpServerViewSchema>;

/** A server as the window saves it: each env and header entry a new value or a keep mark; its pins stay as main holds them. */
export const McpServerSaveSchema = McpServerConfigSchema.omit({ trustedTools: true }).extend({
  transport: z.discriminatedUnion('type', [
    McpStdioTransportSchema.extend({ env: SaveRecordSchema.default({}) }),
    McpHttpTransportSchema.extend({ headers: SaveRecordSchema.default({}) }),
  ]),
});
export type McpServerSave = z.infer<typeof McpServerSaveSchema>;
export type McpServerSaveInput = z.input<typeof McpServerSaveSchema>;

/** Pure: a shown server saved again as it is: every set value kept, every unset one left empty. */
export function buildKeepAllSave(server: McpServerView): McpServerSave {
  const keep = (marks: Record<string, McpSecretMark>): Record<string, string | McpKeepValue> =>
    Object.fromEntries(Object.entries(marks).map(([k, m]) => [k, m.set ? { keep: true as const } : '']));
  const tr = server.transport;
  return {
    ...server,
    transport: tr.type === 'stdio' ? { ...tr, env: keep(tr.env) } : { ...tr, headers: keep(tr.headers) },
  };
}

/** `needs_download`: an `npx` server on Gatehouse's runtime waits for the person's OK to download its package once. */
export const McpServerStatusSchema = z.enum([
  'stopped',
  'starting',
  'ready',
  'needs_sign_in',
  'needs_download',
  'failed',
]);
export type McpServerStatus = z.infer<typeof McpServerStatusSchema>;

/**
 * What a stdio server runs on: `configured` as written (the computer's own program), `gatehouse` on
 * Gatehouse's own runtime (its command is `node` and the computer has none), `needs_node` (it starts
 * with `npx` or `npm exec`, and the computer has no Node.js to run them).
 */
export const McpServerRuntimeSchema = z.enum(['configured', 'gatehouse', 'needs_node']);
export type McpServerRuntime = z.infer<typeof McpServerRuntimeSchema>;

/**
 * What Settings shows of a stdio server's runtime before any instance runs: what it runs on, whether
 * the computer has its own program (then the person may choose, `runOn`), and for an `npx` server on
 * Gatehouse's runtime its packages and where their one download stands: `ask` (the person has not
 * allowed it), `allowed` (it happens at the next start), `done` (later starts run offline).
 */
export const McpServerRuntimeViewSchema = z.object({
  server: McpServerNameSchema,
  runtime: McpServerRuntimeSchema,
  /** The server's program (`node`, `npx`, `npm`): the person's choice is about it. */
  program: z.enum(['node', 'npx', 'npm']),
  hasOwn: z.boolean(),
  download: z
    .object({ packages: z.array(z.string()), registry: z.string(), state: z.enum(['ask', 'allowed', 'done']) })
    .optional(),
});
export type McpServerRuntimeView = z.infer<typeof McpServerRuntimeViewSchema>;

/** One running (or failed) instance: a server for one folder, or the global one (`workspace` null). */
export const McpServerStateSchema = z.object({
  name: z.string(),
  workspace: z.string().nullable(),
  status: McpServerStatusSchema,
  /** Why it failed or needs sign-in: a message the window words (the start's own error text is its data). */
  reason: MainMessageSchema.optional(),
  /** The last lines the server wrote to stderr (stdio only). */
  stderrTail: z.string().optional(),
  toolCount: z.number().int().nonnegative(),
  /** Restarts after a crash so far (reset once it has stayed up). */
  restarts: z.number().int().nonnegative(),
  /** What a stdio server runs on (resolve-server-runtime.ts); absent for an HTTP server. */
  runtime: McpServerRuntimeSchema.optional(),
});
export type McpServerState = z.infer<typeof McpServerStateSchema>;

/**
 * How a listed tool stands against the person's trust: `confirmed` (trusted server, the pinned
 * definition), `changed` (pinned, but the server now lists another definition), `new` (trusted
 * server, this tool never pinned), `untrusted` (the server is not trusted).
 */
export const McpToolTrustStateSchema = z.enum(['confirmed', 'changed', 'new', 'untrusted']);
export type McpToolTrustState = z.infer<typeof McpToolTrustStateSchema>;

/** One tool a server lists now, for Settings: its definition now, and the one the person trusted when it changed. */
export const McpToolStatusSchema = z.object({
  state: McpToolTrustStateSchema,
  /** The hash of `now`: what the window sends back when the person trusts it. */
  hash: Sha256Schema,
  now: McpToolDefinitionSchema,
  /** The definition the person trusted (`changed` only). */
  before: McpToolDefinitionSchema.optional(),
});
export type McpToolStatus = z.infer<typeof McpToolStatusSchema>;

/** A server's tools as Settings shows them: how many the person pinned, and every tool it lists now. */
export const McpServerToolsSchema = z.object({
  server: McpServerNameSchema,
  pinned: z.number().int().nonnegative(),
  tools: z.array(McpToolStatusSchema),
});
export type McpServerTools = z.infer<typeof McpServerToolsSchema>;

/** The annotations a server sets on a tool: claims, counted only for a trusted server. */
export const McpAnnotationsSchema = z
  .object({
    title: z.string().optional(),
    readOnlyHint: z.boolean().optional(),
    destructiveHint: z.boolean().optional(),
    idempotentHint: z.boolean().optional(),
    openWorldHint: z.boolean().optional(),
  })
  .passthrough();
export type McpAnnotations = z.infer<typeof McpAnnotationsSchema>;

export const McpRecipientSchema = z.object({ address: z.string(), name: z.string().optional(), external: z.boolean() });
export type McpRecipient = z.infer<typeof McpRecipientSchema>;

/** A mail the call would draft or send, laid out for the sheet. */
export const McpMailPreviewSchema = z.object({
  action: z.enum(['send', 'draft', 'delete', 'other']),
  from: z.string().optional(),
  to: z.array(McpRecipientSchema),
  cc: z.array(McpRecipientSchema),
  bcc: z.array(McpRecipientSchema),
  subject: z.string().optional(),
  body: z.string().optional(),
  attachments: z.array(z.object({ name: z.string(), size: z.number().int().nonnegative().nullable() })),
  /** What a delete names (a message id), when the call names no mail content. */
  target: z.string().optional(),
});
export type McpMailPreview = z.infer<typeof McpMailPreviewSchema>;

export const McpEventSchema = z.object({
  id: z.string().optional(),
  title: z.string().optional(),
  /** ISO 8601 as the server gave it; the sheet shows it in the person's time zone. */
  start: z.string().optional(),
  end: z.string().optional(),
  location: z.string().optional(),
  guests: z.array(McpRecipientSchema),
});
export type McpEvent = z.infer<typeof McpEventSchema>;

/** A calendar change laid out for the sheet: the event after it, and before it for a change to an existing one. */
export const McpCalendarPreviewSchema = z.object({
  action: z.enum(['create', 'update', 'move', 'delete', 'other']),
  before: McpEventSchema.nullable(),
  after: McpEventSchema.nullable(),
});
export type McpCalendarPreview = z.infer<typeof McpCalendarPreviewSchema>;

/** What an MCP call's sheet shows: the tool as its server describes it, and a layout for mail or calendar calls. */
export const McpCallPreviewSchema = z.object({
  server: z.string(),
  /** The server's own name for the tool. */
  tool: z.string(),
  title: z.string().nullable(),
  description: z.string(),
  /** The tool's input JSON Schema, to lay the arguments out by field (titles, descriptions, formats). */
  inputSchema: z.record(z.string(), z.unknown()),
  annotations: McpAnnotationsSchema,
  /** Whether the person trusts this tool in this definition (src/main/mcp/derive-tool-trust.ts). */
  trusted: z.boolean(),
  /**
   * Why a tool of a trusted server is not trusted: `changed` since the person trusted it, `new`
   * since then, or `unconfirmed` (no tool of the server pinned yet). The sheet words it.
   */
  trustChange: z.enum(['changed', 'new', 'unconfirmed']).optional(),
  /**
   * sha256 of the tool's definition (schema, annotations, description, title) when inspected: an
   * approved call whose tool changed since is asked again instead of run.
   */
  definitionHash: z.string(),
  mail: McpMailPreviewSchema.optional(),
  calendar: McpCalendarPreviewSchema.optional(),
});
export type McpCallPreview = z.infer<typeof McpCallPreviewSchema>;
