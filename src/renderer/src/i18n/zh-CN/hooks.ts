import type { hooksMessages as en } from '../hooks';

/**
 * 钩子（简体中文）：设置 › 钩子、从 Claude Code 导入、文件夹自带的钩子与信任、审批单上钩子说了什么，
 * 以及对话和审批记录中由哪个钩子作出决定。钩子是“你的钩子”（或“这个文件夹的钩子”）：
 * 在操作执行前或执行后查看它的一个程序；`PreToolUse` 即“操作执行前”。
 */
export const hooksMessages: Record<keyof typeof en, string> = {
  'hooks.page.title': '钩子',
  'hooks.page.about':
    '钩子是你自己的一个小程序，Gatehouse 会在助手使用工具之前或之后立即运行它：它可以让操作执行、拒绝操作、修改操作，或者先询问你。为 Claude Code 编写的钩子无需修改即可在这里使用。',
  'hooks.page.safety':
    '钩子一旦拒绝某项操作，就一定以它为准，即使你已经批准也一样。除非你另行选择，钩子都在沙箱中运行：在那里，它可以读取你的文件夹，但不能更改任何内容，也不能访问网络。',
  'hooks.page.noSandbox':
    '这台电脑没有沙箱，因此设为在沙箱中运行的钩子不会在这里运行：它们本该查看的操作会改为询问你。文件夹自带的钩子没有沙箱时一律不运行。{detail}',
  'hooks.page.loading': '正在加载钩子…',
  'hooks.page.loadFailed': '无法加载你的钩子：{message}',
  'hooks.page.empty': '还没有钩子。',
  'hooks.page.list': '你的钩子',
  'hooks.page.add': '添加钩子',
  'hooks.page.edit': '编辑',
  'hooks.page.editName': '编辑钩子“{command}”',
  'hooks.page.delete': '删除',
  'hooks.page.deleteName': '删除钩子“{command}”',
  'hooks.page.deleteTitle': '删除这个钩子？',
  'hooks.page.deleteBody': 'Gatehouse 将不再运行它。它以前拒绝或允许的操作，将按它不存在的情况来决定。此操作无法撤销。',
  'hooks.page.deleteConfirm': '删除钩子',
  'hooks.page.failed': '未完成：{message}',
  'hooks.page.saved': '已保存。',

  'hooks.words.event.PreToolUse': '操作执行前',
  'hooks.words.event.PostToolUse': '操作执行后',
  'hooks.words.matcherAll': '所有操作',
  'hooks.words.matcher': '名为 {matcher} 的操作',
  'hooks.words.timeout': '超过 {count} 秒即停止',
  'hooks.words.sandbox.hook': '在沙箱中',
  'hooks.words.sandbox.none': '以你的全部权限',
  'hooks.words.sentence': '{event}，针对{matcher}；{sandbox}运行，{timeout}。',

  'hooks.form.titleNew': '新钩子',
  'hooks.form.titleEdit': '编辑这个钩子',
  'hooks.form.event': '何时运行',
  'hooks.form.event.PreToolUse': '操作执行前（它可以允许、拒绝、修改操作，或询问你）',
  'hooks.form.event.PostToolUse': '操作执行后（它可以给助手添加一条备注）',
  'hooks.form.matcher': '针对哪些操作',
  'hooks.form.matcherHelp':
    '填写 Claude Code 的工具名称：Bash（命令）、Write、Edit、Read、Grep、Glob、LS，或 mcp__server__tool。多个名称用 | 分隔，例如 Write|Edit。留空表示所有操作。',
  'hooks.form.command': '命令',
  'hooks.form.commandHelp':
    '在对话所在的文件夹中用 bash 运行。它从输入中读取 JSON 格式的操作内容，与 Claude Code 相同。',
  'hooks.form.timeout': '时间限制（秒）',
  'hooks.form.timeoutHelp': '超过这个时间会被停止，该操作改为询问你。最多 600 秒。',
  'hooks.form.timeoutInvalid': '请填写 1 到 600 之间的整数秒数。',
  'hooks.form.commandMissing': '请填写钩子要运行的命令。',
  'hooks.form.sandbox': '在哪里运行',
  'hooks.form.sandbox.hook': '在沙箱中（推荐）',
  'hooks.form.sandbox.hookHelp':
    '它可以读取你的文件夹，但不能更改其中任何内容，看不到主文件夹中的其他内容，也不能访问互联网。',
  'hooks.form.sandbox.none': '以你的全部权限',
  'hooks.form.sandbox.noneHelp':
    '你能做的事它都能做：读取你的私人文件、更改或删除任何内容、使用互联网。只有当钩子是你自己写的、或你完全信任它时，才选择此项。',
  'hooks.form.save': '保存钩子',
  'hooks.form.saving': '正在保存…',
  'hooks.form.cancel': '取消',
  'hooks.form.failed': '未保存：{message}',
  'hooks.form.confirmTitle': '以你的全部权限运行这个钩子？',
  'hooks.form.confirmBody':
    '在沙箱之外，每当助手使用匹配的工具时，这条命令都可以读取你的私人文件、更改或删除你能更改的任何内容，并使用互联网：',
  'hooks.form.confirmAsk': '只有当这个钩子是你写的，或者你信任它的作者时，才继续。',
  'hooks.form.confirmFolderCode':
    '它使用 {program}，会到对话所在的文件夹中查找要运行的内容：在沙箱之外，那个文件夹届时包含的任何代码都会以你的全部权限运行，而且任何能更改这个文件夹的人都能决定运行什么。',
  'hooks.form.confirm': '以我的全部权限运行',

  'hooks.import.open': '从 Claude Code 导入…',
  'hooks.import.title': '从 Claude Code 导入钩子',
  'hooks.import.lead':
    '选择一个 Claude Code 设置文件（例如 ~/.claude/settings.json），或粘贴它的文字。其中工具执行“前”和执行“后”的钩子会被添加进来，每个都设为在沙箱中运行；之后你可以更改。',
  'hooks.import.pick': '选择设置文件…',
  'hooks.import.pasteLabel': '或粘贴设置文件的文字',
  'hooks.import.pasted': '导入粘贴的文字',
  'hooks.import.close': '关闭',
  'hooks.import.working': '正在导入…',
  'hooks.import.failed': '没有导入任何内容：{message}',
  'hooks.import.imported': '导入了 {count} 个钩子：',
  'hooks.import.none': '没有导入任何钩子。',
  'hooks.import.skipped': '跳过了 {count} 项：',
  'hooks.import.skippedEntry': '{event}：{reason}',

  'hooks.project.title': '文件夹自带的钩子',
  'hooks.project.about':
    '文件夹可以自带钩子（在 .claude/settings.json 或 .gatehouse/hooks.json 中）。这些钩子由文件夹的作者编写，所以在你阅读并信任这个文件夹之前，Gatehouse 绝不会运行它们。如果它们发生变化，就会停止运行，直到你再次信任。',
  'hooks.project.noFolders': '还没有对话，所以没有可查看的文件夹。',
  'hooks.project.loading': '正在查看这个文件夹…',
  'hooks.project.loadFailed': '无法读取这个文件夹的钩子：{message}',
  'hooks.project.status.none': '这个文件夹中没有钩子。',
  'hooks.project.status.untrusted': '未信任：这些钩子不会运行。',
  'hooks.project.status.trusted': '于 {time} 信任：这些钩子会运行（在沙箱中），运行的是 Gatehouse 当时保存的文件副本。',
  'hooks.project.status.changed':
    '自你信任以来已发生变化：Gatehouse 仍然运行你信任的那个版本，即它保存的副本。如要改为运行新版本，请阅读并信任它们。',
  'hooks.project.status.changedNoCopy':
    '你信任这些钩子时，Gatehouse 还不会保存钩子所运行内容的副本：在你再次信任之前，它们不会运行。',
  'hooks.project.source': '来自 {file}',
  'hooks.project.scripts':
    '它从这个文件夹中运行的文件（你的信任包括这些文件的内容；Gatehouse 会保存一份副本，并从副本运行钩子）：',
  'hooks.project.refused.glob':
    '无法信任：它的命令用通配符或花括号（{word}）来指定要运行的内容，因此之后可能会运行另一个文件。',
  'hooks.project.refused.assignment': '无法信任：它的命令设置了 {name}，这可能让程序先加载文件夹中的某个文件。',
  'hooks.project.refused.expansion':
    '无法信任：它的命令使用了 {text}，其内容要到运行时才知道（只允许使用 $CLAUDE_PROJECT_DIR）。',
  'hooks.project.refused.module_lookup':
    '无法信任：它运行 {program}，而 {program} 会在运行时到文件夹中查找要运行的内容，而不是你在这里读到的内容。',
  'hooks.project.refused.inline_shell':
    '无法信任：它把一条文字形式的命令交给 {program} 执行，Gatehouse 无法在运行前读懂它。',
  'hooks.project.refused.indirect': '无法信任：它运行 {program}，而 {program} 会运行由其输入或搜索结果指定的程序。',
  'hooks.project.refused.unreadable':
    '无法信任：它的命令使用了 Gatehouse 无法在运行前读懂的 shell 语法（循环、函数、后台任务…）。',
  'hooks.project.refused.outside': '无法信任：它运行 {path}，这个文件在此文件夹以外，因此 Gatehouse 无法保存它的副本。',
  'hooks.project.refused.link': '无法信任：{path} 是一个链接，在你信任之后，它可能会指向别处。',
  'hooks.project.refused.source_unknown':
    '无法信任：它的脚本 {script} 在第 {line} 行用 source 载入了一个文件，而该文件的名称要到运行时才知道。',
  'hooks.project.refused.script_module_lookup':
    '无法信任：它的脚本 {script} 运行 {program}，而 {program} 会在运行时到文件夹中查找要运行的内容。',
  'hooks.project.refused.script_preload': '无法信任：它的脚本 {script} 设置了 {name}，这可能让程序先加载另一个文件。',
  'hooks.project.refused.too_large':
    'Gatehouse 无法信任这些钩子：它们的文件至少有 {kilobytes} kB，而 Gatehouse 对一个文件夹的钩子文件最多只保存 {limitKilobytes} kB。请把钩子的脚本放在单独的文件夹中，例如 .claude/hooks。',
  'hooks.project.refused.too_many_files':
    'Gatehouse 无法信任这些钩子：它们要从 {count} 个文件运行，而 Gatehouse 最多只保存 {limit} 个。请把钩子的脚本放在单独的文件夹中，例如 .claude/hooks。',
  'hooks.project.problems': '无法读取：',
  'hooks.project.skipped': 'Gatehouse 不会运行：{events}',
  'hooks.project.allowNote':
    '文件夹自带的钩子可以拒绝操作，或让操作先询问你，但它的“允许”永远不能让任何操作绕过你直接执行。',
  'hooks.project.trust': '信任这个文件夹的钩子',
  'hooks.project.trustName': '信任 {folder} 的钩子',
  'hooks.project.untrust': '取消信任',
  'hooks.project.untrustName': '取消信任 {folder} 的钩子',
  'hooks.project.refresh': '重新查看',
  'hooks.project.refreshName': '重新查看 {folder} 的钩子',
  'hooks.project.trustTitle': '信任这个文件夹的钩子？',
  'hooks.project.trustBody': '每当助手在 {folder} 中使用匹配的工具时，Gatehouse 都会在沙箱中运行以下命令：',
  'hooks.project.trustAsk':
    '只有当你知道这个文件夹是谁写的，才信任它们。Gatehouse 会保存所列文件的副本，并从副本运行钩子：如果文件夹中的这些文件被更改，仍会运行你信任的版本，直到你信任新版本为止。',
  'hooks.project.trustConfirm': '信任这些钩子',
  'hooks.project.failed': '未完成：{message}',

  'hooks.sheet.changedBy': '已被你的钩子修改',
  'hooks.sheet.changedByProject': '已被这个文件夹的钩子修改',
  'hooks.sheet.changedHelp': '上面显示的是将会执行的内容，而不是助手请求的内容。',
  'hooks.sheet.showOriginal': '显示原始内容',
  'hooks.sheet.hideOriginal': '隐藏原始内容',
  'hooks.sheet.originalName': '钩子修改之前，助手请求的内容',
  'hooks.sheet.original': '助手请求的内容：',
  'hooks.sheet.hookFailed': '钩子“{command}”未能给出回答。{reason}这项操作等你决定。',
  'hooks.sheet.rewriteRejected':
    '钩子“{command}”把这项操作改成了 {tool} 不接受的内容（{detail}），因此它保持助手请求时的样子。这项操作等你决定。',
  'hooks.sheet.failed': '{error}',
  'hooks.sheet.error.no_sandbox':
    '你的钩子“{command}”设为在沙箱中运行，但这台电脑没有沙箱，所以它没有运行。这项操作等你决定。',
  'hooks.sheet.error.files_replaced':
    '文件夹的钩子“{command}”没有运行：自你信任以来，它在这个文件夹中的文件被替换成了链接或其他类型的文件。这项操作等你决定。',
  'hooks.sheet.error.files_gone':
    '文件夹的钩子“{command}”没有运行：自你信任以来，你所信任的、它在这个文件夹中的文件被删除了。这项操作等你决定。',
  'hooks.sheet.asks': '你的钩子要求询问你：{reason}',
  'hooks.sheet.asksNoReason': '你的钩子要求就这项操作询问你。',
  'hooks.sheet.projectAsks': '这个文件夹的钩子要求询问你：{reason}',
  'hooks.sheet.projectAsksNoReason': '这个文件夹的钩子要求就这项操作询问你。',
  'hooks.sheet.denies': '你的钩子会拒绝这项操作，即使你批准也一样：{reason}',
  'hooks.sheet.deniesNoReason': '你的钩子会拒绝这项操作，即使你批准也一样。',
  'hooks.sheet.projectDenies': '这个文件夹的钩子会拒绝这项操作，即使你批准也一样：{reason}',
  'hooks.sheet.projectRewriteAsks':
    '这个文件夹的钩子修改了这项操作，所以它要等你决定：文件夹的钩子可以让操作先询问你，但永远不能让它直接执行。',
  'hooks.sheet.rewroteAgain': '有一个钩子第二次修改了这项操作。Gatehouse 没有采用这次修改，这项操作等你决定。',
  'hooks.sheet.projectAllowNotCounted':
    '这个文件夹的钩子会允许它，但文件夹的钩子不能让任何操作绕过你直接执行：这个钩子是随文件夹一起写的，不是你写的。',
  'hooks.sheet.allowsButAsks':
    '你的钩子允许这项操作，但它仍需要你的回答（钩子永远不会允许你文件夹以外的任何操作，也不会允许你的规则要求你过目的操作）。',
  'hooks.sheet.notRun': '{reason}',
  'hooks.sheet.openSettings': '打开设置',
  'hooks.sheet.openSettingsName': '打开设置，阅读这个文件夹的钩子',
  'hooks.sheet.says': '你的钩子说：{message}',
  'hooks.sheet.hook': '钩子：{command}',
  'hooks.sheet.changedEdit': '你的编辑被你的钩子修改了',
  'hooks.sheet.changedEditProject': '你的编辑被这个文件夹的钩子修改了',
  'hooks.sheet.changedEditHelp': '下面显示的是将会执行的内容，而不是你输入的内容。',
  'hooks.sheet.originalEdit': '你输入的内容：',
  'hooks.sheet.originalEditName': '钩子修改之前，你输入的内容',

  'hooks.card.allowedBy': '未经询问直接执行：你的钩子允许它。',
  'hooks.card.deniedBy': '被你的钩子拒绝。',
  'hooks.card.deniedByProject': '被这个文件夹的钩子拒绝。',
  'hooks.card.deniedByReason': '被你的钩子拒绝：{reason}',
  'hooks.card.deniedByProjectReason': '被这个文件夹的钩子拒绝：{reason}',
  'hooks.card.changedBy': '执行前已被你的钩子修改。',
  'hooks.card.changedByProject': '执行前已被这个文件夹的钩子修改。',
  'hooks.card.original': '助手请求的内容',
  'hooks.card.says': '你的钩子说：{text}',
  'hooks.card.projectSays': '这个文件夹的钩子说：{text}',
  'hooks.card.preContext': '一个钩子给助手添加了一条备注：{text}',
  'hooks.card.block': '你的钩子对结果提出了警示：{text}',
  'hooks.card.context': '你的钩子给助手添加了一条备注：{text}',
  'hooks.card.projectBlock': '这个文件夹的钩子对结果提出了警示：{text}',
  'hooks.card.projectContext': '这个文件夹的钩子给助手添加了一条备注：{text}',
  'hooks.audit.ran': '你的钩子允许了它',
  'hooks.audit.by': '由钩子决定',
};
