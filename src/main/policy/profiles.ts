import type { Effect, WorkMode } from '../../shared/modes';
import { WORK_MODES } from '../../shared/modes';
import type { ToolName } from '../../shared/tools';

/**
 * What a tool is, for binding: `read` tools only look; `plan` edits the checklist; everything
 * else (`memory`, `write`, `command`, `external` such as MCP) may change something.
 */
export type ToolCategory = 'read' | 'plan' | 'memory' | 'write' | 'command' | 'external';

export interface CatalogueEntry {
  readonly name: ToolName;
  readonly category: ToolCategory;
}

export const BUILTIN_CATALOGUE: readonly CatalogueEntry[] = Object.freeze([
  { name: 'read_file', category: 'read' },
  { name: 'list_dir', category: 'read' },
  { name: 'search', category: 'read' },
  { name: 'write_file', category: 'write' },
  { name: 'edit_file', category: 'write' },
  { name: 'run_command', category: 'command' },
  { name: 'update_plan', category: 'plan' },
  { name: 'remember', category: 'memory' },
] as const);

/** A built-in agent: its executable list, its override table and the rules it adds for one send. */
export interface Profile {
  readonly id: WorkMode;
  readonly mode: WorkMode;
  readonly tools: readonly ToolName[];
  readonly overrides: Readonly<Record<string, Effect>>;
  readonly duty: string;
}

const BINDS: Record<WorkMode, ReadonlySet<ToolCategory>> = {
  ask: new Set(['read']),
  plan: new Set(['read', 'plan']),
  agent: new Set(['read', 'plan', 'memory', 'write', 'command', 'external']),
};

const DUTY: Record<WorkMode, string> = {
  ask: [
    'You are in Ask mode: read-only questions and answers.',
    'You can read files, list folders and search. You cannot change or create files, run commands, write memory notes or edit the plan.',
    'If the person asks for any of those, say plainly that Ask mode cannot do it and that they can switch to Agent mode; never pretend a change was made.',
  ].join('\n'),
  plan: [
    'You are in Plan mode: you only plan.',
    'You can read files, list folders, search and keep the plan up to date with update_plan. You cannot change files, run commands or write memory notes.',
    'When the person wants code changed, lay out the plan and tell them to switch to Agent mode to carry it out.',
  ].join('\n'),
  agent: '',
};

/** The built-in profile for a work mode, bound against a tool catalogue (built-ins by default; MCP tools extend it). */
export function profileFor(mode: WorkMode, catalogue: readonly CatalogueEntry[] = BUILTIN_CATALOGUE): Profile {
  const binds = BINDS[mode];
  const tools = Object.freeze(catalogue.filter((t) => binds.has(t.category)).map((t) => t.name));
  return Object.freeze({
    id: mode,
    mode,
    tools,
    overrides: Object.freeze({}) as Readonly<Record<string, Effect>>,
    duty: DUTY[mode],
  });
}

/** Whether the profile's executable list holds `toolName`; any name the model sent may be asked about. Pure. */
export function isBound(profile: Profile, toolName: string): boolean {
  return (profile.tools as readonly string[]).includes(toolName);
}

/** The mode's rules, sent as a second system block after the unchanged base prompt; null when it adds none. */
export function modePrompt(profile: Profile): string | null {
  return profile.duty.trim() === '' ? null : profile.duty;
}

/** The work modes whose profile binds a tool, to tell the model (and person) where it is available. */
export function modesBinding(toolName: string, catalogue: readonly CatalogueEntry[] = BUILTIN_CATALOGUE): WorkMode[] {
  return WORK_MODES.filter((mode) => isBound(profileFor(mode, catalogue), toolName));
}
