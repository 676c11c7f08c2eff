import { startEarlyRequests } from './ipc/early-requests';
import { showStartFailure } from './show-start-failure';
import './styles/app.css';
import './styles/highlight.css';

// The window's entry, kept small: it asks main for what the first screen shows, then fetches the
// app's code (./start-app.tsx), which is parsed while main answers instead of before it asks.
// Code that cannot be read (a damaged install) is said in the window instead of leaving it blank.
const early = startEarlyRequests((window as Partial<Window>).gatehouse, () => window.localStorage);
void import('./start-app').then(
  ({ startApp }) => startApp(early),
  (cause: unknown) => {
    const root = document.getElementById('root');
    if (root) void showStartFailure(root, early, cause);
  },
);
