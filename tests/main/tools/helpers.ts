import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Inspection } from '../../../src/shared/tools';
import type { ExecuteContext, InspectContext } from '../../../src/main/tools/types';

/** A real temp folder: `root` is the workspace, `outside` a sibling folder outside it. */
export function createTempWorkspace(): { base: string; root: string; outside: string; cleanup: () => void } {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'gatehouse-tools-')));
  const root = path.join(base, 'ws');
  const outside = path.join(base, 'outside');
  mkdirSync(root);
  mkdirSync(outside);
  return { base, root, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

export function inspectContext(root: string): InspectContext {
  return { workspaceRoot: root, sessionId: 'session-1' };
}

export function executeContext(
  root: string,
  reviewed: Inspection,
  extra: Partial<ExecuteContext> = {},
): ExecuteContext {
  return {
    workspaceRoot: root,
    sessionId: 'session-1',
    runId: 'run-1',
    callId: 'call-1',
    reviewed,
    settledBy: { by: 'person' },
    memory: { saveNote: () => undefined },
    ...extra,
  };
}

export const never = new AbortController().signal;
