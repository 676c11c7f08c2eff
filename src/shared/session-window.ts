/** How many events a window is first given of a conversation (its latest screenfuls), and each page further back. */
export const SESSION_WINDOW_EVENTS = 200;
