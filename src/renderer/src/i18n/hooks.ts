/**
 * Hooks, in English: Settings › Hooks (your hooks, import from Claude Code, each open
 * folder's hooks and trust), what a hook said on an approval sheet, and which hook decided a call in
 * the transcript and the record. Plain words: a hook is "your hook" (or "this folder's hook"), a
 * program that looks at an action before or after it runs; `PreToolUse` is "before an action runs".
 */
export const hooksMessages = {
  // Settings › Hooks: what a hook is.
  'hooks.page.title': 'Hooks',
  'hooks.page.about':
    'A hook is a small program of yours that Gatehouse runs just before or just after the assistant uses a tool: it can let the action run, refuse it, change it, or ask you first. Hooks written for Claude Code work here unchanged.',
  'hooks.page.safety':
    'A hook that refuses an action always wins, even over your own approval. A hook runs in the sandbox unless you choose otherwise: there it can read your folder but change nothing and reach no network.',
  'hooks.page.noSandbox':
    'This computer has no sandbox, so hooks set to run in the sandbox do not run here: the actions they would look at ask you instead. Folder hooks never run without it. {detail}',
  'hooks.page.loading': 'Loading hooks…',
  'hooks.page.loadFailed': 'Could not load your hooks: {message}',
  'hooks.page.empty': 'No hooks yet.',
  'hooks.page.list': 'Your hooks',
  'hooks.page.add': 'Add a hook',
  'hooks.page.edit': 'Edit',
  'hooks.page.editName': 'Edit the hook “{command}”',
  'hooks.page.delete': 'Delete',
  'hooks.page.deleteName': 'Delete the hook “{command}”',
  'hooks.page.deleteTitle': 'Delete this hook?',
  'hooks.page.deleteBody':
    'Gatehouse will stop running it. Actions it used to refuse or allow will be decided as if it were not there. This cannot be undone.',
  'hooks.page.deleteConfirm': 'Delete the hook',
  'hooks.page.failed': 'Not done: {message}',
  'hooks.page.saved': 'Saved.',

  // One hook in words.
  'hooks.words.event.PreToolUse': 'Before an action runs',
  'hooks.words.event.PostToolUse': 'After an action ran',
  'hooks.words.matcherAll': 'every action',
  'hooks.words.matcher': 'actions named {matcher}',
  'hooks.words.timeout': '{count, plural, one {stopped after 1 second} other {stopped after {count} seconds}}',
  'hooks.words.sandbox.hook': 'in the sandbox',
  'hooks.words.sandbox.none': 'with your full rights',
  'hooks.words.sentence': '{event}, for {matcher}; runs {sandbox}, {timeout}.',

  // The hook form.
  'hooks.form.titleNew': 'A new hook',
  'hooks.form.titleEdit': 'Edit this hook',
  'hooks.form.event': 'When it runs',
  'hooks.form.event.PreToolUse': 'Before an action runs (it can allow, refuse, change it or ask you)',
  'hooks.form.event.PostToolUse': 'After an action ran (it can add a note for the assistant)',
  'hooks.form.matcher': 'Which actions',
  'hooks.form.matcherHelp':
    'Claude Code’s tool names: Bash (commands), Write, Edit, Read, Grep, Glob, LS, or mcp__server__tool. Several separated by |, such as Write|Edit. Leave it empty for every action.',
  'hooks.form.command': 'Command',
  'hooks.form.commandHelp':
    'Run with bash in the conversation’s folder. It reads the action as JSON on its input, as in Claude Code.',
  'hooks.form.timeout': 'Time limit, in seconds',
  'hooks.form.timeoutHelp': 'If it takes longer it is stopped and the action asks you. At most 600.',
  'hooks.form.timeoutInvalid': 'Write a whole number of seconds from 1 to 600.',
  'hooks.form.commandMissing': 'Write the command the hook runs.',
  'hooks.form.sandbox': 'Where it runs',
  'hooks.form.sandbox.hook': 'In the sandbox (recommended)',
  'hooks.form.sandbox.hookHelp':
    'It can read your folder but change nothing there, cannot see the rest of your home folder, and cannot reach the internet.',
  'hooks.form.sandbox.none': 'With your full rights',
  'hooks.form.sandbox.noneHelp':
    'It can do anything you can: read your private files, change or delete anything, use the internet. Choose this only for a hook you wrote or fully trust.',
  'hooks.form.save': 'Save hook',
  'hooks.form.saving': 'Saving…',
  'hooks.form.cancel': 'Cancel',
  'hooks.form.failed': 'Not saved: {message}',
  'hooks.form.confirmTitle': 'Run this hook with your full rights?',
  'hooks.form.confirmBody':
    'Outside the sandbox this command can read your private files, change or delete anything you can, and use the internet, every time the assistant uses a matching tool:',
  'hooks.form.confirmAsk': 'Only go on if you wrote this hook or trust whoever did.',
  'hooks.form.confirmFolderCode':
    'It uses {program}, which looks up what to run in the folder of the conversation: outside the sandbox, whatever code that folder holds then runs with your full rights, and anyone who can change the folder chooses it.',
  'hooks.form.confirm': 'Run it with my full rights',

  // Import from Claude Code.
  'hooks.import.open': 'Import from Claude Code…',
  'hooks.import.title': 'Import hooks from Claude Code',
  'hooks.import.lead':
    'Pick a Claude Code settings file (such as ~/.claude/settings.json) or paste its text. Its “before” and “after” tool hooks are added, each set to run in the sandbox; you can change that afterwards.',
  'hooks.import.pick': 'Pick a settings file…',
  'hooks.import.pasteLabel': 'Or paste the settings file’s text',
  'hooks.import.pasted': 'Import the pasted text',
  'hooks.import.close': 'Close',
  'hooks.import.working': 'Importing…',
  'hooks.import.failed': 'Nothing imported: {message}',
  'hooks.import.imported': '{count, plural, one {Imported 1 hook:} other {Imported {count} hooks:}}',
  'hooks.import.none': 'No hook was imported.',
  'hooks.import.skipped': '{count, plural, one {Left out 1 entry:} other {Left out {count} entries:}}',
  'hooks.import.skippedEntry': '{event}: {reason}',

  // A folder's own hooks and trust.
  'hooks.project.title': 'Hooks that come with your folders',
  'hooks.project.about':
    'A folder can bring its own hooks (in .claude/settings.json or .gatehouse/hooks.json). Whoever wrote the folder wrote them, so Gatehouse never runs them until you have read them and trusted the folder. If they change, they stop until you trust them again.',
  'hooks.project.noFolders': 'No conversations yet, so no folders to look at.',
  'hooks.project.loading': 'Looking at this folder…',
  'hooks.project.loadFailed': 'Could not read this folder’s hooks: {message}',
  'hooks.project.status.none': 'No hooks in this folder.',
  'hooks.project.status.untrusted': 'Not trusted: these hooks do not run.',
  'hooks.project.status.trusted':
    'Trusted {time}: these hooks run (in the sandbox), from the copy of their files Gatehouse kept then.',
  'hooks.project.status.changed':
    'Changed since you trusted them: Gatehouse still runs the version you trusted, from the copy it kept. Read these and trust them to run them instead.',
  'hooks.project.status.changedNoCopy':
    'Trusted before Gatehouse kept a copy of what hooks run: they do not run until you trust them again.',
  'hooks.project.source': 'From {file}',
  'hooks.project.scripts':
    'Files it runs from this folder (what you trust includes their contents; Gatehouse keeps a copy and runs the hook from it):',
  // Why a hook cannot be trusted as it is: one sentence per hook, the words main found in braces.
  'hooks.project.refused.glob':
    'Cannot be trusted: its command names what it runs with a wildcard or braces ({word}), so another file could run later.',
  'hooks.project.refused.assignment':
    'Cannot be trusted: its command sets {name}, which can make a program load a file of the folder first.',
  'hooks.project.refused.expansion':
    'Cannot be trusted: its command uses {text}, known only when it runs (only $CLAUDE_PROJECT_DIR is allowed).',
  'hooks.project.refused.module_lookup':
    'Cannot be trusted: it runs {program}, which looks up what to run in the folder when it runs, not what you read here.',
  'hooks.project.refused.inline_shell':
    'Cannot be trusted: it hands {program} a command as text, which Gatehouse cannot read ahead of running.',
  'hooks.project.refused.indirect':
    'Cannot be trusted: it runs {program}, which runs programs named by its input or by a search.',
  'hooks.project.refused.unreadable':
    'Cannot be trusted: its command uses shell syntax (a loop, a function, a background job…) that Gatehouse cannot read ahead of running.',
  'hooks.project.refused.outside':
    'Cannot be trusted: it runs {path}, outside this folder, so Gatehouse cannot keep a copy of it.',
  'hooks.project.refused.link':
    'Cannot be trusted: {path} is a link, which could point somewhere else after you trust it.',
  'hooks.project.refused.source_unknown':
    'Cannot be trusted: its script {script} sources a file, on line {line}, whose name is known only when it runs.',
  'hooks.project.refused.script_module_lookup':
    'Cannot be trusted: its script {script} runs {program}, which looks up what to run in the folder when it runs.',
  'hooks.project.refused.script_preload':
    'Cannot be trusted: its script {script} sets {name}, which can make a program load another file first.',
  'hooks.project.refused.too_large':
    'Gatehouse cannot trust these hooks: their files come to at least {kilobytes} kB, and it keeps at most {limitKilobytes} kB of a folder’s hook files. Keep the hooks’ scripts in a folder of their own, such as .claude/hooks.',
  'hooks.project.refused.too_many_files':
    'Gatehouse cannot trust these hooks: they run from {count} files, and it keeps at most {limit}. Keep the hooks’ scripts in a folder of their own, such as .claude/hooks.',
  'hooks.project.problems': 'Could not read:',
  'hooks.project.skipped': 'Not run by Gatehouse: {events}',
  'hooks.project.allowNote':
    'A folder’s hook can refuse an action or make it ask you, but its “allow” never lets anything run without you.',
  'hooks.project.trust': 'Trust this folder’s hooks',
  'hooks.project.trustName': 'Trust the hooks of {folder}',
  'hooks.project.untrust': 'Stop trusting',
  'hooks.project.untrustName': 'Stop trusting the hooks of {folder}',
  'hooks.project.refresh': 'Look again',
  'hooks.project.refreshName': 'Look again at the hooks of {folder}',
  'hooks.project.trustTitle': 'Trust the hooks of this folder?',
  'hooks.project.trustBody':
    'Gatehouse will run these commands, in the sandbox, whenever the assistant uses a matching tool in {folder}:',
  'hooks.project.trustAsk':
    'Trust them only if you know who wrote this folder. Gatehouse keeps a copy of the files listed and runs the hooks from it: if the folder changes them, the version you trusted runs until you trust the new one.',
  'hooks.project.trustConfirm': 'Trust these hooks',
  'hooks.project.failed': 'Not done: {message}',

  // The approval sheet: what hooks said about one call.
  'hooks.sheet.changedBy': 'Changed by your hook',
  'hooks.sheet.changedByProject': 'Changed by this folder’s hook',
  'hooks.sheet.changedHelp': 'What you see above is what will run, not what the assistant asked for.',
  'hooks.sheet.showOriginal': 'Show the original',
  'hooks.sheet.hideOriginal': 'Hide the original',
  'hooks.sheet.originalName': 'What the assistant asked for, before the hook changed it',
  'hooks.sheet.original': 'What the assistant asked for:',
  // Main's words already name the hook and say the call waits: shown as they are, as a warning.
  'hooks.sheet.hookFailed': 'The hook “{command}” could not answer. {reason} The action waits for you.',
  'hooks.sheet.rewriteRejected':
    'The hook “{command}” changed this action into something {tool} does not accept ({detail}), so it stays as the assistant asked it. The action waits for you.',
  'hooks.sheet.failed': '{error}',
  'hooks.sheet.error.no_sandbox':
    'Your hook “{command}” is set to run in the sandbox, which this computer does not have, so it did not run. The action waits for you.',
  'hooks.sheet.error.files_replaced':
    'The folder’s hook “{command}” did not run: its files in this folder were replaced by links or by another kind of file since you trusted them. The action waits for you.',
  'hooks.sheet.error.files_gone':
    'The folder’s hook “{command}” did not run: files of it you trusted in this folder were removed since you trusted them. The action waits for you.',
  'hooks.sheet.asks': 'Your hook asks: {reason}',
  'hooks.sheet.asksNoReason': 'Your hook asks you about this.',
  'hooks.sheet.projectAsks': 'This folder’s hook asks: {reason}',
  'hooks.sheet.projectAsksNoReason': 'This folder’s hook asks you about this.',
  'hooks.sheet.denies': 'Your hook will refuse this, even if you approve it: {reason}',
  'hooks.sheet.deniesNoReason': 'Your hook will refuse this, even if you approve it.',
  'hooks.sheet.projectDenies': 'This folder’s hook will refuse this, even if you approve it: {reason}',
  'hooks.sheet.projectRewriteAsks':
    'This folder’s hook changed this action, so it waits for you: a folder’s hook can make an action ask you, never let it run.',
  'hooks.sheet.rewroteAgain':
    'A hook changed this action a second time. Gatehouse did not apply that change, and the action waits for you.',
  'hooks.sheet.projectAllowNotCounted':
    'This folder’s hook would allow it, but a folder’s hook cannot let anything run without you: it was written with the folder, not by you.',
  'hooks.sheet.allowsButAsks':
    'Your hook allows this, but it still needs your answer (a hook never allows anything outside your folder, nor what your rule wants you to see).',
  // Main's words already say why and where to look (Settings › Hooks).
  'hooks.sheet.notRun': '{reason}',
  'hooks.sheet.openSettings': 'Open Settings',
  'hooks.sheet.openSettingsName': 'Open Settings to read this folder’s hooks',
  'hooks.sheet.says': 'Your hook says: {message}',
  'hooks.sheet.hook': 'Hook: {command}',
  'hooks.sheet.changedEdit': 'Your edit was changed by your hook',
  'hooks.sheet.changedEditProject': 'Your edit was changed by this folder’s hook',
  'hooks.sheet.changedEditHelp': 'What will run is shown below, not what you typed.',
  'hooks.sheet.originalEdit': 'What you typed:',
  'hooks.sheet.originalEditName': 'What you typed, before the hook changed it',

  // The transcript's tool card and the record.
  'hooks.card.allowedBy': 'Ran without asking: your hook allows it.',
  'hooks.card.deniedBy': 'Refused by your hook.',
  'hooks.card.deniedByProject': 'Refused by this folder’s hook.',
  'hooks.card.deniedByReason': 'Refused by your hook: {reason}',
  'hooks.card.deniedByProjectReason': 'Refused by this folder’s hook: {reason}',
  'hooks.card.changedBy': 'Changed by your hook before it ran.',
  'hooks.card.changedByProject': 'Changed by this folder’s hook before it ran.',
  'hooks.card.original': 'What the assistant asked for',
  'hooks.card.says': 'Your hook says: {text}',
  'hooks.card.projectSays': 'This folder’s hook says: {text}',
  'hooks.card.preContext': 'A hook added a note for the assistant: {text}',
  'hooks.card.block': 'Your hook flagged the result: {text}',
  'hooks.card.context': 'Your hook added a note for the assistant: {text}',
  'hooks.card.projectBlock': 'This folder’s hook flagged the result: {text}',
  'hooks.card.projectContext': 'This folder’s hook added a note for the assistant: {text}',
  'hooks.audit.ran': 'Your hook allowed it',
  'hooks.audit.by': 'By the hook',
} as const;
