/** MCP servers: the public face of src/main/mcp. */
export { createMcpServerManager, type McpServerManager, type McpServerManagerDeps } from './server-manager';
export {
  createMcpToolSource,
  deriveMcpToolName,
  parseMcpToolName,
  type McpToolSource,
  type McpToolSourceDeps,
} from './create-mcp-tools';
export {
  deriveMcpCallInputs,
  deriveDefinitionHash,
  derivePathArguments,
  type McpCallInputs,
} from './derive-call-inputs';
export { applyTrust, deriveServerTools, deriveToolTrust, type McpToolTrust } from './derive-tool-trust';
export { parseMcpServersImport, type McpImportResult } from './parse-server-import';
export { startConnection, type McpConnection, type McpListedTool } from './start-connection';
export {
  createRuntimeContext,
  loadCarriedNpmFolder,
  resolveServerRuntime,
  type RuntimeContext,
  type ServerLaunch,
} from './resolve-server-runtime';
export { deriveNpxPackages } from './derive-npx-packages';
export {
  deriveNpmHome,
  deriveNpmRegistry,
  loadFetchedPackages,
  DEFAULT_NPM_REGISTRY,
  NPM_HOME_FOLDER,
  type NpmHome,
} from './npm-home';
export { McpDownloadNeededError } from './prepare-npx-launch';
export {
  createMcpService,
  createMcpServersControl,
  buildMcpExport,
  MCP_SERVERS_SETTING,
  type McpService,
  type McpServersControl,
} from './create-mcp-service';
export type { McpSecretBox } from './seal-server-secrets';
