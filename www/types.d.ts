// Types of the page's top modules too long for a JSDoc line.

/** What the tests' hook reads (testhook.js install). */
export type HookParts = {
  canvas: HTMLCanvasElement;
  state: import('./table/state.js').State;
  version: () => string;
  session: import('./play/session.js').Session;
  flow: import('./play/flow.js').Flow;
  thinking: import('./play/thinking.js').Thinking;
  history: import('./play/history.js').History;
  frames: import('./table/frames.js').Frames;
  keeping: import('./play/keeper-loader.js').Keeping;
  offlineFiles: () => unknown;
};
