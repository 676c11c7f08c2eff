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

/** The Simplified Chinese (zh-CN) catalogue: the same keys as the English one, ICU MessageFormat values. */
export const messages = {
  ...appMessages,
  ...approvalMessages,
  ...hooksMessages,
  ...mcpMessages,
  ...rulesMessages,
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
