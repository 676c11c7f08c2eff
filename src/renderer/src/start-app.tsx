import './zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { AppContext } from './react-hooks/app-context';
import { createGatehouseClient } from './ipc/client';
import type { EarlyRequests } from './ipc/early-requests';
import { createAppController } from './state/controller';
import { createAppStore } from './state/store';
import { loadPseudoLocaleSwitch, runFollowLanguage } from './state/follow-language';
import { fetchHighlighter } from './components/highlighter';

/** The app in the window, given what the window asked main as it started (./main.tsx). */
export function startApp(early: EarlyRequests | null): void {
  const store = createAppStore();
  // The window's language follows the setting (and the system's locale) before the first render.
  runFollowLanguage(
    store,
    navigator.language,
    loadPseudoLocaleSwitch(() => window.localStorage),
    document.documentElement,
  );
  // window.gatehouse is the preload's frozen bridge (or the browser-test stand-in); may be absent in a plain browser.
  const client = createGatehouseClient((window as Partial<Window>).gatehouse, early);
  const controller = createAppController(client, store);
  void controller.start();
  // The code highlighter, a chunk of its own, fetched while main answers: usually in before the first reply is drawn.
  fetchHighlighter().catch(() => undefined);

  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <AppContext.Provider value={{ store, controller }}>
          <App />
        </AppContext.Provider>
      </StrictMode>,
    );
  }
}
