import type { mainMcpMessages as en } from '../../main/mcp';

/**
 * Simplified Chinese (zh-CN): MCP servers' messages (src/shared/main-messages/mcp.ts). A skipped
 * server's reason follows “跳过了 {name}：”. ICU MessageFormat, as ../app.ts.
 */
export const mainMcpMessages: Record<keyof typeof en, string> = {
  'main.mcp.noServer': '没有名为“{name}”的 MCP 服务器。',
  'main.mcp.noKeptValue':
    '服务器“{name}”没有已保存的{kind, select, env {环境变量} other {请求头}} {names} 可以保留（共 {count} 个）：请填写它的值。',
  'main.mcp.invalidServer': '无法保存这个服务器：{check}（问题在：{fields}）。没有做任何更改。',
  'main.mcp.cannotSeal': '无法安全地保存这个服务器的环境变量和请求头的值，因此没有保存它：{detail}',
  'main.mcp.import.notJson': '这不是 JSON：{detail}。',
  'main.mcp.import.noServers':
    '需要一个包含 "mcpServers" 的对象，就像 Claude Desktop、Claude Code 和 Cursor 所写的那样。',
  'main.mcp.import.notObject': '它的内容不是一个对象',
  'main.mcp.import.sse': '它使用旧的 SSE 传输方式；Gatehouse 支持 stdio 和可流式传输的 HTTP',
  'main.mcp.import.invalid': '{check}（问题在：{field}）',
  'main.mcp.import.nameTaken': '已经有一个同名的服务器',
  'main.mcp.signInFailed':
    '登录“{name}”未完成：{why, select, notHttp {只有通过 HTTP 访问的服务器才需要登录} unavailable {这个 Gatehouse 无法保存登录信息} wrongState {登录被拒绝：这个回应不属于 Gatehouse 发起的登录} refused {服务器没有让你登录（{detail}）} timedOut {登录没有在规定时间内完成} cancelled {登录已取消} noToken {服务器没有给 Gatehouse 令牌} other {{detail}}}',
  'main.mcp.prompt.gone': '这个请求已不在等待中：它已被回答、拒绝或撤回。',
  'main.mcp.prompt.noSampling': 'Gatehouse 不会把服务器的消息发送给模型：请拒绝它。',
  'main.mcp.prompt.doesNotFit': '这个回答不符合服务器的要求（问题在：{fields}）。',
  'main.mcp.state.didNotStart': '它没有启动：{detail}',
  'main.mcp.start.programHidden':
    '没有启动：它的程序 {program} 位于 {folder}，而沙箱会隐藏这个位置。请把程序安装到系统文件夹，或在不使用沙箱的情况下运行这个服务器。',
  'main.mcp.start.programHiddenInHome':
    '没有启动：它的程序 {program} 位于 {folder}，而沙箱会隐藏这个位置。请允许使用你主文件夹中的工具链（设置 › 命令），或把程序安装到主文件夹之外。',
  'main.mcp.start.writableNeedsFolder':
    '没有启动：它指定了可以写入的文件夹，但一个适用于所有文件夹的服务器没有可容纳它们的文件夹。',
  'main.mcp.start.writableOutside': '没有启动：它可以写入的文件夹 {folder} 不在 {workspace} 之内。',
  'main.mcp.start.noSandbox': '没有启动：它被设为在沙箱中运行，但这台电脑没有沙箱。',
  'main.mcp.start.noSandboxPrograms':
    '没有启动：它被设为在沙箱中运行，但这台电脑没有沙箱：{count, plural, other {以下程序未安装：{programs}}}。安装命令：{command}',
  'main.mcp.start.noSandboxToGive': '没有启动：它被设为在沙箱中运行，但这个 Gatehouse 没有可提供的沙箱。',
  'main.mcp.start.noNpmFolder': '没有启动：它通过 npx 启动，但这个 Gatehouse 没有存放 npm 包的文件夹。',
  'main.mcp.state.commandNotFound': '它没有启动：找不到它的命令（{detail}）',
  'main.mcp.state.needsSignIn': '它没有启动：服务器拒绝了 Gatehouse，需要登录（{detail}）',
  'main.mcp.state.gaveUp': '它意外停止了 {count} 次，因此 Gatehouse 不再重启它。请在“设置”中重新启动它。',
  'main.mcp.state.restarting': '它意外停止了；{seconds} 秒后重启。',
};
