import { describe, expect, it } from 'vitest';
import { deriveFolderCodeInCommand } from '../../../src/shared/folder-code-programs';
import { HookTrustRefusalReasonSchema } from '../../../src/shared/hooks';
import { t } from '../../../src/renderer/src/i18n';
import { deriveFolderCodeWarning } from '../../../src/renderer/src/tool-hooks/hook-form-state';

describe('Settings › Hooks says when your hook outside the sandbox runs the folder’s code', () => {
  it.each([
    ['npx prettier --check "$1"', 'npx'],
    ['cd "$CLAUDE_PROJECT_DIR" && npm run lint', 'npm run'],
    ['FORCE_COLOR=0 python3 -m mypy .', 'python3 -m'],
    ['timeout 30 yarn test', 'yarn'],
    ['env -i PATH=/usr/bin node --require ./trace.cjs hook.js', 'node --require'],
    ['make check', 'make'],
  ])('`%s` runs code the folder names (%s)', (command, program) => {
    expect(deriveFolderCodeInCommand(command)).toBe(program);
    expect(deriveFolderCodeWarning({ command, sandbox: 'none' })).toBe(program);
    // In the sandbox it changes nothing there, so the confirmation (and this line) is not shown.
    expect(deriveFolderCodeWarning({ command, sandbox: 'hook' })).toBeNull();
  });

  it.each(['~/.claude/hooks/guard.sh', 'node ~/bin/check.js', 'npm --version', 'python3 ~/hooks/lint.py'])(
    '`%s` does not',
    (command) => {
      expect(deriveFolderCodeWarning({ command, sandbox: 'none' })).toBeNull();
    },
  );

  it('the confirmation names the program in a sentence', () => {
    expect(t('hooks.form.confirmFolderCode', { program: 'npm run' })).toMatch(
      /^It uses npm run, which looks up what to run in the folder of the conversation/,
    );
  });
});

describe('a folder’s hook that cannot be trusted is said why in one sentence', () => {
  it('every reason main gives has words, with its parameters filled', () => {
    const params = {
      word: 'fm?.sh',
      name: 'BASH_ENV',
      text: '$HOME',
      program: 'npx',
      path: 'hook.sh',
      script: 'run.sh',
      line: 2,
      kilobytes: 1201,
      limitKilobytes: 1000,
      count: 600,
      limit: 500,
    };
    for (const reason of HookTrustRefusalReasonSchema.options) {
      const sentence = t(`hooks.project.refused.${reason}`, params);
      expect(sentence, reason).not.toMatch(/\{[a-zA-Z]+\}/);
      expect(sentence.split(/(?<=\.) /).length, reason).toBeLessThanOrEqual(2);
    }
    expect(t('hooks.project.refused.glob', { word: '.gatehouse/fm?.sh' })).toBe(
      'Cannot be trusted: its command names what it runs with a wildcard or braces (.gatehouse/fm?.sh), so another file could run later.',
    );
  });
});
