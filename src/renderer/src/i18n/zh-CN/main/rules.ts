import type { mainRulesMessages as en, RuleProblemWords } from '../../main/rules';
import { buildSelectCases } from '../../main/build-select';

/** Simplified Chinese (zh-CN): why a rule cannot work as written, by the last part of its id. */
const problems: RuleProblemWords = {
  toolDefinitionNotMcp: '只有已连接服务的工具（mcp__…）才会保存工具说明，{tool} 不会。',
  pathNotFileTool: '路径模式只适用于文件工具（读取、列出、搜索、写入和编辑文件），不适用于 {tool}。',
  globFromTop: '请从文件夹开始写路径模式（例如 src/**），不要从磁盘的最顶层写起。',
  globGoesUp: '路径模式只能在文件夹之内：不能用“..”向上走。',
  globOpenBrace: `路径模式中有一个“'{'”，却没有对应的“'}'”。`,
  commandNotRunCommand: '命令中的词只适用于 run_command，不适用于 {tool}。',
  commandWordEmpty: '命令中的词不能为空。',
  commandFirstWordOption: '第一个词是程序名，不能是选项。',
  furtherArgumentsRefused:
    '不能为 {program} 选择“以及任何后续参数”：它后续的词决定了它会更改或运行什么，所以针对它的规则必须写明每一个词。',
  fieldsNotMcp: '字段条件只适用于已连接服务的工具（mcp__…），不适用于 {tool}。',
};

/** Simplified Chinese (zh-CN): saved rules' messages (src/shared/main-messages/rules.ts). ICU MessageFormat, as ../app.ts. */
export const mainRulesMessages: Record<keyof typeof en, string> = {
  'main.rules.problem.toolDefinitionNotMcp': problems.toolDefinitionNotMcp,
  'main.rules.problem.pathNotFileTool': problems.pathNotFileTool,
  'main.rules.problem.globFromTop': problems.globFromTop,
  'main.rules.problem.globGoesUp': problems.globGoesUp,
  'main.rules.problem.globOpenBrace': problems.globOpenBrace,
  'main.rules.problem.commandNotRunCommand': problems.commandNotRunCommand,
  'main.rules.problem.commandWordEmpty': problems.commandWordEmpty,
  'main.rules.problem.commandFirstWordOption': problems.commandFirstWordOption,
  'main.rules.problem.furtherArgumentsRefused': problems.furtherArgumentsRefused,
  'main.rules.problem.fieldsNotMcp': problems.fieldsNotMcp,
  'main.rules.stored.notJson': '保存的规则不是可读的 JSON。',
  'main.rules.stored.notARule': '保存的规则已无法作为规则读取（{field}：{check}）。',
  'main.rules.stored.disagrees': '保存的规则自相矛盾（它的工具或效果）。',
  'main.rules.gone': '这条规则已不存在。',
  'main.rules.conversationGone': '这条规则所针对的对话已不存在。',
  'main.rules.folderNotFull': '文件夹规则要写出文件夹的完整路径（从磁盘的最顶层开始）。',
  'main.rules.requestGone': '这个请求已不在等待中。',
  'main.rules.requestConversationGone': '这个请求所在的对话已不存在。',
  'main.rules.historyConversationGone': '这个对话已不存在。',
  'main.rules.import.notJson': '这个文件不是规则文件：它不是可读的 JSON。没有导入任何内容。',
  'main.rules.import.notRulesFile':
    '这个文件不是 Gatehouse 规则文件（它没有 "format": "gatehouse-rules"）。没有导入任何内容。',
  'main.rules.import.invalid': '无法读取这个规则文件：{check}。没有导入任何内容。',
  'main.rules.import.invalidAt': '无法读取这个规则文件中的 {where}：{check}。没有导入任何内容。',
  'main.rules.import.ruleCannotWork': `文件中的第 {number} 条规则无法生效：{problem, select, ${buildSelectCases(problems)} other {按现在的写法它无法生效。}}没有导入任何内容。`,
};
