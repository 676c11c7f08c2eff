import { startEarlyRequests } from './ipc/early-requests';
import './styles/app.css';
import './styles/highlight.css';

// The window's entry, kept small: it asks main for what the first screen shows, then fetches the
// app's code (./start-app.tsx), which is parsed while main answers instead of before it asks.
const early = startEarlyRequests((window as Partial<Window>).gatehouse, () => window.localStorage);
void import('./start-app').then(({ startApp }) => startApp(early));
