import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HookDefinitionInput } from '../../src/shared/hooks';
import type { TestCore } from './core-harness';

/**
 * Writes an executable hook script under <test root>/hooks (outside the workspace, as a person's
 * ~/.claude/hooks would be) and returns its path. The hook sandbox reads a script file its command
 * names by full path.
 */
export function writeHookScript(t: TestCore, name: string, body: string): string {
  const dir = join(t.root, 'hooks');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, body);
  chmodSync(file, 0o755);
  return file;
}

/** Saves a person's hook through the core (as the settings page does); sandboxed unless said otherwise. */
export function saveHook(t: TestCore, definition: HookDefinitionInput): string {
  return t.core.hooks.save({
    definition: { sandbox: 'hook', ...definition },
    confirmRunWithoutSandbox: definition.sandbox === 'none',
  }).id;
}

/** A PreToolUse answer as a hook prints it on stdout. */
export function preAnswer(specific: Record<string, unknown>): string {
  return JSON.stringify({ hookSpecificOutput: { hookEventName: 'PreToolUse', ...specific } });
}
