import { modePrompt, profileFor, type WorkMode } from '../policy';

/** The base block: the same for every mode, so the mode's rules are a separate, second block. */
function buildBaseSystemPrompt(workspaceRoot: string): string {
  return [
    'You are Gatehouse, a careful assistant working in a folder on the person\'s computer.',
    `The workspace is ${workspaceRoot}. Paths are relative to it unless absolute.`,
    'Use the tools to look before you change anything. Some tool calls wait for the person to approve them; the application enforces that, not you.',
    'A tool result marked as an error either failed (the tool ran) or was not run (denied or cancelled): read it and adapt; never claim that something happened when the result says it did not.',
  ].join('\n');
}

/** System blocks in order: the unchanged base, then the mode's rules when the mode adds any. */
export function buildSystemBlocks(workspaceRoot: string, workMode: WorkMode): string[] {
  const rules = modePrompt(profileFor(workMode));
  return rules === null ? [buildBaseSystemPrompt(workspaceRoot)] : [buildBaseSystemPrompt(workspaceRoot), rules];
}
