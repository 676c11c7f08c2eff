import type { SANDBOX_MESSAGES } from '../../../../shared/main-messages/sandbox';

/**
 * English: the command sandbox's messages (src/shared/main-messages/sandbox.ts), keyed `main.<id>`:
 * which sandbox confines commands on this computer, or why none can.
 */
export const mainSandboxMessages: Record<`main.${keyof typeof SANDBOX_MESSAGES}`, string> = {
  'main.sandbox.notChecked': 'Not checked yet.',
  'main.sandbox.bubblewrap': 'Sandbox: {version}, with @anthropic-ai/sandbox-runtime’s proxy for commands with hosts.',
  'main.sandbox.seatbelt': 'Sandbox: macOS Seatbelt through @anthropic-ai/sandbox-runtime.',
  'main.sandbox.missing':
    'Commands cannot be put in a sandbox on this computer: {count, plural, one {{programs} is not installed} other {these are not installed: {programs}}}. On Debian or Ubuntu: {command}',
  'main.sandbox.noSandboxFor':
    'Commands cannot be put in a sandbox on this computer: Gatehouse has no sandbox for {platform} yet.',
  'main.sandbox.libraryFailed':
    'Commands cannot be put in a sandbox on this computer: the sandbox library could not start ({detail}).',
  'main.sandbox.trialFailed':
    'Commands cannot be put in a sandbox on this computer: it could not be tried out ({detail}).',
  'main.sandbox.systemRefused':
    'Commands cannot be put in a sandbox on this computer: the system refused to start one ({detail}). This usually means user namespaces are switched off or blocked (by AppArmor on Ubuntu 23.10 and later, or inside a container); whoever looks after this computer can allow them for bubblewrap.',
  'main.sandbox.systemRefusedExit':
    'Commands cannot be put in a sandbox on this computer: the system refused to start one (exit code {exit}). This usually means user namespaces are switched off or blocked (by AppArmor on Ubuntu 23.10 and later, or inside a container); whoever looks after this computer can allow them for bubblewrap.',
};
