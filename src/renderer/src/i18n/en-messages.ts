import { appMessages } from './app';
import { approvalMessages } from './approval';
import { hooksMessages } from './hooks';
import { mainCoreMessages } from './main/core';
import { mainDecisionMessages } from './main/decisions';
import { mainConnectionMessages } from './main/connection';
import { mainSandboxMessages } from './main/sandbox';
import { mainHooksMessages } from './main/hooks';
import { mainInspectMessages } from './main/inspect';
import { mainCommandMessages } from './main/command';
import { mainMcpMessages } from './main/mcp';
import { mainRulesMessages } from './main/rules';
import { mainCheckMessages } from './main/checks';
import { mcpMessages } from './mcp';
import { rulesMessages } from './rules';

/**
 * The English catalogue, the source every other language translates: the main screen, settings,
 * inbox, record and onboarding (./app.ts), the approval sheet (./approval.ts), MCP servers
 * (./mcp.ts), saved rules (./rules.ts), hooks (./hooks.ts), and the main process's messages
 * (./main/, keyed `main.<id>`, worded by ./main/word-main.ts). Each value is an ICU message
 * (docs/i18n.md): `{name}` a parameter, `{count, plural, one {…} other {…}}` a number's forms.
 */
export const enMessages = {
  ...appMessages,
  ...approvalMessages,
  ...mcpMessages,
  ...rulesMessages,
  ...hooksMessages,
  ...mainCoreMessages,
  ...mainDecisionMessages,
  ...mainConnectionMessages,
  ...mainSandboxMessages,
  ...mainRulesMessages,
  ...mainCheckMessages,
  ...mainHooksMessages,
  ...mainMcpMessages,
  ...mainInspectMessages,
  ...mainCommandMessages,
};

export type MessageKey = keyof typeof enMessages;

/** One language's messages: an ICU message for every key of the English catalogue. */
export type Catalogue = Record<MessageKey, string>;
