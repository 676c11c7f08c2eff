import { NPM_HOME_FOLDER } from '../mcp';

/**
 * The data folder's entries the JSON export (`data:export`) leaves out, each with what it holds:
 * nothing of the person's own, only what is fetched again when needed. Delete everything removes
 * them all the same (create-core.ts, deleteEverything).
 */
export const DATA_FOLDER_NOT_EXPORTED: readonly { entry: string; holds: string }[] = [
  { entry: NPM_HOME_FOLDER, holds: "npm packages downloaded once for MCP servers started with npx, and npm's cache" },
];
