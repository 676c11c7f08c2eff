/**
 * A tool's live output on its way to the windows: coalesced and capped per call. Live output is
 * only a view while a command runs; the stored tool_result (capped by the tool itself) is the
 * record. Why: every push is cloned to every window, and a command printing as fast as it can
 * (`head -c 100000000 /dev/zero`) would otherwise push everything it prints, chunk by chunk.
 */

export interface LiveOutputLimits {
  /** At most one push per this many milliseconds; the first chunk after a quiet spell goes at once. */
  intervalMs: number;
  /** Characters of live output per call; past them one marker, then nothing until the result. */
  maxChars: number;
}

export const LIVE_OUTPUT_LIMITS: LiveOutputLimits = { intervalMs: 100, maxChars: 64 * 1024 };

export const LIVE_OUTPUT_TRUNCATED = '\n… live output truncated; the full result comes when the command ends\n';

/** The timers the batching uses (the real ones by default; tests may hand in fakes). */
export interface LiveOutputTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveOutput {
  /** Takes one chunk as the tool produced it; sends now or later, never more than the cap. */
  push(chunk: string): void;
  /**
   * Sends what is waiting at once and stops: later chunks are dropped. Call it before the call's
   * tool_result is committed, so no live output for it arrives after its result.
   */
  close(): void;
}

/** The start of `text` cut to at most `max` UTF-16 units without splitting a surrogate pair. Pure. */
function deriveHead(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Batches one call's live output into `send`: the first chunk after a quiet spell is sent at once
 * (a slow trickle arrives promptly), chunks arriving within `intervalMs` of a send are joined and
 * sent together when it ends, and after `maxChars` characters in all one LIVE_OUTPUT_TRUNCATED
 * marker is sent and the rest dropped. Nothing before the cap is lost or reordered. `send` is
 * called synchronously from push, close or a timer; it should not throw.
 */
export function createLiveOutput(
  send: (chunk: string) => void,
  limits: LiveOutputLimits = LIVE_OUTPUT_LIMITS,
  timers: LiveOutputTimers = {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
): LiveOutput {
  let pending = '';
  let taken = 0;
  let truncated = false;
  let closed = false;
  let timer: unknown = null;

  const sendPending = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    send(chunk);
  };
  // While the window is open, chunks wait; when it ends with something waiting, that goes and a new window opens.
  const onWindowEnd = () => {
    timer = null;
    if (pending === '') return;
    sendPending();
    timer = timers.setTimeout(onWindowEnd, limits.intervalMs);
  };

  return {
    push(chunk) {
      if (closed || truncated || chunk === '') return;
      const room = limits.maxChars - taken;
      const head = deriveHead(chunk, room);
      taken += head.length;
      pending += head;
      if (head.length < chunk.length) {
        truncated = true;
        pending += LIVE_OUTPUT_TRUNCATED;
      }
      if (timer === null) {
        sendPending();
        timer = timers.setTimeout(onWindowEnd, limits.intervalMs);
      }
    },
    close() {
      if (closed) return;
      closed = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      sendPending();
    },
  };
}
