import { contextBridge } from 'electron';

// Placeholder until the IPC contract lands: exposes nothing but the API object.
contextBridge.exposeInMainWorld('gatehouse', Object.freeze({}));
