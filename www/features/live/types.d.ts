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
  newGame: (onCancel: (() => void) | null, suggested?: { way: string; live?: boolean }) => void;
  refresh: () => void;
  links: () => Promise<Links>;
  kept: () => Promise<import('../../play/keeper.js').Keeper>;
  fair: (then: (fair: LiveFair) => unknown) => Promise<unknown>;
};

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
/** What a session hears (session.js): a link, from a seat's device (null: the hub's, to a guest). */
export type Heard = { seat: number | null; text: string };
export type SessionLive = {
  sendTo?: (seat: number, text: string) => void;
  send(text: string): void;
  on(type: string, f: import('./peer.js').Listener): () => void;
};
export type FairBindings = import('../../engine/bundles.js').FairBindings;
/** A game link read (engine.js): its identity (record.js identityOf) and its actions. */
export type GameRead = { key: string; actions: unknown[] };
/** A heard link against ours: 'older' (ours goes further), 'newer' (or unreadable here), 'conflict', 'other' (another
 * game); `key` the heard game's identity if known; `fresh`: two new games (two rematches dealt at once). */
export type Relation = {
  relation: 'same' | 'older' | 'newer' | 'conflict' | 'other';
  key: string | null;
  fresh: boolean;
};
/** A QR matrix (qr.js): `size` modules a side, `data` row by row, truthy for a dark one. */
export type Matrix = { size: number; data: ArrayLike<unknown> };
/** A reply offered to the other tabs (handoff.js): taken, or refused (`name`: the player it came from). */
export type Passed = { taken: boolean; kind?: string; name?: string };
/** An invitation claimed (handoff.js): this tab's (`release()` lets it go), or the holding tab's reply and state. */
export type Claim = { mine: true; release: () => void } | { mine: false; reply: string | null; state: string | null };
/** A peer's settings (peer.js): its STUN server (null: same network only), its waits (settleMs: for more candidates once
 * an address across networks is known), the messages taken a second and at once, RTCPeerConnection (a fake in tests). */
export type PeerOptions = {
  stun: string | null;
  gatherMs: number;
  settleMs: number;
  connectMs: number;
  replyWaitMs: number;
  validMs: number;
  dropMs: number;
  rate: number;
  burst: number;
  RTC: typeof RTCPeerConnection;
};
/** A live panel's options (panel.js): 'host' (`live` the hub, `seats` the seats to invite) or 'guest' (`host` the hub's
 * seat, known once connected; `guest()` whom the invitation is for); `linkOf(code)`: a code's link (default: this page's). */
export type PanelOptions = {
  role: 'host' | 'guest';
  live: Hub | Guest;
  seats?: number[];
  host?: number | (() => number);
  guest?: () => string;
  names: () => string[];
  linkOf?: (code: string) => string;
};
export type Peer = ReturnType<typeof import('./peer.js').createPeer>;
export type SeatPeer = { peer: Peer; stops: (() => void)[] };
