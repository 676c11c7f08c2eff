import type { MCP_MESSAGES } from '../../../../shared/main-messages/mcp';

/**
 * English: MCP servers' messages (src/shared/main-messages/mcp.ts), keyed `main.<id>`. A skipped
 * server's reason (`main.mcp.import.*` but notJson and noServers) ends "Skipped {name}: …"
 * (mcp.settings.skipped), so it is written as the end of that sentence.
 */
export const mainMcpMessages: Record<`main.${keyof typeof MCP_MESSAGES}`, string> = {
  'main.mcp.noServer': 'There is no MCP server called “{name}”.',
  'main.mcp.noKeptValue':
    'The server “{name}” has no stored value for the {kind, select, env {{count, plural, one {environment variable} other {environment variables}}} other {{count, plural, one {header} other {headers}}}} {names} to keep: enter the value.',
  'main.mcp.invalidServer': 'This server cannot be saved: {check} (in: {fields}). Nothing was changed.',
  'main.mcp.cannotSeal':
    'The server’s environment and header values could not be stored securely, so it was not saved: {detail}',
  'main.mcp.import.notJson': 'This is not JSON: {detail}.',
  'main.mcp.import.noServers':
    'Expected an object with "mcpServers", as Claude Desktop, Claude Code and Cursor write it.',
  'main.mcp.import.notObject': 'its entry is not an object',
  'main.mcp.import.sse': 'it uses the old SSE transport; Gatehouse speaks stdio and streamable HTTP',
  'main.mcp.import.invalid': '{check} (in: {field})',
  'main.mcp.import.nameTaken': 'a server with this name already exists',
  'main.mcp.signInFailed':
    'Sign-in to “{name}” did not complete: {why, select, notHttp {only a server reached over HTTP signs in} unavailable {this Gatehouse cannot keep sign-ins} wrongState {the sign-in was refused: the answer did not belong to the sign-in Gatehouse started} refused {the server did not sign you in ({detail})} timedOut {the sign-in was not completed in time} cancelled {the sign-in was cancelled} noToken {the server did not give Gatehouse a token} other {{detail}}}',
  'main.mcp.prompt.gone': 'This request is no longer waiting: it was answered, declined or withdrawn.',
  'main.mcp.prompt.noSampling': 'Gatehouse does not send a server’s messages to the model: decline it.',
  'main.mcp.prompt.doesNotFit': 'The answer does not fit what the server asked (in: {fields}).',
  'main.mcp.state.didNotStart': 'It did not start: {detail}',
  'main.mcp.start.programHidden':
    'It did not start: its program {program} is in {folder}, which the sandbox hides. Install the program in a system folder, or run the server without the sandbox.',
  'main.mcp.start.programHiddenInHome':
    'It did not start: its program {program} is in {folder}, which the sandbox hides. Allow toolchains in your home folder (Settings › Commands), or install the program outside it.',
  'main.mcp.start.writableNeedsFolder':
    'It did not start: it names folders it may write, and a server for all folders has no folder to hold them.',
  'main.mcp.start.writableOutside': 'It did not start: the folder it may write, {folder}, is not inside {workspace}.',
  'main.mcp.start.noSandbox': 'It did not start: it is set to run in a sandbox, and this computer has none.',
  'main.mcp.start.noSandboxPrograms':
    'It did not start: it is set to run in a sandbox, and this computer has none: {count, plural, one {{programs} is} other {{programs} are}} not installed. To install: {command}',
  'main.mcp.start.noSandboxToGive':
    'It did not start: it is set to run in a sandbox, and this Gatehouse has none to give it.',
  'main.mcp.start.noNpmFolder':
    'It did not start: it starts with npx, and this Gatehouse has no folder to keep npm packages in.',
  'main.mcp.state.commandNotFound': 'It did not start: its command was not found ({detail})',
  'main.mcp.state.needsSignIn': 'It did not start: the server refused Gatehouse: it needs sign-in ({detail})',
  'main.mcp.state.gaveUp':
    'It stopped unexpectedly {count, plural, one {# time} other {# times}}, so Gatehouse stopped restarting it. Start it again from Settings.',
  'main.mcp.state.restarting': 'It stopped unexpectedly; restarting in {seconds} s.',
};
