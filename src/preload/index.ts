import { contextBridge, ipcRenderer } from 'electron';
import { buildGatehouseApi } from './build-api';

// contextIsolation is on: the page sees only this frozen object, never ipcRenderer itself.
contextBridge.exposeInMainWorld('gatehouse', buildGatehouseApi(ipcRenderer));
