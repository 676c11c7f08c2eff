import type { mainConnectionMessages as en } from '../../main/connection';

/** Simplified Chinese (zh-CN): Test connection's messages (src/shared/main-messages/connection.ts). ICU MessageFormat, as ../app.ts. */
export const mainConnectionMessages: Record<keyof typeof en, string> = {
  'main.connection.invalidAddress':
    '地址必须以 http:// 或 https:// 开头并指明一台服务器，例如 http://127.0.0.1:11434。',
  'main.connection.notRunning':
    '{address} 上没有运行任何程序。请启动{server, select, llama_server { llama-server（运行 `llama-server -m <模型文件>`）} lmstudio { LM Studio（在 Developer 标签页中启动它的本地服务器）} ollama { Ollama（打开该应用，或运行 `ollama serve`）} other {模型服务器}}，或检查端口。',
  'main.connection.unreachable': 'Gatehouse 无法连接到 {address}：{detail}。请检查地址。',
  'main.connection.stoppedAnswering': '服务器不再响应：{detail}。',
  'main.connection.wrongPort':
    '{address} 上有程序响应，但它不是 Gatehouse 认识的模型服务器。请检查端口（Ollama 使用 11434，LM Studio 使用 1234，llama-server 使用 8080）。',
  'main.connection.notAnthropic':
    '{address} 上的服务器有响应，但没有使用 Gatehouse 所用的 Anthropic Messages API（/v1/messages）。{kind, select, lmstudio {请将 LM Studio 更新到提供 /v1/messages 的版本。} ollama {Ollama 从 0.14 版起提供它；请更新 Ollama。} other {}}',
  'main.connection.ollamaModelMissing': 'Ollama 还没有 {model}：请先下载它。',
  'main.connection.modelMissing': '服务器上没有名为 {model} 的模型。请从它的模型中选择一个。',
};
