import type { McpService } from '../../src/main/mcp';
import type { McpPromptView } from '../../src/shared/mcp-prompts';
import { buildMcpPromptContent, deriveMcpPromptFormValues } from '../../src/renderer/src/mcp/build-mcp-prompt-content';

/** The person at the window, scripted for the conformance client: nothing else of the app is replaced. */
export interface ScriptedPerson {
  /** Sign in: the browser replaced by following the consent page's redirect back to Gatehouse's loopback. */
  openConsentPage(url: string): Promise<void>;
  /** Answers each new question by accepting the form as it opens (the server's defaults filled in, as the window shows them). */
  answerPrompts(service: McpService, prompts: readonly McpPromptView[]): void;
}

export function createScriptedPerson(): ScriptedPerson {
  const answered = new Set<string>();
  return {
    async openConsentPage(url) {
      const consent = await fetch(url, { redirect: 'manual' });
      const back = consent.headers.get('location');
      if (back === null) throw new Error(`the consent page did not send the browser back (${consent.status})`);
      // As in a browser, the flow does not wait on this page load: the loopback answers on its own.
      void fetch(new URL(back, url)).catch(() => undefined);
    },
    answerPrompts(service, prompts) {
      for (const prompt of prompts) {
        if (answered.has(prompt.id) || prompt.kind !== 'elicitation') continue;
        answered.add(prompt.id);
        const content = buildMcpPromptContent(prompt.fields, deriveMcpPromptFormValues(prompt.fields));
        service.prompts.answer({ id: prompt.id, action: 'accept', content });
      }
    },
  };
}
