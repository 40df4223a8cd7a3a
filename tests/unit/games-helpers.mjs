// Games for the store's tests (www/play/): made up, in the page's shapes, with no engine. An
// action is a placement on its own square, so two games with the same moves compare equal and
// a game with one more move continues the other.

import { fairRecords } from '../../www/features/fair-kept.js';
import { useKind } from '../../www/play/record.js';
import { createStore } from '../../www/play/store.js';
import { fakeOrigin } from './games-fake-storage.mjs';

/** The `n`th action of a made-up game; `variant` makes a game that parts from the others. */
export const action = (n, variant = 0) => ({ kind: 'Place', muse: 'Clio', to: { x: n, y: variant }, face_down: false });

// Fair games are a kind of kept game (features/fair-kept.js), registered as the page does.
useKind(fairRecords);

const COLOURS = ['Purple', 'White', 'Orange', 'White'];

/**
 * A game of `kind` ('hotseat', 'computer', 'link', 'fair') and its summary: `moves` actions,
 * names `names`, finished or not, waiting on `waitingOn`; `mode` this device's seat by link.
 */
export function makeGame({
  kind = 'hotseat',
  seed = '1',
  moves = 3,
  names = ['Anna', 'Ben'],
  over = false,
  waitingOn = 0,
  mode,
  winners = [0],
  variant = 0,
  round = 1,
  rounds = 1,
} = {}) {
  const players = names.length;
  const kinds = names.map((_, s) => (kind === 'computer' && s > 0 ? 'medium' : 'human'));
  const game =
    kind === 'fair'
      ? {
          fair: true,
          gameId: `fair${seed}`,
          code: `f${seed}.${moves}.${variant}`,
          moves,
          names,
          kinds,
          mode: mode ?? 0,
          secret: `keys-of-${seed}`,
        }
      : {
          options: { players, rounds, colours: 'pw', seed },
          actions: Array.from({ length: moves }, (_, i) => action(i, variant)),
          code: `g${seed}.${moves}.${variant}`,
          names,
          kinds,
          mode: kind === 'link' ? (mode ?? 0) : 'all',
          host: null,
          prefs: { log: true },
        };
  const summary = {
    players: names.map((name, s) => ({ name, colour: COLOURS[s], kind: kinds[s] })),
    round,
    rounds,
    moves,
    over,
    winners: over ? winners : null,
    shared: over && winners.length > 1 && players === 2,
    waitingOn: over ? null : waitingOn,
    last: moves ? (waitingOn + players - 1) % players : null,
    tiles: [{ x: 0, y: 0, muse: null, colour: 'Orange', value: 1, up: false }],
  };
  return { game, summary };
}

/** An origin and `n` tabs on it, each with its store; `clock` is the stores' shared time. */
export function tabs(n = 2, { shared = false, quota = Infinity, keepFinished } = {}) {
  const origin = fakeOrigin({ shared, quota });
  const clock = { now: 1_700_000_000_000 };
  const list = Array.from({ length: n }, (_, i) => {
    const tab = origin.tab();
    const store = createStore({
      storage: tab.storage,
      target: tab.window,
      tab: `tab${i}`,
      now: () => clock.now,
      keepFinished,
    });
    const heard = [];
    store.onChange((change) => heard.push(change));
    return { ...tab, store, heard };
  });
  return { origin, clock, tabs: list };
}
