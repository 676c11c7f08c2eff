import type { SettingsStore } from '../store';
import type { McpPromptAuditEntry } from './prompt-registry';

/** The settings key the prompts' audit is kept under: in the export (mcpPrompts) and wiped with every setting. */
export const MCP_PROMPT_AUDIT_SETTING = 'mcp.promptAudit';
/** The newest entries kept; older ones are dropped. */
const KEPT = 500;

export interface McpPromptAudit {
  /** Adds a prompt when asked, and replaces it with its outcome when it ends. */
  record(entry: McpPromptAuditEntry): void;
  /** Oldest first. */
  list(): McpPromptAuditEntry[];
}

/** The MCP prompts' audit over the settings table (committed before the server is answered). */
export function createMcpPromptAudit(settings: SettingsStore): McpPromptAudit {
  const list = (): McpPromptAuditEntry[] => {
    const stored = settings.loadSetting(MCP_PROMPT_AUDIT_SETTING);
    return Array.isArray(stored) ? (stored as McpPromptAuditEntry[]) : [];
  };
  return {
    list,
    record(entry) {
      const entries = list().filter((e) => e.id !== entry.id);
      settings.saveSetting(MCP_PROMPT_AUDIT_SETTING, [...entries, entry].slice(-KEPT));
    },
  };
}
