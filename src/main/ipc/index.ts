/** The IPC boundary of the main process: the router every request goes through. */
export { createIpcRouter, type IpcRouter, type IpcHandlers, type IpcSender } from './router';
export { buildIpcHandlers, type DesktopServices } from './handlers';
export { registerIpc, type IpcMainLike } from './register-ipc';
export { sendPush, type PushPayloads, type PushTarget } from './send-push';
