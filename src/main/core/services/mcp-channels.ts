import type { GatehouseCore } from '../types';
import type { NamespaceService } from './namespace';

/** 'mcp:…': the MCP servers, their sign-ins and the prompts they ask. */
export function createMcpChannels(core: GatehouseCore): NamespaceService<'mcp'> {
  return {
    'mcp:list': () => core.mcp.view(),
    'mcp:save': (r) => core.mcp.save(r),
    'mcp:remove': (r) => core.mcp.remove(r.name),
    'mcp:set-trust': (r) => core.mcp.setTrust(r.name, r.trusted, r.tools),
    'mcp:import': (r) => core.mcp.importJson(r.text),
    'mcp:sign-in': (r) => core.mcp.signIn(r.name),
    'mcp:sign-out': (r) => core.mcp.signOut(r.name),
    'mcp:prompts': () => core.mcp.prompts(),
    'mcp:answer-prompt': (r) => core.mcp.answerPrompt(r),
  };
}
