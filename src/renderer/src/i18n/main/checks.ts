import type { CHECK_MESSAGES } from '../../../../shared/main-messages/checks';

/**
 * English: the rules of the shared schemas (src/shared/main-messages/checks.ts), keyed
 * `main.<id>`. Each is worded where a refusal names it (`{check}`), so it reads as a clause.
 */
export const mainCheckMessages: Record<`main.${keyof typeof CHECK_MESSAGES}`, string> = {
  'main.check.serverNameChars':
    'a server name uses letters, digits, - and _ (up to 40), starting with a letter or digit',
  'main.check.serverNameDoubleUnderscore': 'a server name cannot contain two underscores in a row',
  'main.check.serverNameEndsUnderscore':
    'a server name cannot end with _ (its tools’ names would read as another server’s)',
  'main.check.serverNamesRepeat': 'two servers have the same name',
  'main.check.commandNeeded': 'a command is needed',
  'main.check.httpAddress': 'the address must start with http:// or https://',
  'main.check.hostAlone': 'name a host alone (example.com or example.com:443)',
  'main.check.folderInside': 'name a folder inside the conversation’s folder, relative to it, without ..',
  'main.check.toolNeeded': 'name the tool',
  'main.check.toolPinnedTwice': 'a tool is trusted twice',
  'main.check.writerTwice': 'a tool is marked as a file writer twice',
  'main.check.domainNeeded': 'name a domain, such as example.com',
  'main.check.domainChars': 'a domain is letters, digits, dots and dashes (example.com)',
  'main.check.argumentPath': 'name the argument as dot-separated keys (options.draft)',
  'main.check.pathPatternNeeded': 'write a path pattern, such as src/**',
  'main.check.programNeeded': 'name at least the program',
  'main.check.conditionNeeded': 'add at least one condition',
  'main.check.toolNameChars': 'a tool name is letters, digits and _ . -',
  'main.check.definitionHash': 'a tool definition is named by its sha256, 64 hexadecimal digits',
  'main.check.chooseScope': 'choose where the rule applies',
  'main.check.modelAddress':
    'the server address must start with http:// or https:// and name a server, for example http://127.0.0.1:11434',
  'main.check.modelNeeded': 'enter the model’s name',
  'main.check.modelNameLong': 'the model’s name is 200 characters at most',
  'main.check.contextWindowRange': 'the model’s memory is between 1,024 and 10,000,000 tokens',
  'main.check.reviewerModelLong': 'the reviewer model’s name is 200 characters at most',
  'main.check.reviewerTimeRange': 'give the reviewer between 5 and 600 seconds',
  'main.check.confidenceRange': 'the confidence needed is between 0.5 and 1',
  'main.check.staleHoursRange': 'approvals go stale after 1 hour at the earliest and a year at the latest',
  'main.check.hookCommandNeeded': 'write the command the hook runs',
  'main.check.notJson': 'this is not valid JSON',
  'main.check.notExpected': 'a value is not of the kind expected',
};
