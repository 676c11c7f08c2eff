import { deriveCanonicalJson } from './canonical-json';
import type { ToolArgs } from './decisions';
import type { Inspection } from './tools';

/**
 * The text a preview token hashes (sha256, hex): the tool, the arguments and their inspection, keys
 * sorted. The main process hashes it for what it would run; the window for what it shows. Pure.
 */
export function derivePreviewTokenText(tool: string, args: ToolArgs, inspection: Inspection): string {
  return deriveCanonicalJson({ tool, args, inspection });
}
