import type { mainSandboxMessages as en } from '../../main/sandbox';

/** Simplified Chinese (zh-CN): the command sandbox's messages (src/shared/main-messages/sandbox.ts). ICU MessageFormat, as ../app.ts. */
export const mainSandboxMessages: Record<keyof typeof en, string> = {
  'main.sandbox.notChecked': '尚未检查。',
  'main.sandbox.bubblewrap': '沙箱：{version}，需要访问网络地址的命令通过 @anthropic-ai/sandbox-runtime 的代理访问。',
  'main.sandbox.seatbelt': '沙箱：macOS Seatbelt，通过 @anthropic-ai/sandbox-runtime 使用。',
  'main.sandbox.missing':
    '这台电脑无法在沙箱中运行命令：{count, plural, other {以下程序未安装：{programs}}}。在 Debian 或 Ubuntu 上可运行：{command}',
  'main.sandbox.noSandboxFor': '这台电脑无法在沙箱中运行命令：Gatehouse 目前还没有适用于 {platform} 的沙箱。',
  'main.sandbox.libraryFailed': '这台电脑无法在沙箱中运行命令：沙箱库无法启动（{detail}）。',
  'main.sandbox.trialFailed': '这台电脑无法在沙箱中运行命令：无法试运行沙箱（{detail}）。',
  'main.sandbox.systemRefused':
    '这台电脑无法在沙箱中运行命令：系统拒绝启动沙箱（{detail}）。这通常意味着用户命名空间（user namespaces）已被关闭或阻止（例如 Ubuntu 23.10 及以后版本中的 AppArmor，或在容器内运行时）；管理这台电脑的人可以为 bubblewrap 开启它们。',
  'main.sandbox.systemRefusedExit':
    '这台电脑无法在沙箱中运行命令：系统拒绝启动沙箱（退出码 {exit}）。这通常意味着用户命名空间（user namespaces）已被关闭或阻止（例如 Ubuntu 23.10 及以后版本中的 AppArmor，或在容器内运行时）；管理这台电脑的人可以为 bubblewrap 开启它们。',
};
