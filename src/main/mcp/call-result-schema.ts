import { CallToolResultSchema, ContentBlockSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/** The content kinds the SDK's schema knows; a block claiming one of them must have its shape. */
const KNOWN_KINDS: ReadonlySet<string> = new Set(['text', 'image', 'audio', 'resource_link', 'resource']);

/** A block of a kind Gatehouse does not know (a later MCP revision's): only its `type` is read. */
const UnknownBlockSchema = z.looseObject({ type: z.string().refine((type) => !KNOWN_KINDS.has(type)) });

/**
 * What a tools/call answer is read with. The SDK's own schema refuses a whole result for one block
 * of a kind it does not know, so a server newer than Gatehouse would read as failed although its
 * call ran; this one keeps such a block (derive-result-blocks.ts names it on the card; the model's
 * text, format-call-result.ts, skips it) and still refuses a known kind with the wrong shape.
 * Typed as the SDK's schema because `Client.callTool` takes only that (and keeps its output-schema
 * check); the one difference is those extra blocks, which both readers take as unknown.
 */
const LenientCallResultSchema = CallToolResultSchema.extend({
  content: z.array(z.union([ContentBlockSchema, UnknownBlockSchema])).default([]),
});
export const CallResultSchema = LenientCallResultSchema as unknown as typeof CallToolResultSchema;
