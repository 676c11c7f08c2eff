import type { mainCoreMessages as en } from '../../main/core';

/** Simplified Chinese (zh-CN): the core's messages (src/shared/main-messages/core.ts). ICU MessageFormat, as ../app.ts. */
export const mainCoreMessages: Record<keyof typeof en, string> = {
  'main.ipc.untrustedSender': '这个请求不是来自 Gatehouse 自己的窗口，因此已被拒绝。',
  'main.ipc.unknownChannel': 'Gatehouse 没有名为“{channel}”的请求。',
  'main.ipc.invalidPayload': '请求无效：{check}（问题在：{fields}）。没有做任何更改。',
  'main.ipc.internal': 'Gatehouse 内部出了问题。没有丢失任何内容；请重试。',
  'main.session.textGone': '这段文本已不属于这个对话。请重新打开这个对话。',
  'main.session.gone': '这个对话已不存在。它可能已在另一个窗口中被删除。',
  'main.session.working':
    'Gatehouse 仍在这个对话中处理。请等它完成，或按“停止”，然后再{action, select, send {发送新消息} askAgain {使用“改为问我”} retry {重试} summarise {概括对话} move {把它移到另一个文件夹} undo {撤销更改} other {这样做}}。',
  'main.session.waiting':
    'Gatehouse 正在这个对话中等待你的回答。请先批准或拒绝它提出的请求，然后再{action, select, send {发送新消息} askAgain {使用“改为问我”} retry {重试} summarise {概括对话} move {把它移到另一个文件夹} undo {撤销更改} other {这样做}}。',
  'main.session.closing': 'Gatehouse 正在关闭，因此无法开始任何新的工作。',
  'main.session.emptyName': '名称不能为空。',
  'main.session.deleteWhileWorking': 'Gatehouse 仍在这个对话中处理。请先按“停止”，再删除它。',
  'main.session.confirmYolo': '审批人为“无人”时，此文件夹内的更改不经询问直接执行。请先确认。',
  'main.session.emptyMessage': '请先写一条消息。',
  'main.session.alreadyAskedAgain': '你已经要求亲自决定这项操作了。',
  'main.session.askAgainOnlyReviewer': '只有复审模型拒绝的操作，才能这样改为由你决定。',
  'main.session.nothingToRetry': '这个对话中没有可以重试的内容：它的上一个请求并不是因出现问题而停止的。',
  'main.session.noteGone': '这条备忘已经删除了。',
  'main.workspace.gone': '文件夹 {path} 不见了。请把它放回原处，或为这个对话选择另一个文件夹。',
  'main.workspace.missing': '文件夹 {path} 不存在，或者不是文件夹。请选择另一个文件夹。',
  'main.workspace.wholeDisk':
    '{path} 是整个磁盘。请选择某一个项目的文件夹：Gatehouse 在改动该文件夹以外的任何东西之前都会先询问你。',
  'main.workspace.home':
    '{path} 是你的主文件夹。请选择其中某一个项目的文件夹：Gatehouse 在改动该文件夹以外的任何东西之前都会先询问你。',
  'main.workspace.holdsHome':
    '{path} 包含你的主文件夹。请在主文件夹中选择某一个项目的文件夹：Gatehouse 在改动该文件夹以外的任何东西之前都会先询问你。',
  'main.workspace.holdsData': 'Gatehouse 把自己的数据保存在 {path} 中的 {dataDir}。请选择一个不包含它的文件夹。',
  'main.workspace.notWritable': 'Gatehouse 无法更改 {path} 中的任何内容。请选择一个你可以写入的文件夹。',
  'main.settings.invalid': '无法保存这些设置：{check}（问题在：{fields}）。没有做任何更改。',
  'main.model.noLocalServer': '还没有设置本地服务器：请在设置中输入它的地址（例如 http://127.0.0.1:11434）。',
  'main.model.none': '还没有设置模型：请在设置中添加 Anthropic API 密钥，或让 Gatehouse 使用本地服务器。',
  'main.model.cannotSummarise': 'Gatehouse 无法概括这个对话。{reason}没有做任何更改。',
  'main.model.tooLongToSummarise': '对话太长，模型连概括都做不到。请开始新对话来继续。没有做任何更改。',
  'main.undo.runNotHere': '这次运行不属于这个对话。',
  'main.undo.nothingLeft': '这里已经没有可以撤销的内容：它的更改已经撤销过，或者从未写入。',
  'main.undo.tooOld': '{file} 时间太久，无法撤销：为了让撤销存储空间不超出上限，它之前的内容已被清除。',
  'main.undo.changedBetween':
    '在 Gatehouse 两次写入之间，{file} 被 Gatehouse 以外的程序或人改动过，因此 Gatehouse 不会撤销这些写入。',
  'main.undo.notAFileChange': '这项操作无法撤销：只有 Gatehouse 对文件所做的更改才能撤销。',
  'main.undo.runNotEnded': '这次运行还没有结束：请等它完成，或按“停止”，然后再撤销它的更改。',
  'main.undo.refusedFolderLink':
    '没有撤销任何内容：{file} 现在指向别的地方（有一个文件夹被替换成了链接）。撤销只会恢复仍然保存着 Gatehouse 所写内容的文件。',
  'main.undo.refusedDeleted':
    '没有撤销任何内容：Gatehouse 写入 {file} 之后，它被删除或移动了。撤销只会恢复仍然保存着 Gatehouse 所写内容的文件。',
  'main.undo.refusedLink':
    '没有撤销任何内容：{file} 现在指向别的地方（它被替换成了链接）。撤销只会恢复仍然保存着 Gatehouse 所写内容的文件。',
  'main.undo.refusedChanged':
    '没有撤销任何内容：Gatehouse 写入 {file} 之后，它又发生了变化。撤销只会恢复仍然保存着 Gatehouse 所写内容的文件。',
  'main.undo.refusedUnreadable':
    '没有撤销任何内容：无法读取 {file}（{detail}）。撤销只会恢复仍然保存着 Gatehouse 所写内容的文件。',
  'main.undo.stoppedPartWay': '撤销中途停止了：{detail}。已经恢复的文件：{files}。',
  'main.undo.stoppedNothingChanged': '撤销中途停止了：{detail}。没有做任何更改。',
  'main.undo.stoppedPartWayAt':
    '撤销中途停止了：Gatehouse 写入 {file} 之后，它又发生了变化，因此保持原样未动。已经恢复的文件：{files}。',
  'main.undo.createdDeletes': '{file} 是 Gatehouse 创建的；撤销会删除它。',
  'main.undo.bytesOnly': '{file} 只是保存方式不同（编码或换行符）；撤销会逐字节恢复原样。',
  'main.undo.done': '已撤销：{files}。',
  'main.undo.binary': '{file} 是二进制内容：无法按行显示差异。',
  'main.run.autoWaits': '自动复审暂时不可用，因此每个请求都会等你决定，就像审批人为“你”时一样。',
  'main.run.stoppedByPerson': '已由你停止。',
  'main.run.internalRetry': 'Gatehouse 内部出了问题。按“重试”继续。',
  'main.run.noModelRetry':
    '还没有设置模型：请在设置中添加 Anthropic API 密钥，或让 Gatehouse 使用本地服务器。然后按“重试”继续。',
  'main.run.noLocalServerRetry':
    '还没有设置本地服务器：请在设置中输入它的地址（例如 http://127.0.0.1:11434）。然后按“重试”继续。',
  'main.run.modelFailed': '{reason}',
  'main.run.closedWhileReplying': '模型回复期间 Gatehouse 关闭了。没有执行任何操作。按“重试”继续。',
  'main.run.closedWhileRunning':
    '{count, plural, other {Gatehouse 在 # 项操作执行期间关闭了：结果未知，也没有重新执行。}}按“重试”继续。',
  'main.run.closedWhileClosing':
    'Gatehouse 正在关闭，因此停止了这里的工作。中途停下的内容已在对话中标出。按“重试”继续。',
  'main.run.closedBetweenSteps': 'Gatehouse 在两个步骤之间关闭了。没有丢失任何内容。按“重试”继续。',
  'main.run.movedFolder': '这个对话已移到另一个文件夹，因此这个请求没有在那里继续。请发送一条新消息来继续。',
  'main.legacy.text': '{text}',
};
