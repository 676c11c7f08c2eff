import type { mainInspectMessages as en } from '../../main/inspect';

/** Simplified Chinese (zh-CN): what a call's inspection says (src/shared/main-messages/inspect.ts). ICU MessageFormat, as ../app.ts. */
export const mainInspectMessages: Record<keyof typeof en, string> = {
  'main.call.read': '读取 {file}',
  'main.call.readLines': '读取 {file}（第 {from}–{to} 行）',
  'main.call.list': '列出 {folder} 的内容',
  'main.call.searchText': '在 {folder} 中搜索“{pattern}”',
  'main.call.searchFiles': '在 {folder} 中搜索文件 {glob}',
  'main.call.searchTextInFiles': '在 {folder} 的文件 {glob} 中搜索“{pattern}”',
  'main.call.plan': '更新计划（共 {count, plural, other {# 步}}，已完成 {done} 步）',
  'main.call.remember': '为这个文件夹记下一条备忘：“{text}”',
  'main.call.writeNew': '创建 {file}（+{added}）',
  'main.call.writeChange': '更改 {file}（+{added} −{removed}）',
  'main.call.writeUnchanged': '写入 {file}：没有更改',
  'main.call.writeBinary': '写入 {file}：已拒绝（Gatehouse 不写入二进制内容）',
  'main.call.writeNotAFile': '写入 {file}：无法写入（它不是普通文件）',
  'main.call.editChange': '编辑 {file}（+{added} −{removed}）',
  'main.call.editCannotApply': '编辑 {file}：无法应用（不会有任何更改）',
  'main.call.run': '运行 {command}',
  'main.call.runIn': '在 {folder} 中运行 {command}',
  'main.call.mcp': '{name}（{server}）',
  'main.call.mcpUntrusted': '{name}（{server}，未信任）',
  'main.outside.path': '{path} 在你的文件夹以外',
  'main.outside.mcpArgument': '{argument} 指名了 {path}，它在这个文件夹以外',
  'main.preview.unchanged': '没有更改：文件的内容已经与此完全相同。',
  'main.preview.textsOmitted':
    '这项更改太大，无法用并排视图显示（并排视图只用于不超过 {lines} 行、{chars} 个字符的文件），因此改为列出更改的行。',
  'main.preview.createEmpty': '{file} 还不存在；Gatehouse 会把它创建为一个空文件。',
  'main.preview.createText': '{file} 还不存在；Gatehouse 会把它创建为 UTF-8 文本。',
  'main.preview.utf8Bom': '这个文件以带字节顺序标记的 UTF-8 保存；Gatehouse 会保持这种保存方式。',
  'main.preview.utf16le': '这个文件以带字节顺序标记的 UTF-16（小端序）保存；Gatehouse 会保持这种保存方式。',
  'main.preview.utf16be': '这个文件以带字节顺序标记的 UTF-16（大端序）保存；Gatehouse 会保持这种保存方式。',
  'main.preview.latin1':
    '这个文件不是有效的 UTF-8，因此 Gatehouse 按 Latin-1（ISO-8859-1）读取它，写回时也会使用 Latin-1。',
  'main.preview.crlfConverted':
    '这个文件使用 Windows 换行符（CRLF）；为了保持一致，提议写入的文字中的换行已转换为 CRLF，差异视图显示的就是将要写入的内容。',
  'main.preview.crlfKept': '这个文件使用 Windows 换行符（CRLF）；Gatehouse 会保留它们。',
  'main.preview.lfConverted': '这个文件使用 Unix 换行符（LF）；为了保持一致，提议写入的文字中的 CRLF 换行已转换为 LF。',
  'main.preview.mixedEol': '这个文件混用了 CRLF 和 LF 换行符；提议写入的文字会完全按它自带的换行符写入。',
  'main.preview.proposedBom': '提议写入的文字以一个不可见的字节顺序标记字符（U+FEFF）开头；它会作为文字的一部分写入。',
  'main.preview.willRefuseEncoding':
    'Gatehouse 会拒绝这次写入：这个文件的保存方式无法容纳提议写入的文字中的某些字符。Gatehouse 不会改变这个文件的保存方式。',
  'main.preview.willRefuseLatin1':
    'Gatehouse 会拒绝这次写入：第 {line} 行有“{char}”（{code}），而这个文件的存储方式（Latin-1）无法保存它。Gatehouse 不会改变这个文件的存储方式。',
  'main.preview.willRefuseSurrogate':
    'Gatehouse 会拒绝这次写入：第 {line} 行有一个损坏的字符（{code}），任何文本存储方式都无法保存它。',
  'main.preview.missingFile': '{file} 还不存在。',
  'main.preview.binaryOnDisk': '{file} 是二进制文件：{bytes, plural, other {# 字节}}，sha256 {hash}。',
  'main.preview.textOnDisk': '{file} 是文本文件：{bytes, plural, other {# 字节}}，sha256 {hash}。',
  'main.preview.proposedBinary':
    '提议写入的内容含有 NUL 字符，因此是二进制内容：按 UTF-8 计 {bytes, plural, other {# 字节}}，sha256 {hash}。',
  'main.preview.proposedText': '提议写入的内容是文本：按 UTF-8 计 {bytes, plural, other {# 字节}}，sha256 {hash}。',
  'main.preview.refuseBinaryWrite': '二进制内容不按行显示差异。Gatehouse 只写入文本，因此会拒绝这次写入。',
  'main.preview.refuseOverwriteBinary':
    '二进制内容不按行显示差异。Gatehouse 不会用文本覆盖二进制文件，因此会拒绝这次写入。',
  'main.stale.autoWrite':
    '再次询问：这项更改原本会不经询问直接进行，但在 Gatehouse 检查之后文件又发生了变化，因此没有写入任何内容。这里显示的是按文件当前内容重新生成的差异。',
  'main.stale.autoOther':
    '再次询问：这项操作原本会不经询问直接运行，但在运行之前，Gatehouse 检查过的内容发生了变化，因此没有执行任何操作。',
  'main.stale.fileChanged': '{file} 在显示给你之后发生了变化。',
  'main.stale.changed': '这项操作将要做的事在显示给你之后发生了变化。',
  'main.stale.approvalOld':
    '这项审批已等待超过 {hours, plural, other {# 小时}}，在此期间{change, select, nowOutside {它变成会触及对话文件夹以外的地方} outsideChanged {它在文件夹以外触及的地方变了} protectedPlaces {它写入的、其他程序之后会运行的内容变了} paths {它会涉及的文件不再相同} file {{subject} 发生了变化} judged {对这条命令的判定变了} sandbox {这条命令不会再在同一个沙箱中运行} tool {服务器更改了 {subject} 工具} effect {对它的判定方式变了} other {它将要做的事变了}}。',
  'main.stale.approvalUncheckable': '这项审批已等待超过 {hours, plural, other {# 小时}}，而且无法再次检查。',
  'main.stale.approvalToolGone': '这个请求等待了很长时间，它的工具已不再可用。',
};
