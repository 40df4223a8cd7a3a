// What live play works with (main.js, live.js), as game.js and the loader see it.

import type { Links } from '../../play/link.js';

/** Fair mode as live play asks it: the fair game shown, dealt or not. */
export type LiveFair = {
  shown: () => { names: string[]; kinds: string[]; mine: number | null } | null | undefined;
};

/** The port main.js builds; live.js hands it on with `links` loaded. */
export type LoaderPort = {
  Engine: typeof import('../../engine/engine.js').Engine;
  session: import('../../play/session.js').Session;
  flow: import('../../play/flow.js').Flow;
  redraw: () => void;
  /** A new game; `suggested`: the way to fill in (live play's: friends apart, live). */
  newGame: (onCancel: (() => void) | null, suggested?: { way: string; live?: boolean }) => void;
  refresh: () => void;
  links: () => Promise<Links>;
  kept: () => Promise<import('../../play/keeper.js').Keeper>;
  fair: (then: (fair: any) => unknown) => Promise<unknown>;
};

/** What game.js is given (live.js): the links, loaded. */
export type LivePort = Omit<LoaderPort, 'links'> & { links: Links };

/** Live play, made (game.js): an invitation or a reply opened, Play live, the controls' facts. */
export type Live = {
  open: (code: string) => Promise<void>;
  play: () => Promise<void>;
  facts: () => LiveFacts | null;
};
export type LiveFacts = { here: boolean; all: boolean; hub: boolean; sends: boolean };

/** A failure caught: a LiveError (code.js) or anything thrown. */
export type Failure = { kind?: string; params?: { seat?: number; name?: string } } | null | undefined;
export type Hub = ReturnType<typeof import('./hub.js').createHub>;
export type Guest = ReturnType<typeof import('./hub.js').createGuest>;
export type Panel = ReturnType<typeof import('./panel.js').createLivePanel>;
export type LiveRead = import('./code.js').LiveRead;
