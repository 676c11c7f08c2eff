import type { mainHooksMessages as en } from '../../main/hooks';

/** Simplified Chinese (zh-CN): hooks' messages (src/shared/main-messages/hooks.ts). ICU MessageFormat, as ../app.ts. */
export const mainHooksMessages: Record<keyof typeof en, string> = {
  'main.hooks.matcherUnreadable':
    'Gatehouse 无法识别“{matcher}”这个模式。请填写工具名称（例如 Bash），或用 | 分隔多个名称（例如 Write|Edit），或留空表示所有工具。',
  'main.hooks.gone': '这个钩子已不存在。',
  'main.hooks.alreadyRemoved': '这个钩子已经移除了。',
  'main.hooks.invalid': '无法保存这个钩子：{check}（问题在：{fields}）。没有做任何更改。',
  'main.hooks.confirmOutsideSandbox': '这个钩子设为在沙箱之外运行，你的账户能做的事它都能做。请先确认，再保存。',
  'main.hooks.folderNotFull': '请写出文件夹的完整路径（从磁盘的最顶层开始）。',
  'main.hooks.nothingToTrust': '这个文件夹没有可以信任的钩子。',
  'main.hooks.changedWhileReading': '你查看期间，这个文件夹的钩子发生了变化。请重新查看，再决定是否信任这个文件夹。',
  'main.hooks.cannotTrust': 'Gatehouse 无法按现状信任这个文件夹的钩子：“设置 › 钩子”中逐一说明了原因。',
  'main.hooks.import.notJson': '这不是 Gatehouse 能读取的设置文件：它不是 JSON。',
  'main.hooks.import.notObject': '这不是设置文件：它不是一个 JSON 对象。',
  'main.hooks.import.noHooks': '这个设置文件没有 "hooks" 项。',
  'main.hooks.skip.notEvents': '"hooks" 项不是一个按事件组织的对象。',
  'main.hooks.skip.otherEvent': 'Gatehouse 只运行 PreToolUse 和 PostToolUse 钩子。',
  'main.hooks.skip.notList': '它的内容不是一个列表。',
  'main.hooks.skip.noHooksList': '第 {entry} 项没有 "hooks" 列表。',
  'main.hooks.skip.notAHook': '第 {entry} 项的第 {hook} 个钩子不是钩子。',
  'main.hooks.skip.notCommand': '第 {entry} 项的第 {hook} 个钩子类型为“{type}”；Gatehouse 只运行命令类型的钩子。',
  'main.hooks.skip.noCommand': '第 {entry} 项的第 {hook} 个钩子没有命令（或命令超过 10,000 个字符）。',
  'main.hooks.file.notJson': '{file} 不是有效的 JSON，因此没有读取其中的钩子。',
  'main.hooks.file.notObject': '{file} 不是一个 JSON 对象，因此没有读取其中的钩子。',
  'main.hooks.notRun.untrusted':
    '这个文件夹的钩子还没有被信任，所以 Gatehouse 没有运行它们。请在“设置 › 钩子”中阅读它们的命令，信任这个文件夹后它们才会运行。',
  'main.hooks.notRun.noTrustedCopy':
    '这个文件夹的钩子是在 Gatehouse 开始保存其运行内容的副本之前被信任的，所以 Gatehouse 没有运行它们。请在“设置 › 钩子”中重新查看，并再次信任这个文件夹后它们才会运行。',
  'main.hooks.failed.unreadable': '无法读取钩子列表：{detail}。',
  'main.hooks.failed.notStarted': '它没有启动（{detail}）。',
  'main.hooks.failed.timedOut': '它在 {seconds} 秒内没有回答，已被停止。',
  'main.hooks.failed.stopped': '它在回答前突然停止了。',
  'main.hooks.failed.stoppedBy': '它在回答前突然停止了（{signal}）。',
  'main.hooks.failed.exitCode': '它以退出码 {code} 失败。',
  'main.hooks.failed.exitCodeSaid': '它以退出码 {code} 失败，并输出：“{said}”。',
  'main.hooks.failed.notJson': '它输出的内容开头像 JSON，但不是有效的 JSON。',
  'main.hooks.failed.badShape': '它回答的格式 Gatehouse 无法理解（位置：{where}）。',
  'main.hooks.failed.otherEvent': '它回答的是 {answered}，而问它的是 {asked}。',
};
