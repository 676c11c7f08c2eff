import type { COMMAND_MESSAGES } from '../../../../shared/main-messages/command';

/** English: what a command's inspection says (src/shared/main-messages/command.ts), keyed `main.<id>`. */
export const mainCommandMessages: Record<`main.${keyof typeof COMMAND_MESSAGES}`, string> = {
  'main.command.onlyReads': 'Only reads: {programs}.',
  'main.command.askSyntax': 'Asks because bash -n reports a syntax error ({message}).',
  'main.command.askCharacter':
    'Asks because it contains the character {character} (a control character, an unusual blank or a lone surrogate), which bash and this check may read differently.',
  'main.command.askGitFolders':
    'Asks because the folders git would run in cannot all be known, so their repositories cannot be checked.',
  'main.command.askRemoteUrls':
    'Asks because it prints remote URLs, which your git config rewrites (url.*.insteadOf) and may fill with a token.',
  'main.command.askEmpty': 'Asks because the command is empty.',
  'main.command.askParserUnavailable': 'Asks because the shell parser is unavailable ({error}).',
  'main.command.askNothingToCheck': 'Asks because it runs no command that could be checked.',
  'main.command.askAssignment':
    'Asks because it sets the environment variable {name}, which can change what the program does.',
  'main.command.askAssignmentExpansion': 'Asks because the value of {name} depends on an expansion.',
  'main.command.askNoProgram': 'Asks because a command has no program name.',
  'main.command.askProgramExpansion': 'Asks because the program name “{text}” comes from an expansion.',
  'main.command.askByPath': 'Asks because it runs “{program}” by path, which may not be the usual program.',
  'main.command.askNotListed': 'Asks because “{program}” is not on the read-only list.',
  'main.command.askArgumentExpansion':
    'Asks because the argument “{text}” depends on an expansion whose value is not known.',
  'main.command.askGlobOption':
    'Asks because the unquoted pattern “{text}” could expand to a file name that starts with “-” and acts as an option (write ./{value} instead).',
  'main.command.askFolderPattern':
    'Asks because the folder “{text}” is a pattern or ~ the shell expands, so the folder it runs in cannot be checked.',
  'main.command.askRedirectExpansion': 'Asks because a redirection target depends on an expansion.',
  'main.command.askRedirectExpanded': 'Asks because the redirection target “{text}” is expanded by the shell.',
  'main.command.askRedirectWrites':
    'Asks because it redirects output into “{target}” ({operator}), which writes a file.',
  'main.command.askFollowsLinks':
    'Asks because {program}: option “{option}” follows symbolic links, which may lead outside the workspace.',
  'main.command.askDiffFollows':
    'Asks because {program} -r follows symbolic links, which may lead outside the workspace (add --no-dereference).',
  'main.command.askNamesFromFile':
    'Asks because {program}: option “{option}” reads the names of the files to read from a file, which may name files outside the workspace.',
  'main.command.askUnparsed': 'Asks because the command could not be parsed.',
  'main.command.askNotUnderstood':
    'Asks because the command has a syntax error or a construct the parser does not understand.',
  'main.command.askPartUnparsed': 'Asks because part of the command could not be parsed.',
  'main.command.askBackground': 'Asks because it starts a background job (&).',
  'main.command.askOperator': 'Asks because it uses the shell operator “{operator}”.',
  'main.command.askShellVariable': 'Asks because it sets a shell variable.',
  'main.command.askCommandSubstitution': 'Asks because it uses command substitution $(…).',
  'main.command.askProcessSubstitution': 'Asks because it uses process substitution <(…).',
  'main.command.askControlFlow':
    'Asks because it uses {construct, select, if {an if statement} loop {a loop} case {a case statement} function {a function definition} test {a [[ ]] test} declaration {a variable declaration (export, declare, local…)} other {unset}}.',
  'main.command.askConstruct': 'Asks because it uses a shell construct ({construct}) that is not checked.',
  'main.command.askHereDocExpands': 'Asks because its here-document expands variables or commands.',
  'main.command.askHereDocWords': 'Asks because it has words after a here-document that are not checked.',
  'main.readOnly.optionWrites': 'Asks because {program}: option “{option}” writes a file or runs a program.',
  'main.readOnly.patternSecondFile':
    'Asks because {program} with a pattern may get a second file name and write to that file.',
  'main.readOnly.secondFile': 'Asks because {program} with a second file name writes to that file.',
  'main.readOnly.findWrites': 'Asks because find {option} deletes files, writes files or runs programs.',
  'main.readOnly.sedOption':
    'Asks because sed option “{option}” is not on the read-only list (it may edit files in place or read a script).',
  'main.readOnly.sedScriptPattern':
    'Asks because its sed script is an unquoted pattern the shell may replace with file names.',
  'main.readOnly.sedNoScript': 'Asks because sed without a script is not checked.',
  'main.readOnly.sedAddress': 'Asks because its sed script has an unterminated address.',
  'main.readOnly.sedMalformed': 'Asks because its sed script has a malformed s command.',
  'main.readOnly.sedUnterminated': 'Asks because its sed script has an unterminated s or y command.',
  'main.readOnly.sedFlag':
    'Asks because its sed script uses the s flag “{flag}”, which can write files or run commands.',
  'main.readOnly.sedCommandWrites':
    'Asks because its sed script uses the “{letter}” command, which can write files, read files or run commands.',
  'main.readOnly.sedUnknown': 'Asks because its sed script uses “{letter}”, which is not checked.',
  'main.readOnly.printfSets': 'Asks because printf -v sets a shell variable.',
  'main.readOnly.envRuns': 'Asks because env with arguments runs a program or changes its environment.',
  'main.readOnly.xxdReverse': 'Asks because xxd -r writes binary data.',
  'main.readOnly.gitGrepOpens': 'Asks because git grep -O opens files in a program.',
  'main.readOnly.gitRemote':
    'Asks because git remote is read-only only as “git remote”, “git remote -v” or “git remote get-url”.',
  'main.readOnly.gitStash': 'Asks because only “git stash list” and “git stash show” are read-only.',
  'main.readOnly.gitReflog': 'Asks because only “git reflog” and “git reflog show” are read-only.',
  'main.readOnly.gitWorktree': 'Asks because only “git worktree list” is read-only.',
  'main.readOnly.gitNotes': 'Asks because only “git notes list” and “git notes show” are read-only.',
  'main.readOnly.gitConfigWrites': 'Asks because this git config call changes the configuration.',
  'main.readOnly.gitConfigOther':
    'Asks because “git config {option}” reads configuration other than the repository’s own, which may hold your tokens.',
  'main.readOnly.gitConfigNoRead':
    'Asks because git config is read-only only with --get, --list or the get/list subcommands.',
  'main.readOnly.gitConfigNotLocal':
    'Asks because git config without --local also prints your own global configuration, which may hold tokens (use git config --local).',
  'main.readOnly.gitOption': 'Asks because the git option “{option}” is not on the read-only list.',
  'main.readOnly.gitNoSubcommand': 'Asks because git without a subcommand is not checked.',
  'main.readOnly.gitSubcommand': 'Asks because “git {subcommand}” is not a read-only git command.',
  'main.readOnly.gitOptionWrites': 'Asks because the git option “{option}” can write files or run programs.',
  'main.readOnly.gitOptionMayWrite': 'Asks because the git option “{option}” may write a file.',
  'main.readOnly.gitListingOption': 'Asks because “git {subcommand} {option}” is not on the read-only list.',
  'main.readOnly.gitListingName':
    'Asks because “git {subcommand}” with a name creates or changes a {subcommand, select, branch {branch} other {tag}}; listing needs --list.',
  'main.command.repoUncheckable': 'Asks because the repository there could not be checked ({error}).',
  'main.command.repoUnexpected': 'Asks because git finds a repository at {folder} that this check did not.',
  'main.command.repoConfigUnread': 'Asks because git’s configuration could not be read completely ({error}).',
  'main.command.repoConfigListing': 'Asks because git’s configuration listing could not be read.',
  'main.command.repoCannotOpen': 'Asks because git cannot open the repository at {folder} ({error}).',
  'main.command.repoWorkTreeOutside': 'Asks because the repository’s work tree {folder} is outside the workspace.',
  'main.command.repoGitFolderOutside': 'Asks because the repository’s git folder {folder} is outside the workspace.',
  'main.command.repoOwnConfigUnread': 'Asks because the repository’s config could not be read completely ({error}).',
  'main.command.repoOwnConfigListing': 'Asks because the repository’s config listing could not be read.',
  'main.command.repoUnusualKeys':
    'Asks because the repository’s git config sets keys outside the harmless list ({keys}{more, plural, =0 {} other {, …}}).',
  'main.command.repoElsewhere':
    'Asks because git would use the repository at {toplevel} ({gitdir}), not {folder} as found.',
  'main.command.repoSubmodules':
    'Asks because the repository has submodules, nested repositories whose config was not checked.',
  'main.command.repoSubmodulesUnlisted': 'Asks because its submodules could not be listed ({error}).',
  'main.command.repoDotGitLink': 'Asks because {path} is a symbolic link, which may lead git anywhere.',
  'main.command.repoDotGitFile': 'Asks because {path} is a file (gitdir:) that points git at another folder.',
  'main.command.repoDotGitOther': 'Asks because {path} is neither a folder nor a file.',
  'main.command.repoBare': 'Asks because {folder} is itself a git folder (a bare repository, or inside .git).',
  'main.command.repoCommondir':
    'Asks because {folder} has a commondir file that makes git read another folder’s config and objects.',
  'main.command.repoAlternates':
    'Asks because {folder} borrows objects from other repositories (objects/info/alternates).',
  'main.command.repoLink': 'Asks because {path} is a symbolic link, which may lead git outside the workspace.',
  'main.command.repoTooManyRefs': 'Asks because {folder} has more refs than can be checked.',
  'main.command.passedOnly': 'Only {passed} are passed to the command.',
  'main.command.withheld':
    'Only {passed} are passed to the command; {count, plural, one {1 other environment variable is withheld} other {# other environment variables are withheld}}: {names}{more, plural, =0 {} other { and # more}}.',
  'main.fence.namedProtected':
    'It names {path}, which stays read-only in the sandbox even once approved, so changing it will fail (nothing may plant code that runs later).',
  'main.fence.submoduleAdd':
    '“git submodule add” also writes .gitmodules, which stays read-only in the sandbox even once approved: it will fail. Run it yourself in a terminal if you want it.',
  'main.fence.gitSettings':
    'Git hooks and settings (.git/hooks, .git/config) stay read-only, here and in the repositories already inside this folder, so nothing can be planted that runs later.',
  'main.fence.shellFiles': 'Shell start-up and tool settings files stay read-only and cannot be created: {files}.',
  'main.fence.settingsFolders':
    'Editor and assistant settings folders stay read-only and cannot be created: {folders}.',
  'main.fence.readOnly':
    'Nothing can be changed: it may only read this folder, and write a temporary folder that is deleted afterwards.',
  'main.fence.changesHereAnd': 'Changes only inside this folder and {folders}; everything else is read-only.',
  'main.fence.changesHere': 'Changes only inside this folder; everything else is read-only.',
  'main.fence.networkOnly': 'Network only to {hosts}; any other host is refused.',
  'main.fence.noNetworkAtAll': 'No network at all.',
  'main.fence.noNetwork': 'No network: any host it tries is refused, and named so it can be asked for.',
  'main.fence.homeHiddenExcept':
    'Your home folder is hidden, except this folder and, to read only, {folders}; keys and passwords stay hidden.',
  'main.fence.homeHidden': 'Your home folder is hidden (keys, passwords, browser profiles), except this folder.',
  'main.fence.dataHidden': 'Gatehouse’s own data folder is hidden.',
  'main.fence.restHidden':
    'Of the rest of this computer it sees only the system’s programs and settings and where the programs it runs are installed; other folders (another project, disks, /opt, /srv, /mnt) are hidden, and so are the system’s passwords and keys.',
  'main.fence.socketsHidden': 'Other programs’ sockets and shared temporary folders (/run, /tmp) are out of reach.',
  'main.fence.stopped':
    'Everything it starts is stopped when it ends, when you press Stop, or when it runs out of time.',
  'main.reach.notChecked': 'the command cannot be fully checked',
  'main.reach.tilde': 'it uses ~ ({text}), which is your home folder',
  'main.reach.expansion':
    '{role, select, value {the value of {name}} cdTarget {the cd target} option {the option value} redirection {the redirection target} other {the argument}} “{text}” depends on an expansion whose value is not known',
  'main.reach.outside':
    '{role, select, value {the value of {name}} cdTarget {the cd target} option {the option value} redirection {the redirection target} other {the argument}} “{value}” resolves outside the workspace ({target})',
  'main.reach.globOutside':
    '{role, select, value {the value of {name}} cdTarget {the cd target} option {the option value} redirection {the redirection target} other {the argument}} “{value}” may expand to {candidate}, which resolves to {target} outside the workspace',
  'main.reach.globLink':
    '{role, select, value {the value of {name}} cdTarget {the cd target} option {the option value} redirection {the redirection target} other {the argument}} “{value}” may expand to {candidate}, a symbolic link to {target} outside the workspace',
  'main.reach.globTooMany':
    '{role, select, value {the value of {name}} cdTarget {the cd target} option {the option value} redirection {the redirection target} other {the argument}} “{value}” may expand to more files than can be checked',
  'main.reach.network': 'it runs {program}, which talks to the network',
  'main.reach.rsync': 'it runs rsync to a remote host',
  'main.reach.gitNetwork': 'it runs “git {subcommand}”, which talks to the network',
  'main.reach.gitMaybeNetwork': 'it runs “git {subcommand}”, which may be an alias or add-on that talks to the network',
  'main.reach.subcommandNetwork': 'it runs “{program} {subcommand}”, which talks to the network',
  'main.reach.eval': 'it runs code through eval, which cannot be checked',
  'main.reach.inlineCode': 'it runs {program} with inline code, which cannot be checked',
  'main.reach.inputCode': 'it runs {program} on code from its input, which cannot be checked',
  'main.reach.awkRuns': 'its {program} program may run commands, which cannot be checked',
  'main.reach.followsLinks':
    '{program}: option “{option}” follows symbolic links, which may lead outside the workspace',
  'main.reach.diffFollows':
    '{program} -r follows symbolic links, which may lead outside the workspace (add --no-dereference)',
  'main.reach.namesFromFile':
    '{program}: option “{option}” reads the names of the files to read from a file, which may name files outside the workspace',
  'main.reach.programExpansion': 'the program name “{text}” comes from an expansion',
  'main.reach.cdHome': 'it runs cd without a folder, which goes to your home folder',
  'main.reach.tooManyFolders': 'it changes folder too many times to follow',
  'main.reach.workingFolder': 'the working folder is outside the workspace',
  'main.guard.uncheckable':
    '{role, select, workingFolder {the working folder: } other {}}could not check the path ({error})',
  'main.guard.nulByte': '{role, select, workingFolder {the working folder: } other {}}the path contains a NUL byte',
  'main.guard.otherHome':
    '{role, select, workingFolder {the working folder } other {}}“{path}” names another user’s home directory',
  'main.guard.rootUnresolved':
    '{role, select, workingFolder {the working folder: } other {}}the workspace folder cannot be resolved',
  'main.guard.inHome':
    '{role, select, workingFolder {the working folder } other {}}“{path}” is in your home folder, outside the workspace',
  'main.guard.throughLink':
    '{role, select, workingFolder {the working folder } other {}}“{path}” leads through a symbolic link to {target}, outside the workspace',
  'main.guard.resolvesOutside':
    '{role, select, workingFolder {the working folder } other {}}“{path}” resolves to {target}, outside the workspace',
  'main.guard.brokenLink':
    '{role, select, workingFolder {the working folder: } other {}}“{path}” is a link that cannot be followed, so it may point anywhere',
  'main.guard.nothingExists': '{role, select, workingFolder {the working folder: } other {}}no part of the path exists',
  'main.guard.tooDeep':
    '{role, select, workingFolder {the working folder: } other {}}the path has too many levels to check',
};
