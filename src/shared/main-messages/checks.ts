import type { z } from 'zod';
import { defineMessages } from './define';

/**
 * Why a value a person wrote does not fit a shared schema: the schemas' own rules, each a message
 * id (the schema's message is the id), worded by the window like every other message of main's.
 * A refusal names the first rule that failed (`check`) beside the fields (`fields`).
 */
export const CHECK_MESSAGES = defineMessages({
  // MCP servers (src/shared/mcp.ts).
  'check.serverNameChars': [],
  'check.serverNameDoubleUnderscore': [],
  'check.serverNameEndsUnderscore': [],
  'check.serverNamesRepeat': [],
  'check.commandNeeded': [],
  'check.httpAddress': [],
  'check.hostAlone': [],
  'check.folderInside': [],
  'check.toolNeeded': [],
  'check.toolPinnedTwice': [],
  'check.writerTwice': [],
  // Rules (src/shared/rules.ts).
  'check.domainNeeded': [],
  'check.domainChars': [],
  'check.argumentPath': [],
  'check.pathPatternNeeded': [],
  'check.programNeeded': [],
  'check.conditionNeeded': [],
  'check.toolNameChars': [],
  'check.definitionHash': [],
  'check.chooseScope': [],
  // Settings (src/shared/views.ts).
  'check.modelAddress': [],
  'check.modelNeeded': [],
  'check.modelNameLong': [],
  'check.contextWindowRange': [],
  'check.reviewerModelLong': [],
  'check.reviewerTimeRange': [],
  'check.confidenceRange': [],
  'check.staleHoursRange': [],
  // Hooks (src/shared/hooks.ts).
  'check.hookCommandNeeded': [],
  // Any text that must be JSON, and any rule without words of its own.
  'check.notJson': [],
  'check.notExpected': [],
});

export type CheckId = keyof typeof CHECK_MESSAGES;

/** A schema's message for a rule: the rule's id, so the window can word it. Pure. */
export function check(id: CheckId): string {
  return id;
}

/** Whether a schema's message is one of the rules' ids. Pure. */
export function isCheckId(message: string): message is CheckId {
  return Object.prototype.hasOwnProperty.call(CHECK_MESSAGES, message);
}

/**
 * The problem to name of a value that broke its schema: the first issue with words of its own
 * (else the first), where it is, and its rule as an id (`check.notExpected` without words). Pure.
 */
export function deriveCheckedIssue(error: z.ZodError): { path: readonly PropertyKey[]; check: CheckId } {
  const issue = error.issues.find((i) => isCheckId(i.message)) ?? error.issues[0];
  if (issue === undefined) return { path: [], check: 'check.notExpected' };
  return { path: issue.path, check: isCheckId(issue.message) ? issue.message : 'check.notExpected' };
}

/** The first rule a value broke, as an id. Pure. */
export function deriveCheck(error: z.ZodError): CheckId {
  return deriveCheckedIssue(error).check;
}
