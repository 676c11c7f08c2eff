import { describe, expect, it } from 'vitest';
import { DeciderSchema, ErrorCodeSchema, RunStateSchema } from '../../src/shared';
import { HandOverReasonSchema } from '../../src/shared/events';
import { IpcErrorCodeSchema } from '../../src/shared/ipc';
import { McpCallPreviewSchema } from '../../src/shared/mcp';
import { deriveDisplayError } from '../../src/renderer/src/ipc/client';
import { t, type MessageKey } from '../../src/renderer/src/i18n';
import { say } from '../../src/shared/main-messages';

/** A key t() does not know comes back as itself; a real message never looks like its key. */
function wordsFor(key: string): string {
  return t(key as MessageKey);
}

describe('codes the main process sends, shown to a person', () => {
  it('give every IPC error code a plain title', () => {
    for (const code of IpcErrorCodeSchema.options) {
      const shown = deriveDisplayError({ code, text: say('session.gone') });
      expect(shown.title, code).toBeTruthy();
      expect(shown.title, code).not.toBe(`ipc.${code}`);
      expect(shown.message).toBe('This conversation no longer exists. It may have been deleted in another window.');
    }
    expect(deriveDisplayError({ code: 'model_unavailable', text: say('model.tooLongToSummarise') }).title).toBe(
      'The model could not do that just now.',
    );
  });

  it('give every model error, run state, decider and reason the reviewer hands a sheet over words of their own', () => {
    const keys = [
      ...ErrorCodeSchema.options.map((code) => `error.${code}`),
      ...RunStateSchema.options.map((state) => `run.${state}`),
      ...DeciderSchema.options.map((who) => `decider.${who}`),
      ...HandOverReasonSchema.options.map((reason) => `approval.reviewer.handOver.${reason}`),
    ];
    expect(keys.filter((key) => !wordsFor(key) || wordsFor(key) === key)).toEqual([]);
  });

  it("give every reason a trusted server's MCP tool is not trusted one sentence naming the server", () => {
    const reasons = McpCallPreviewSchema.shape.trustChange.unwrap().options;
    expect(reasons).toEqual(['changed', 'new', 'unconfirmed']);
    for (const reason of reasons) {
      const words = t(`mcp.call.trustChange.${reason}` as MessageKey, { server: 'mail' });
      expect(words, reason).not.toBe(`mcp.call.trustChange.${reason}`);
      expect(words, reason).toContain('mail');
      expect(words.split(/[.!?](\s|$)/).filter((x) => x.trim() !== '').length, reason).toBe(1);
    }
  });

  it('say an interrupted reply may come from a dropped connection or a closed app, and that nothing unseen ran', () => {
    const words = t('run.interrupted');
    expect(words).toMatch(/connection/);
    expect(words).toMatch(/closed/);
    expect(words).toContain('Nothing ran that isn’t shown here.');
  });
});
