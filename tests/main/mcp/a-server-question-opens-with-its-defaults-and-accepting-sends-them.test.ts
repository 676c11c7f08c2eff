import { describe, expect, it } from 'vitest';
import { createMcpPromptRegistry } from '../../../src/main/mcp/prompt-registry';
import {
  buildMcpPromptContent,
  deriveMcpPromptFormValues,
} from '../../../src/renderer/src/mcp/build-mcp-prompt-content';

const requestedSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', default: 'John Doe' },
    age: { type: 'integer', default: 30 },
    score: { type: 'number', default: 95.5 },
    status: { type: 'string', enum: ['active', 'inactive'], default: 'active' },
    verified: { type: 'boolean', default: true },
    // Defaults that do not fit their field are no defaults: the field opens empty.
    nickname: { type: 'string', default: 7 },
    level: { type: 'integer', default: 2.5 },
    colour: { type: 'string', enum: ['red', 'blue'], default: 'green' },
  },
  required: [],
};

describe('a server question with defaults', () => {
  it('opens with each fitting default filled in, and accepting the form as it opens sends exactly those', async () => {
    const registry = createMcpPromptRegistry();
    const asked = registry.ask({
      kind: 'elicitation',
      server: 's',
      instance: 's',
      workspace: null,
      message: 'Who are you?',
      requestedSchema,
      signal: new AbortController().signal,
    });
    const [view] = registry.list();
    const values = deriveMcpPromptFormValues(view!.fields);
    expect(values).toEqual({ name: 'John Doe', age: '30', score: '95.5', status: 'active', verified: true });

    registry.answer({ id: view!.id, action: 'accept', content: buildMcpPromptContent(view!.fields, values) });
    await expect(asked).resolves.toEqual({
      action: 'accept',
      content: { name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true },
    });
  });
});
