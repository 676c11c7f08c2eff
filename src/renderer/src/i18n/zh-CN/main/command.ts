import type { mainCommandMessages as en } from '../../main/command';

/** Simplified Chinese (zh-CN): what a command's inspection says (src/shared/main-messages/command.ts). ICU MessageFormat, as ../app.ts. */
export const mainCommandMessages: Record<keyof typeof en, string> = {
  'main.command.onlyReads': '只读取：{programs}。',
  'main.command.askSyntax': '需要询问，因为 bash -n 报告了语法错误（{message}）。',
  'main.command.askCharacter':
    '需要询问，因为它包含字符 {character}（控制字符、不常见的空白字符或孤立的代理字符），bash 和这项检查可能会对它有不同的理解。',
  'main.command.askGitFolders': '需要询问，因为无法确定 git 会在哪些文件夹中运行，所以无法检查这些文件夹中的仓库。',
  'main.command.askRemoteUrls':
    '需要询问，因为它会显示远程地址，而你的 git 配置会改写这些地址（url.*.insteadOf），其中可能包含令牌。',
  'main.command.askEmpty': '需要询问，因为命令是空的。',
  'main.command.askParserUnavailable': '需要询问，因为 shell 解析器不可用（{error}）。',
  'main.command.askNothingToCheck': '需要询问，因为它没有运行任何可以检查的命令。',
  'main.command.askAssignment': '需要询问，因为它设置了环境变量 {name}，这可能会改变程序的行为。',
  'main.command.askAssignmentExpansion': '需要询问，因为 {name} 的值取决于一个展开式。',
  'main.command.askNoProgram': '需要询问，因为有一条命令没有程序名。',
  'main.command.askProgramExpansion': '需要询问，因为程序名“{text}”来自一个展开式。',
  'main.command.askByPath': '需要询问，因为它通过路径运行“{program}”，这可能不是通常的那个程序。',
  'main.command.askNotListed': '需要询问，因为“{program}”不在只读列表中。',
  'main.command.askArgumentExpansion': '需要询问，因为参数“{text}”取决于一个值未知的展开式。',
  'main.command.askGlobOption':
    '需要询问，因为未加引号的模式“{text}”可能展开成以“-”开头的文件名，从而被当作选项（请改写为 ./{value}）。',
  'main.command.askFolderPattern':
    '需要询问，因为文件夹“{text}”是会被 shell 展开的模式或 ~，所以无法检查它运行所在的文件夹。',
  'main.command.askRedirectExpansion': '需要询问，因为重定向的目标取决于一个展开式。',
  'main.command.askRedirectExpanded': '需要询问，因为重定向目标“{text}”会被 shell 展开。',
  'main.command.askRedirectWrites': '需要询问，因为它把输出重定向到“{target}”（{operator}），这会写入文件。',
  'main.command.askFollowsLinks':
    '需要询问，因为 {program}：选项“{option}”会跟随符号链接，而符号链接可能指向这个文件夹以外。',
  'main.command.askDiffFollows':
    '需要询问，因为 {program} -r 会跟随符号链接，而符号链接可能指向这个文件夹以外（可加上 --no-dereference）。',
  'main.command.askNamesFromFile':
    '需要询问，因为 {program}：选项“{option}”会从一个文件中读取要读取的文件名，这些文件可能在这个文件夹以外。',
  'main.command.repoUncheckable': '需要询问，因为无法检查那里的仓库（{error}）。',
  'main.command.repoUnexpected': '需要询问，因为 git 在 {folder} 找到了一个这项检查没有找到的仓库。',
  'main.command.repoConfigUnread': '需要询问，因为无法完整读取 git 的配置（{error}）。',
  'main.command.repoConfigListing': '需要询问，因为无法读取 git 的配置列表。',
  'main.command.repoCannotOpen': '需要询问，因为 git 无法打开 {folder} 的仓库（{error}）。',
  'main.command.repoWorkTreeOutside': '需要询问，因为仓库的工作目录 {folder} 在这个文件夹以外。',
  'main.command.repoGitFolderOutside': '需要询问，因为仓库的 git 文件夹 {folder} 在这个文件夹以外。',
  'main.command.repoOwnConfigUnread': '需要询问，因为无法完整读取仓库的配置（{error}）。',
  'main.command.repoOwnConfigListing': '需要询问，因为无法读取仓库的配置列表。',
  'main.command.repoUnusualKeys':
    '需要询问，因为仓库的 git 配置设置了不在无害列表中的键（{keys}{more, plural, =0 {} other {，…}}）。',
  'main.command.repoElsewhere': '需要询问，因为 git 会使用 {toplevel}（{gitdir}）的仓库，而不是找到的 {folder}。',
  'main.command.repoSubmodules': '需要询问，因为仓库包含子模块，也就是配置未经检查的嵌套仓库。',
  'main.command.repoSubmodulesUnlisted': '需要询问，因为无法列出它的子模块（{error}）。',
  'main.command.repoDotGitLink': '需要询问，因为 {path} 是符号链接，可能把 git 引到任何地方。',
  'main.command.repoDotGitFile': '需要询问，因为 {path} 是一个文件（gitdir:），会让 git 指向另一个文件夹。',
  'main.command.repoDotGitOther': '需要询问，因为 {path} 既不是文件夹也不是文件。',
  'main.command.repoBare': '需要询问，因为 {folder} 本身就是 git 文件夹（裸仓库，或位于 .git 之内）。',
  'main.command.repoCommondir':
    '需要询问，因为 {folder} 有一个 commondir 文件，会让 git 读取另一个文件夹的配置和对象。',
  'main.command.repoAlternates': '需要询问，因为 {folder} 借用了其他仓库的对象（objects/info/alternates）。',
  'main.command.repoLink': '需要询问，因为 {path} 是符号链接，可能把 git 引到这个文件夹以外。',
  'main.command.repoTooManyRefs': '需要询问，因为 {folder} 中的引用太多，无法全部检查。',
  'main.command.passedOnly': '只有 {passed} 会传给这条命令。',
  'main.command.withheld':
    '只有 {passed} 会传给这条命令；{count, plural, other {另有 # 个环境变量不会传入}}：{names}{more, plural, =0 {} other {，以及另外 # 个}}。',
  'main.fence.namedProtected':
    '它指名了 {path}，即使批准后这个位置在沙箱中仍是只读的，所以对它的更改会失败（任何东西都不能植入稍后运行的代码）。',
  'main.fence.submoduleAdd':
    '“git submodule add”还会写入 .gitmodules，即使批准后它在沙箱中仍是只读的：这一步会失败。如果需要，请你自己在终端中运行。',
  'main.fence.gitSettings':
    'Git 钩子和设置（.git/hooks、.git/config）保持只读，在这里以及这个文件夹中已有的仓库里都是如此，这样就无法植入稍后运行的东西。',
  'main.fence.shellFiles': 'Shell 启动文件和工具设置文件保持只读，也不能新建：{files}。',
  'main.fence.settingsFolders': '编辑器和助手的设置文件夹保持只读，也不能新建：{folders}。',
  'main.fence.readOnly': '不能更改任何内容：它只能读取这个文件夹，并写入一个之后会被删除的临时文件夹。',
  'main.fence.changesHereAnd': '只能在这个文件夹和 {folders} 中做更改；其他位置都是只读的。',
  'main.fence.changesHere': '只能在这个文件夹中做更改；其他位置都是只读的。',
  'main.fence.networkOnly': '只能访问这些网络地址：{hosts}；其他地址都会被拒绝。',
  'main.fence.noNetworkAtAll': '完全不能访问网络。',
  'main.fence.noNetwork': '不能访问网络：它尝试访问的任何地址都会被拒绝，并列出名称，以便你可以批准它。',
  'main.fence.homeHiddenExcept': '你的主文件夹不可见，但这个文件夹以及只读的 {folders} 除外；密钥和密码仍然不可见。',
  'main.fence.homeHidden': '你的主文件夹不可见（密钥、密码、浏览器配置），但这个文件夹除外。',
  'main.fence.dataHidden': 'Gatehouse 自己的数据文件夹不可见。',
  'main.fence.restHidden':
    '对于这台电脑的其他部分，它只能看到系统的程序和设置，以及它所运行的程序的安装位置；其他文件夹（其他项目、磁盘、/opt、/srv、/mnt）都不可见，系统的密码和密钥也不可见。',
  'main.fence.socketsHidden': '其他程序的套接字和共享的临时文件夹（/run、/tmp）都无法访问。',
  'main.fence.stopped': '它启动的所有东西都会在它结束、你按下“停止”或时间用完时被停止。',
  'main.reach.notChecked': '无法完整检查这条命令',
  'main.reach.tilde': '它使用了 ~（{text}），也就是你的主文件夹',
  'main.reach.expansion':
    '{role, select, value {{name} 的值} cdTarget {cd 的目标} option {选项的值} redirection {重定向目标} other {参数}}“{text}”取决于一个值未知的展开式',
  'main.reach.outside':
    '{role, select, value {{name} 的值} cdTarget {cd 的目标} option {选项的值} redirection {重定向目标} other {参数}}“{value}”指向这个文件夹以外（{target}）',
  'main.reach.globOutside':
    '{role, select, value {{name} 的值} cdTarget {cd 的目标} option {选项的值} redirection {重定向目标} other {参数}}“{value}”可能展开为 {candidate}，它指向这个文件夹以外的 {target}',
  'main.reach.globLink':
    '{role, select, value {{name} 的值} cdTarget {cd 的目标} option {选项的值} redirection {重定向目标} other {参数}}“{value}”可能展开为 {candidate}，这是一个指向这个文件夹以外的 {target} 的符号链接',
  'main.reach.globTooMany':
    '{role, select, value {{name} 的值} cdTarget {cd 的目标} option {选项的值} redirection {重定向目标} other {参数}}“{value}”可能展开成太多文件，无法全部检查',
  'main.reach.network': '它运行 {program}，会访问网络',
  'main.reach.rsync': '它运行 rsync 连接远程主机',
  'main.reach.gitNetwork': '它运行“git {subcommand}”，会访问网络',
  'main.reach.gitMaybeNetwork': '它运行“git {subcommand}”，这可能是会访问网络的别名或扩展',
  'main.reach.subcommandNetwork': '它运行“{program} {subcommand}”，会访问网络',
  'main.reach.eval': '它通过 eval 运行代码，无法检查',
  'main.reach.inlineCode': '它运行带有内联代码的 {program}，无法检查',
  'main.reach.inputCode': '它运行 {program} 并从输入读取代码，无法检查',
  'main.reach.awkRuns': '它的 {program} 程序可能会运行命令，无法检查',
  'main.reach.followsLinks': '{program}：选项“{option}”会跟随符号链接，而符号链接可能指向这个文件夹以外',
  'main.reach.diffFollows': '{program} -r 会跟随符号链接，而符号链接可能指向这个文件夹以外（可加上 --no-dereference）',
  'main.reach.namesFromFile': '{program}：选项“{option}”会从一个文件中读取要读取的文件名，这些文件可能在这个文件夹以外',
  'main.reach.programExpansion': '程序名“{text}”来自一个展开式',
  'main.reach.cdHome': '它运行了不带文件夹的 cd，这会进入你的主文件夹',
  'main.reach.tooManyFolders': '它切换文件夹的次数太多，无法跟踪',
  'main.reach.workingFolder': '工作文件夹在这个文件夹以外',
  'main.guard.uncheckable': '{role, select, workingFolder {工作文件夹：} other {}}无法检查这个路径（{error}）',
  'main.guard.nulByte': '{role, select, workingFolder {工作文件夹：} other {}}路径中包含 NUL 字节',
  'main.guard.otherHome': '{role, select, workingFolder {工作文件夹：} other {}}“{path}”指向另一个用户的主文件夹',
  'main.guard.rootUnresolved': '{role, select, workingFolder {工作文件夹：} other {}}无法解析对话所在的文件夹',
  'main.guard.inHome':
    '{role, select, workingFolder {工作文件夹：} other {}}“{path}”在你的主文件夹中，在这个文件夹以外',
  'main.guard.throughLink':
    '{role, select, workingFolder {工作文件夹：} other {}}“{path}”通过符号链接指向这个文件夹以外的 {target}',
  'main.guard.resolvesOutside':
    '{role, select, workingFolder {工作文件夹：} other {}}“{path}”指向这个文件夹以外的 {target}',
  'main.guard.brokenLink':
    '{role, select, workingFolder {工作文件夹：} other {}}“{path}”是一个无法跟随的链接，可能指向任何地方',
  'main.guard.nothingExists': '{role, select, workingFolder {工作文件夹：} other {}}路径中没有任何部分存在',
  'main.guard.tooDeep': '{role, select, workingFolder {工作文件夹：} other {}}路径层级太多，无法检查',
};
