import { t } from '../i18n';

/**
 * Pure: the form a built-in file tool's arguments are edited with, as the input schema MCP calls'
 * forms read (McpArgsForm): the path, and the text to write or the text to replace and its
 * replacement, titled in the person's words. Null for a tool edited as JSON only. The names are the
 * tools' own (src/main/tools/write-file.ts, edit-file.ts); main checks whatever the form makes.
 */
export function deriveFileToolForm(tool: string): Record<string, unknown> | null {
  const path = { type: 'string', title: t('approval.form.path'), description: t('approval.form.pathHelp') };
  if (tool === 'write_file') {
    return {
      type: 'object',
      properties: { path, content: { type: 'string', title: t('approval.form.content'), multiline: true } },
      required: ['path', 'content'],
    };
  }
  if (tool === 'edit_file') {
    return {
      type: 'object',
      properties: {
        path,
        old_string: { type: 'string', title: t('approval.form.oldString'), multiline: true },
        new_string: { type: 'string', title: t('approval.form.newString'), multiline: true },
        replace_all: { type: 'boolean', title: t('approval.form.replaceAll') },
      },
      required: ['path', 'old_string', 'new_string'],
    };
  }
  return null;
}
