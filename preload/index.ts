// Preload: runs sandboxed beside the renderer and exposes the bridge, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { READY_CHANNEL } from '../shared/api';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('siteConsole', createBridge(ipcRenderer));

// Module scripts have run by DOMContentLoaded, so the renderer's listeners are in place: main may
// now send the events it held back.
window.addEventListener('DOMContentLoaded', () => ipcRenderer.send(READY_CHANNEL));
