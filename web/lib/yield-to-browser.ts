/**
 * Ends the current task, so the browser can paint and answer input before the next piece of work.
 * Start-up on a server-rendered page is cut into such pieces: the page is already readable, and a
 * long task would only make it unresponsive (and count against Total Blocking Time).
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
