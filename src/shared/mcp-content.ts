import { z } from 'zod';

/**
 * What an MCP tool returned besides its text, kept for the tool's card: each content block by its
 * kind. The renderer is untrusted and so is the server: only these shapes cross, image data only
 * for the raster types the window's CSP lets an <img> show from a data: address, and within a size.
 */

/** Images shown inline: raster types only (an SVG is a document, never shown from a server). */
export const MCP_INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The largest image kept for the card, in base64 characters (about 768 KB of image). */
export const MCP_INLINE_IMAGE_MAX_CHARS = 1_048_576;
/** The most of an embedded resource's text kept for the card. */
export const MCP_RESOURCE_TEXT_MAX_CHARS = 20_000;

const Address = z.string().max(2_000);
const Name = z.string().max(300);
const MimeType = z.string().max(200);

export const McpResultBlockSchema = z.discriminatedUnion('kind', [
  /** Shown inline. */
  z.object({
    kind: z.literal('image'),
    mimeType: z.enum(MCP_INLINE_IMAGE_TYPES),
    data: z
      .string()
      .max(MCP_INLINE_IMAGE_MAX_CHARS)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  }),
  /** An image not shown: of another type, or too large. */
  z.object({ kind: z.literal('image_withheld'), mimeType: MimeType, reason: z.enum(['type', 'size']) }),
  /** Named with its length when the data says it (never played). */
  z.object({ kind: z.literal('audio'), mimeType: MimeType, seconds: z.number().nonnegative().optional() }),
  /** An embedded resource: its name and type, its text (cut) when it has text, its size when binary. */
  z.object({
    kind: z.literal('resource'),
    uri: Address,
    name: Name.optional(),
    mimeType: MimeType.optional(),
    text: z.string().max(MCP_RESOURCE_TEXT_MAX_CHARS).optional(),
    cut: z.boolean().optional(),
    bytes: z.number().int().nonnegative().optional(),
  }),
  /** A link to a resource: shown by its address, never fetched. */
  z.object({ kind: z.literal('resource_link'), uri: Address, name: Name.optional(), mimeType: MimeType.optional() }),
  /** A kind Gatehouse does not know: named as the server named it. */
  z.object({ kind: z.literal('unknown'), type: z.string().max(100) }),
]);
export type McpResultBlock = z.infer<typeof McpResultBlockSchema>;

/** The blocks one result may carry to its card. */
export const MCP_RESULT_BLOCKS_MAX = 50;
export const McpResultBlocksSchema = z.array(McpResultBlockSchema).max(MCP_RESULT_BLOCKS_MAX);
