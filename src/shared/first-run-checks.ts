import { z } from 'zod';
import { MainMessageSchema } from './main-messages';
import { ConnectionProblemSchema } from './model-connection';

/**
 * What onboarding asks main before it creates anything: whether a folder may be worked in, and
 * whether the saved model answers. Main answers with a problem id and its parameters; the window
 * words them (src/renderer/src/i18n). Imports nothing but zod and the main process's message ids.
 */

export const WorkspaceProblemSchema = z.enum([
  'missing', // not there, or not a folder
  'whole_disk', // the root of a disk
  'home', // the home folder itself
  'holds_home', // a folder holding the home folder
  'holds_data', // a folder holding Gatehouse's own data
  'not_writable', // there, but Gatehouse could not change anything in it
]);
export type WorkspaceProblem = z.infer<typeof WorkspaceProblemSchema>;

export const WorkspaceCheckSchema = z.discriminatedUnion('ok', [
  /** `path`: the folder's real path, the one a conversation would work in. */
  z.object({ ok: z.literal(true), path: z.string() }),
  /** `path`: the folder as checked; `dataDir`: where Gatehouse keeps its data (for holds_data). */
  z.object({ ok: z.literal(false), problem: WorkspaceProblemSchema, path: z.string(), dataDir: z.string().optional() }),
]);
export type WorkspaceCheck = z.infer<typeof WorkspaceCheckSchema>;

/** The cloud's answers to a key check; a local server's are Test connection's (ConnectionProblem). */
export const CloudModelProblemSchema = z.enum([
  'wrong_key', // Anthropic refused the key (401)
  'key_not_allowed', // the key is valid but may not use this model or the API (403)
  'offline', // Anthropic could not be reached, or did not answer in time
  'unknown_model', // Anthropic has no model of this name
]);
export type CloudModelProblem = z.infer<typeof CloudModelProblemSchema>;

export const ModelCheckSchema = z.discriminatedUnion('problem', [
  z.object({ problem: z.null() }),
  z.object({ problem: CloudModelProblemSchema, model: z.string() }),
  /** A local server's problem, as Test connection's message and with its fixing command. */
  z.object({
    problem: z.literal('local_server'),
    connection: ConnectionProblemSchema,
    text: MainMessageSchema,
    command: z.string().optional(),
  }),
]);
export type ModelCheck = z.infer<typeof ModelCheckSchema>;
