import type {
  McpServerConfig,
  McpServerTools,
  McpToolDefinition,
  McpToolPin,
  McpToolShown,
  McpToolStatus,
} from '../../shared/mcp';
import { deriveDefinitionHash } from './derive-call-inputs';
import type { McpListedTool } from './start-connection';

/*
 * Trust pinned to what the person saw (the `actsOnWorld` row of the policy's inputs in
 * src/main/policy/pipeline.ts): a trusted server's tool is trusted only in the definition the
 * person trusted.
 */

/** A tool's trust for one call: `change` says why a tool of a trusted server is not trusted. */
export interface McpToolTrust {
  trusted: boolean;
  change?: 'changed' | 'new' | 'unconfirmed';
}

/** Pure: the parts of a listed tool its definition hash covers, as a pin keeps them. */
export function deriveToolDefinition(tool: McpListedTool): McpToolDefinition {
  return {
    name: tool.name,
    ...(tool.title !== undefined ? { title: tool.title } : {}),
    ...(tool.description !== undefined ? { description: tool.description } : {}),
    inputSchema: tool.inputSchema as Record<string, unknown>,
    ...(tool.annotations !== undefined ? { annotations: tool.annotations as Record<string, unknown> } : {}),
  };
}

/** Pure: the pin of a tool in the definition it is listed with now. */
export function deriveToolPin(tool: McpListedTool): McpToolPin {
  return { hash: deriveDefinitionHash(tool), definition: deriveToolDefinition(tool) };
}

/** Pure: trusted only when the server is trusted and the tool's live definition hash is its pin's. */
export function deriveToolTrust(config: McpServerConfig, tool: McpListedTool): McpToolTrust {
  if (!config.trusted) return { trusted: false };
  const pins = config.trustedTools ?? [];
  const pin = pins.find((p) => p.definition.name === tool.name);
  if (pin === undefined) return { trusted: false, change: pins.length === 0 ? 'unconfirmed' : 'new' };
  return pin.hash === deriveDefinitionHash(tool) ? { trusted: true } : { trusted: false, change: 'changed' };
}

/**
 * Pure: the server's settings after the person set its trust. Untrusted: every pin forgotten.
 * Trusted: each tool the window showed is pinned, in its live definition, when that definition
 * still has the hash shown; a tool that changed again since it was shown, or that the server no
 * longer lists, is not pinned (it stays new or changed in Settings). Pins of other tools are kept.
 */
export function applyTrust(
  config: McpServerConfig,
  trusted: boolean,
  shown: readonly McpToolShown[],
  live: readonly McpListedTool[],
): McpServerConfig {
  const rest: McpServerConfig = { ...config };
  delete rest.trustedTools;
  if (!trusted) return { ...rest, trusted: false };
  const pins = new Map((config.trusted ? (config.trustedTools ?? []) : []).map((p) => [p.definition.name, p]));
  for (const s of shown) {
    const tool = live.find((t) => t.name === s.tool);
    if (tool !== undefined && deriveDefinitionHash(tool) === s.hash) pins.set(tool.name, deriveToolPin(tool));
  }
  return { ...rest, trusted: true, ...(pins.size > 0 ? { trustedTools: [...pins.values()] } : {}) };
}

/** Pure: every tool the server lists now against the person's trust, for Settings. */
export function deriveServerTools(config: McpServerConfig, live: readonly McpListedTool[]): McpServerTools {
  const pins = config.trusted ? (config.trustedTools ?? []) : [];
  const tools = live.map((tool): McpToolStatus => {
    const now = deriveToolDefinition(tool);
    const hash = deriveDefinitionHash(tool);
    if (!config.trusted) return { state: 'untrusted', hash, now };
    const pin = pins.find((p) => p.definition.name === tool.name);
    if (pin === undefined) return { state: 'new', hash, now };
    return pin.hash === hash
      ? { state: 'confirmed', hash, now }
      : { state: 'changed', hash, now, before: pin.definition };
  });
  return { server: config.name, pinned: pins.length, tools };
}
