import type { CommandAction } from '../../../shared/tools';
import { formatList, t } from '../i18n';
import { deriveVisibleText } from '../text/visible-text';

const oneLine = (text: string) => deriveVisibleText(text, { lines: 'mark' });

/** One step of a command in the person's words (pure): what it does, to which files. */
export function deriveActionSentence(action: CommandAction): string {
  const targets = formatList(action.targets.map(oneLine));
  const program = oneLine(action.program);
  const named = action.targets.length > 0;
  switch (action.verb) {
    case 'delete':
      return named ? t('approval.cmd.does.delete', { targets }) : t('approval.cmd.does.deleteUnnamed');
    case 'move':
    case 'copy': {
      if (!named || action.destination === undefined)
        return t(action.verb === 'move' ? 'approval.cmd.does.moveUnnamed' : 'approval.cmd.does.copyUnnamed');
      const params = { targets, destination: oneLine(action.destination) };
      return t(action.verb === 'move' ? 'approval.cmd.does.move' : 'approval.cmd.does.copy', params);
    }
    case 'install-packages':
      return named
        ? t('approval.cmd.does.install-packages', { targets, program })
        : t('approval.cmd.does.install-packagesUnnamed', { program });
    case 'reach-network':
      return named
        ? t('approval.cmd.does.reach-network', { targets, program })
        : t('approval.cmd.does.reach-networkUnnamed', { program });
    case 'run-script':
      return named
        ? t('approval.cmd.does.run-script', { targets })
        : t('approval.cmd.does.run-scriptUnnamed', { program });
    case 'git-push':
      return named ? t('approval.cmd.does.git-push', { targets }) : t('approval.cmd.does.git-pushUnnamed');
    case 'create-folder':
    case 'create-file':
    case 'write-file':
    case 'change-permissions':
    case 'git-commit':
    case 'git-change':
    case 'read':
    case 'other':
      return t(`approval.cmd.does.${action.verb}`, { targets, program });
  }
}

/** What a command does, first, one sentence per step (main read them from the words). */
export function CommandActionsView({ actions }: { actions: readonly CommandAction[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="gh-command-does">
      <p className="gh-label">{t('approval.cmd.does.label')}</p>
      <ul>
        {actions.map((action, i) => (
          <li key={i}>{deriveActionSentence(action)}</li>
        ))}
      </ul>
    </div>
  );
}
