import { z } from 'zod';
import { buildPathlessInspection } from './tool-support';
import type { ToolDefinition } from './types';

const schema = z
  .object({
    text: z.string().trim().min(1).max(2000).describe('The note to keep, in a sentence or two.'),
  })
  .strict();

export const rememberTool: ToolDefinition<typeof schema> = {
  name: 'remember',
  description: 'Save a short note (a preference, a fact about this project) so it is kept for later sessions.',
  schema,
  async inspect(args) {
    const shown = args.text.length > 60 ? `${args.text.slice(0, 57)}…` : args.text;
    return buildPathlessInspection({ summary: `Remember "${shown}"`, preview: { type: 'args', text: args.text } });
  },
  async execute(args, ctx) {
    try {
      ctx.memory.saveNote({ sessionId: ctx.sessionId, text: args.text });
      return { outcome: 'success', content: 'Noted.' };
    } catch (error) {
      return { outcome: 'failure', content: `The note could not be saved: ${error instanceof Error ? error.message : String(error)}` };
    }
  },
};
