import { UpdatePlanArgsSchema } from '../../shared/tools';
import { buildPathlessInspection } from './tool-support';
import type { ToolDefinition } from './types';
import { say } from '../../shared/main-messages';

const schema = UpdatePlanArgsSchema;

export const updatePlanTool: ToolDefinition<typeof schema> = {
  name: 'update_plan',
  description:
    'Replace the checklist of steps the person sees. Send every item each time, with status pending, in_progress or done.',
  schema,
  async inspect(args) {
    const done = args.items.filter((i) => i.status === 'done').length;
    return buildPathlessInspection({
      summary: say('call.plan', { count: args.items.length, done }),
      preview: { type: 'plan', items: args.items },
    });
  },
  async execute(args) {
    const done = args.items.filter((i) => i.status === 'done').length;
    const current = args.items.find((i) => i.status === 'in_progress');
    return {
      outcome: 'success',
      content: `Plan updated: ${done} of ${args.items.length} done${current ? `; now: ${current.text}` : ''}.`,
    };
  },
};
