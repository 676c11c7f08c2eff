import { describe, expect, it } from 'vitest';
import type { CommandAction } from '../../../src/shared/tools';
import { deriveActionSentence } from '../../../src/renderer/src/approval/CommandActionsView';

/** As main reads them from the words (tests/main/tools/command/a-command-says-what-it-does-from-its-words.test.ts). */
const step = (
  verb: CommandAction['verb'],
  program: string,
  targets: string[],
  destination?: string,
): CommandAction => ({ verb, program, targets, ...(destination !== undefined ? { destination } : {}) });

describe('a command step, in the words the sheet leads with', () => {
  it.each([
    [step('delete', 'rm', ['old-draft.txt']), 'Deletes old-draft.txt for good'],
    [step('delete', 'rm', ['build', 'dist', 'logs']), 'Deletes build, dist, and logs for good'],
    [step('create-folder', 'mkdir', ['archive']), 'Creates the folder archive'],
    [step('move', 'mv', ['old-notes.txt'], 'archive/'), 'Moves old-notes.txt to archive/'],
    [step('copy', 'cp', ['report.pdf'], 'backup/'), 'Copies report.pdf to backup/'],
    [step('change-permissions', 'chmod', ['secrets.env']), 'Changes who may read, change or run secrets.env'],
    [step('install-packages', 'npm', ['left-pad']), 'Installs left-pad with npm, from the internet'],
    [step('install-packages', 'npm', []), 'Installs the packages this folder lists, with npm, from the internet'],
    [
      step('run-script', './deploy.sh', ['./deploy.sh']),
      'Runs ./deploy.sh, a script in this folder; Gatehouse cannot tell what it changes',
    ],
    [step('git-push', 'git', ['origin']), 'Sends your commits to origin'],
    [
      step('write-file', '', ['sorted.txt']),
      'Writes its output into sorted.txt, replacing what is there (or adding to it)',
    ],
    [step('other', 'frobnicate', []), 'Runs frobnicate; Gatehouse cannot tell what it changes'],
  ])('%o', (action, sentence) => {
    expect(deriveActionSentence(action)).toBe(sentence);
  });

  it('a name holding a line break is shown on one line, marked', () => {
    const sentence = deriveActionSentence(step('delete', 'rm', ['a\nb.txt']));
    expect(sentence).not.toContain('\n');
    expect(sentence).toMatch(/^Deletes a.+b\.txt for good$/);
  });
});
