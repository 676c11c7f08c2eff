import { z } from 'zod';

// zod compiles a fast path with `new Function` when it may. The window's CSP forbids that, and zod's
// probe for it was a CSP violation on the first schema the window parsed: never tried here. Imported
// first by ./start-app.tsx, so it is set before any module of the app runs.
z.config({ jitless: true });
