import { z } from 'zod';

/**
 * MCP prompts (requests a server makes of the app): a server's elicitation or sampling
 * request, held in main as a live prompt until the person answers it, or it is declined on
 * timeout, Stop, or the server's stop or restart.
 */

/** One field of an elicitation form: the flat primitives the MCP spec allows in a requestedSchema. */
export const McpPromptFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'number', 'integer', 'boolean']),
  title: z.string().optional(),
  description: z.string().optional(),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  /** The server's suggested value: the form opens with it filled in, so accepting as it opens sends it. */
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});
export type McpPromptField = z.infer<typeof McpPromptFieldSchema>;

/** What the window shows of a live prompt. Sampling is decline-only: the person sees the messages the server wants sent. */
export const McpPromptViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['elicitation', 'sampling']),
  server: z.string(),
  workspace: z.string().nullable(),
  message: z.string(),
  fields: z.array(McpPromptFieldSchema),
  askedAt: z.string(),
  expiresAt: z.string(),
});
export type McpPromptView = z.infer<typeof McpPromptViewSchema>;

export const McpPromptContentSchema = z.record(
  z.string().max(200),
  z.union([z.string().max(10_000), z.number(), z.boolean()]),
);

/** The person's answer (mcp:answer-prompt); content only with accept, checked against the request's schema in main. */
export const McpAnswerPromptSchema = z
  .object({
    id: z.string().min(1).max(100),
    action: z.enum(['accept', 'decline', 'cancel']),
    content: McpPromptContentSchema.optional(),
  })
  .strict();
export type McpAnswerPrompt = z.infer<typeof McpAnswerPromptSchema>;
