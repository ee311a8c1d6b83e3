/**
 * @packageDocumentation
 * What the page and the sandbox's frame say to each other
 * (`sandbox.ts` on the page, `workers/sandbox/boot.ts` in the frame).
 *
 * The handshake: once the frame has loaded, the page posts `HELLO` to it with
 * one end of a `MessageChannel`; the frame takes the first such message from
 * its parent and then listens to that port only, so no other window can speak
 * to it. Over the port the page starts and stops workers (`wid` numbers them),
 * and the frame relays each worker's answers, as the worker's JSON string,
 * untouched, or says that a worker failed. Nothing here imports anything: the
 * frame's boot script is small and is hashed into the frame's policy.
 */

export const HELLO = 'minimax-notebook:sandbox-hello';

/**
 * Longest answer a worker may send, in UTF-16 code units of its JSON. The
 * largest real one, a search recording of 24,000 events with the values of
 * up to 30,000 nodes (tic-tac-toe at depth 9), takes 1.87 million.
 */
export const MAX_MESSAGE_CHARS = 4_000_000;

/** Longest text the frame puts in a `failed` message. */
export const MAX_FAILURE_TEXT = 300;

/**
 * Why a worker of the frame failed, as a code the page words in its language
 * (lib/engineErrors.ts): it could not start, it sent what the frame does not
 * relay (not text, too long, unreadable), or it stopped (threw at its top
 * level). The host on the page adds its own: the frame did not answer a stop,
 * did not start, or was closed.
 */
export const FRAME_TROUBLES = ['start', 'notText', 'tooLong', 'unreadable', 'stopped'] as const;
export type FrameTrouble = (typeof FRAME_TROUBLES)[number];
export type SandboxTrouble = FrameTrouble | 'silent' | 'notStarted' | 'closed';

export type PageToFrame =
  /** Give worker `wid` this job (a `CodeRunRequest`), starting the worker if it is new. */
  | { readonly type: 'start'; readonly wid: number; readonly job: unknown }
  /** Terminate worker `wid`; the frame answers `stopped`. */
  | { readonly type: 'stop'; readonly wid: number };

export type FrameToPage =
  | { readonly type: 'ready' }
  /** One answer of worker `wid`, as it sent it: a string of at most `MAX_MESSAGE_CHARS`. */
  | { readonly type: 'answer'; readonly wid: number; readonly data: string }
  /** Worker `wid` failed (`trouble`; `detail`: the browser's words, if any); it is terminated. */
  | { readonly type: 'failed'; readonly wid: number; readonly trouble: FrameTrouble; readonly detail?: string }
  | { readonly type: 'stopped'; readonly wid: number };
