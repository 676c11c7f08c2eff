import { z } from 'zod';
import { buildPathlessInspection } from './tool-support';
import type { ToolDefinition } from './types';
import { say } from '../../shared/main-messages';

const schema = z
  .object({
    text: z.string().trim().min(1).max(2000).describe('The note to keep, in a sentence or two.'),
  })
  .strict();

export const rememberTool: ToolDefinition<typeof schema> = {
  name: 'remember',
  description:
    'Save a short note about this folder (a preference, a fact about the project). The note is kept for this folder and read back into the system prompt of every future conversation in it. ' +
    'A person must approve saving it, and can see and delete it in Settings. Never put secrets in a note.',
  schema,
  async inspect(args) {
    const shown = args.text.length > 60 ? `${args.text.slice(0, 57)}…` : args.text;
    return {
      ...buildPathlessInspection({
        summary: say('call.remember', { text: shown }),
        preview: { type: 'args', text: args.text },
      }),
      // Why a person always decides: a note outlives the run and is read into every later
      // conversation in this folder, so it is a lasting channel into future prompts.
      defaultEffect: 'ask',
      actsOnWorld: true,
    };
  },
  async execute(args, ctx) {
    try {
      ctx.memory.saveNote({ sessionId: ctx.sessionId, workspace: ctx.workspaceRoot, text: args.text });
      return { outcome: 'success', content: 'Noted for this folder.' };
    } catch (error) {
      return {
        outcome: 'failure',
        content: `The note could not be saved: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
  },
};
