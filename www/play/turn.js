// @ts-check
// A turn as the player builds it, committed to the engine as ONE action when complete.
// The UI never decides a rule (chessground's lesson): every choice offered is looked up in
// the engine's legal list, and every refusal words the engine's reason (reasons.js). Each hint
// is handed over as a function of the moment's facts, so it can be worded again in another
// language (i18n.js).
//
// Placement: pick a hand tile, choose face up or down, drop it on a marked square.
// Dance stages: idle → selected (a tile is chosen: its steps and Power targets show)
//   → powered (the Power was used first: the step must follow)
//   → stepped (the step is made: a Power may follow, or End turn).
// What it shows it asks of the table (table.js): it never writes the table's state.

import { handRects, toScreen } from '../table/geometry.js';
import { same, sqText, tileAt, tilesOf } from '../table/state.js';
import { t } from '../ui/i18n.js';
import { HINTS, dieWords, where } from '../ui/words.js';

/** @typedef {import('../engine/port.js').Action} Action */
/** @typedef {import('../engine/port.js').Square} Square */
/** @typedef {import('../engine/port.js').View} View */
/** @typedef {import('../engine/port.js').Muse} Muse */
/** @typedef {import('muses-wasm').Dir} Dir */
/** @typedef {import('../table/state.js').Drag} Drag */
/** @typedef {import('../table/state.js').Tile} Tile */
/** @typedef {import('../table/input.js').Hit} Hit */
/** @typedef {string | (() => string)} Words */

/** A canonical key of an action, to look it up in the legal list.
 * @param {import('../engine/port.js').ActionFields} a */
const keyOf = (a) =>
  [
    a.kind,
    a.muse,
    a.to && sqText(a.to),
    a.face_down,
    a.from && sqText(a.from),
    a.dir,
    a.target && sqText(a.target),
  ].join('|');

/** @type {Record<string, Dir>} */
const ARROWS = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };
/** @param {Square[]} squares */
const uniqueSquares = (squares) => [...new Map(squares.map((s) => [sqText(s), s])).values()];

/**
 * What a turn works with: the table it shows on, the engine that answers it (the game's, or a
 * lesson's), where a complete action goes, where its words go, and whether the player may act.
 * @typedef {object} TurnHost
 * @property {import('../table/table.js').Table} table
 * @property {() => import('../engine/port.js').Port} engine
 * @property {(action: Action) => void} commit
 * @property {(text: Words, refused?: boolean) => void} hint
 * @property {() => void} changed
 * @property {() => boolean} canAct     play/controls.js's answer: may the player act now?
 * @property {(sq: Square) => string} nameAt
 * @property {(error: any) => string} why  an engine error in words
 * @property {(action: Action) => void} [refused]  told of every action refused (a tutorial step
 *   may ask for one)
 */

/** @param {TurnHost} host */
export function createTurn(host) {
  const { table } = host;
  const { state } = table;
  /** @type {{ action: Action, notation: string }[]} */
  let legal = [];
  let keys = new Set();
  /** @type {number | null} */
  let seat = null;
  /** @type {Tile[]} */
  let base = [];
  /** @type {Square | null} */
  let from = null;
  /** @type {Square | null} */
  let power = null;
  /** @type {Dir | null} */
  let stepDir = null;
  // Whether the tile under the pointer was selected by this very press (chessground's
  // rule: a press selects; a tap on a tile selected before deselects it).
  let fresh = false;

  const engine = () => host.engine();
  /** The engine's directions' letters. */
  const dirs = () => /** @type {Dir[]} */ (Object.keys(state.directions));
  /** The square next to `sq` towards `dir` (the engine's directions).
   * @param {Square} sq @param {Dir} dir */
  const beside = (sq, dir) => ({ x: sq.x + state.directions[dir].x, y: sq.y + state.directions[dir].y });
  /** The legal actions of `kind` (that `pred` keeps).
   * @template {Action['kind']} K
   * @param {K} kind @param {(a: Extract<Action, { kind: K }>) => boolean} [pred]
   * @returns {Extract<Action, { kind: K }>[]} */
  const actions = (kind, pred = () => true) =>
    legal
      .map((l) => l.action)
      .filter(/** @returns {a is Extract<Action, { kind: K }>} */ (a) => a.kind === kind)
      .filter((a) => pred(a));

  /** A new turn: the engine's view to show, its legal actions, and whose hand is shown (the
   * tray's caption, `trayLabel`, if given).
   * @param {View} view @param {{ action: Action, notation: string }[]} legalActions
   * @param {number | null} viewer @param {() => string} [trayLabel] */
  function begin(view, legalActions, viewer, trayLabel) {
    legal = legalActions;
    keys = new Set(legal.map((l) => keyOf(l.action)));
    seat = viewer;
    base = tilesOf(view);
    from = power = stepDir = null;
    const hand = view.phase === 'Placement' && viewer !== null ? view.hand : null;
    // One Mysterious Muse per player (RULES.md §4): the face the engine allows.
    const f = faces();
    const faceDown = !!hand && !f.up;
    table.beginTurn({ phase: view.phase, hand, colour: view.seats[view.to_move], faceDown, trayLabel });
    if (hand) updatePlaces();
    table.show(base);
    host.changed();
  }

  /** The turn was played: nothing is chosen any more, and the hand leaves the screen at
   * once (the next player may already be looking). */
  function finish() {
    legal = [];
    keys = new Set();
    from = power = stepDir = null;
    table.finishTurn();
  }

  function clear() {
    from = power = stepDir = null;
    table.unselect();
    if (state.hand) updatePlaces();
  }

  // ---- Placement --------------------------------------------------------------------

  /** Which faces the engine allows now (one Mysterious Muse per player, RULES.md §4). */
  function faces() {
    const places = actions('Place');
    return { up: places.some((a) => !a.face_down), down: places.some((a) => a.face_down) };
  }

  function updatePlaces() {
    const { faceDown, handPick } = state;
    const places = actions('Place', (a) => a.face_down === faceDown && (!handPick || a.muse === handPick));
    table.setPlaces(uniqueSquares(places.map((a) => a.to)));
  }

  /** Face up or face down for the next placement; a refused choice says the engine's why.
   * @param {boolean} down */
  function setFaceDown(down) {
    if (!state.hand) return;
    if (!faces()[down ? 'down' : 'up']) {
      const any = actions('Place')[0];
      const why = engine().reason({ ...any, face_down: down });
      host.hint(() => host.why(why), true);
      return;
    }
    table.setFaceDown(down);
    updatePlaces();
    host.hint(down ? HINTS.faceDown : '');
    host.changed();
  }

  /** @param {Muse} muse */
  function pick(muse) {
    table.pick(state.handPick === muse ? null : muse);
    updatePlaces();
    if (state.handPick) {
      const byKeys = state.keyboard;
      host.hint(() => HINTS.picked({ muse, keys: byKeys }));
    }
    host.changed();
  }

  /** @param {Muse} muse @param {Square} sq @param {Drag | null} drag */
  function place(muse, sq, drag) {
    /** @type {Action} */
    const action = { kind: 'Place', muse, to: sq, face_down: state.faceDown };
    if (keys.has(keyOf(action))) return host.commit(action);
    refuse(action, drag);
  }

  // ---- Dance ------------------------------------------------------------------------

  /** @param {Square} sq */
  function areaOf(sq) {
    const t = tileAt(state, sq);
    const info = t?.muse && t.faceUp ? state.muses[t.muse] : null;
    /** @type {[number, number][]} */
    const offsets = info?.offsets ?? [];
    return offsets.map(([dx, dy]) => ({ x: sq.x + dx, y: sq.y + dy }));
  }

  /** The Power's effect of the Muse on `sq` (from the tile table), if she is face up.
   * @param {Square | null} sq */
  const effectOf = (sq) => {
    const t = sq && tileAt(state, sq);
    return t?.muse && t.faceUp ? state.muses[t.muse]?.effect : undefined;
  };

  /** What each legal step of the Muse on `sq` would do to the dice it moves (the engine's
   * preview): each die's change and new value, by the square the die lands on.
   * @param {Square} sq @param {Dir} dir */
  function diceOf(sq, dir) {
    try {
      return engine()
        .preview({ kind: 'Step', from: sq, dir }, seat)
        .events.filter((e) => e.kind === 'DieChanged')
        .filter((e) => e.cause === 'Step')
        .map((e) => ({ square: e.square, by: e.to - e.from, to: e.to }));
    } catch {
      return [];
    }
  }

  /** @param {Square} sq */
  function select(sq) {
    clear();
    from = sq;
    const steps = engine()
      .steps(sq)
      .map((d) => ({ ...d, dice: diceOf(sq, d.dir) }));
    const targets = uniqueSquares(
      actions('PowerStep', (a) => same(a.from, sq)).map((a) => /** @type {Square} */ (a.target)),
    );
    table.select({ stage: 'selected', sq, dirs: steps, area: areaOf(sq), targets });
    const name = () => host.nameAt(sq);
    const byKeys = state.keyboard;
    const dirs = steps.map((d) => d.dir);
    const ways = () => dirs.map((d) => t(`dir.${d}`));
    const effect = effectOf(sq);
    if (!dirs.length) {
      const why = engine().reason({ kind: 'Step', from: sq, dir: 'N' });
      host.hint(() => HINTS.stuck({ name: name(), why: host.why(why) }), true);
    } else if (targets.length) {
      host.hint(() =>
        HINTS.power({ name: name(), ways: ways(), targets: targets.map(host.nameAt), effect, keys: byKeys }),
      );
    } else {
      const later = actions('StepPower', (a) => same(a.from, sq)).length > 0;
      host.hint(() => HINTS.steps({ name: name(), ways: ways(), later, keys: byKeys }));
    }
    host.changed();
  }

  function deselect() {
    clear();
    host.hint('');
    host.changed();
  }

  /** @param {Dir} dir @param {Drag | null} drag */
  function stepTo(dir, drag) {
    if (state.stage === 'powered') {
      /** @type {Action} */
      const action = {
        kind: 'PowerStep',
        from: /** @type {Square} */ (from),
        target: /** @type {Square} */ (power),
        dir,
      };
      return keys.has(keyOf(action)) ? host.commit(action) : refuse(action, drag);
    }
    if (state.stage !== 'selected' || !from) return;
    const at = from;
    /** @type {Action} */
    const action = { kind: 'Step', from: at, dir };
    if (!keys.has(keyOf(action))) return refuse(action, drag);
    const after = actions('StepPower', (a) => same(a.from, at) && a.dir === dir);
    if (!after.length) return host.commit(action);
    // A Power may follow: show the step made (the engine's preview) while the player decides.
    const step = state.dirs.find((d) => d.dir === dir);
    const move = /** @type {{ from: Square, to: Square }} */ (step?.moves.find((m) => same(m.from, at)));
    // The preview's view hides even the seat's own Mysterious Muse: names shown stay shown.
    const known = new Map(state.tiles.map((t) => [t.id, t.muse]));
    const preview = tilesOf(engine().preview(action, seat).view);
    table.show(preview.map((t) => ({ ...t, muse: t.muse ?? known.get(t.id) ?? null })));
    stepDir = dir;
    const targets = uniqueSquares(after.map((a) => /** @type {Square} */ (a.target)));
    table.select({ stage: 'stepped', sq: move.to, dirs: [], area: areaOf(move.to), targets });
    const [effect, byKeys] = [effectOf(move.to), state.keyboard];
    host.hint(() =>
      HINTS.after({ name: host.nameAt(move.to), targets: targets.map(host.nameAt), effect, keys: byKeys }),
    );
    host.changed();
  }

  /** @param {Square} sq */
  function usePower(sq) {
    if (!from) return;
    if (state.stage === 'stepped' && stepDir) return host.commit({ kind: 'StepPower', from, dir: stepDir, target: sq });
    const at = from;
    const options = actions('PowerStep', (a) => same(a.from, at) && same(a.target, sq));
    if (state.stage !== 'selected' || !options.length) return;
    // A Power that makes a 6 ends the round at once: no step follows (D6).
    const ending = options.find((a) => a.dir === null);
    if (ending) return host.commit(ending);
    // Show the Power's die change (the engine's events) while the player steps.
    const { events } = engine().preview(options[0], seat);
    const changes = new Map(
      events
        .filter((e) => e.kind === 'DieChanged')
        .filter((e) => e.cause === 'Power')
        .map((e) => [sqText(e.square), e.to]),
    );
    table.show(
      state.tiles.map((t) => ({ ...t, value: changes.get(sqText(t)) ?? t.value })),
      { dur: 0 },
    );
    power = sq;
    const dirs = state.dirs.filter((d) => options.some((a) => a.dir === d.dir));
    table.select({ stage: 'powered', sq: /** @type {Square} */ (state.selected), dirs, area: [], targets: [] });
    const byKeys = state.keyboard;
    host.hint(() => HINTS.mustStep({ name: host.nameAt(at), target: host.nameAt(sq), keys: byKeys }));
    host.changed();
  }

  function endTurn() {
    if (state.stage === 'stepped' && from && stepDir) host.commit({ kind: 'Step', from, dir: stepDir });
  }

  /** Undoes the turn so far (nothing was played yet: the engine never saw it). */
  function takeBack() {
    table.show(base);
    clear();
    host.hint('');
    host.changed();
  }

  /** Refuses an action with the engine's reason; a dropped ghost glides back.
   * @param {Action} action @param {Drag | null} drag */
  function refuse(action, drag) {
    const why = engine().reason(action);
    host.hint(why ? () => host.why(why) : HINTS.notNow, true);
    host.refused?.(action);
    if (drag) glideBack(drag);
    host.changed();
  }

  /** A dragged thing glides back to where it came from. @param {Drag} drag */
  function glideBack(drag) {
    const at = { x: drag.px ?? 0, y: drag.py ?? 0 };
    const home =
      drag.kind === 'hand'
        ? (handRects(state).find((r) => r.muse === drag.muse) ?? at)
        : toScreen(state, /** @type {Square} */ (drag.from).x, /** @type {Square} */ (drag.from).y);
    table.snapBack(drag, at, home);
  }

  // ---- Input ------------------------------------------------------------------------

  /** A press shows at once where the pressed tile can go (not on a Power target: a tap on
   * one uses the Power). @param {Hit} hit */
  function press(hit) {
    fresh = false;
    if (!host.canAct() || state.phase !== 'Dance' || hit?.kind !== 'tile') return;
    if (state.stage !== 'idle' && state.stage !== 'selected') return;
    if (state.stage === 'selected' && state.targets.some((t) => same(t, hit.sq))) return;
    if (!same(hit.sq, state.selected)) {
      select(hit.sq);
      fresh = true;
    }
  }

  /** @param {any} hit */
  function tap(hit) {
    if (!host.canAct()) return;
    if (state.phase === 'Placement') {
      if (!state.hand) return;
      if (hit.kind === 'hand') return pick(hit.muse);
      if (hit.sq && state.handPick) return place(state.handPick, hit.sq, null);
      if (hit.sq) host.hint(HINTS.pickFirst, true);
      return;
    }
    if (state.phase !== 'Dance') return;
    const { stage } = state;
    if (hit.kind === 'arrow') return stepTo(hit.dir, null);
    const sq = hit.sq;
    if (!sq) return;
    if (state.targets.some((t) => same(t, sq)) && (stage === 'selected' || stage === 'stepped')) return usePower(sq);
    if (hit.kind === 'tile') {
      if (stage === 'idle' || stage === 'selected') {
        if (!same(sq, state.selected)) return select(sq);
        if (!fresh) deselect();
        return;
      }
      const [at, byKeys] = [/** @type {Square} */ (from), state.keyboard];
      const mustStep = () => HINTS.mustStepNow({ name: host.nameAt(at) });
      return host.hint(stage === 'powered' ? mustStep : () => HINTS.usePowerOrEnd({ keys: byKeys }), true);
    }
    // An empty square next to the selected tile: step there (click-click).
    const chosen = state.selected;
    const dir = chosen && dirs().find((d) => same(sq, beside(chosen, d)));
    if (dir && (stage === 'selected' || stage === 'powered')) return stepTo(dir, null);
    if (stage === 'selected') deselect();
  }

  /** Whether a tap on `hit` does nothing but let go of the chosen Muse: an empty square
   * that is no place, step or Power target (two such taps zoom, input.js). @param {Hit} hit */
  function inert(hit) {
    if (hit?.kind !== 'square') return false;
    const sq = hit.sq;
    if (state.places.some((p) => same(p, sq)) || state.targets.some((t) => same(t, sq))) return false;
    const chosen = state.selected;
    const stepping = chosen && (state.stage === 'selected' || state.stage === 'powered');
    return !(stepping && dirs().some((d) => same(sq, beside(chosen, d))));
  }

  /** @param {any} hit @returns {Drag | null} */
  function dragStart(hit) {
    if (!host.canAct()) return null;
    if (state.phase === 'Placement' && hit.kind === 'hand') {
      table.pick(hit.muse);
      updatePlaces();
      host.changed();
      return { kind: 'hand', muse: hit.muse };
    }
    if (state.phase !== 'Dance' || hit.kind !== 'tile') return null;
    if (state.stage === 'idle' || state.stage === 'selected') {
      if (!same(hit.sq, state.selected)) select(hit.sq);
    } else if (state.stage !== 'powered' || !same(hit.sq, state.selected)) {
      return null;
    }
    return { kind: 'tile', from: hit.sq };
  }

  /** @param {Drag} drag */
  function drop(drag) {
    if (drag.kind === 'hand') {
      if (drag.over) return place(/** @type {Muse} */ (drag.muse), drag.over, drag);
      return glideBack(drag);
    }
    if (drag.dir) stepTo(drag.dir, drag);
  }

  /** @param {Drag} drag */
  function cancelDrag(drag) {
    glideBack(drag);
  }

  /** The cursor's square in words, and whether Enter there places, chooses or aims: a
   * function of the moment's facts, for the hint. @param {Square} sq */
  function cursorWords(sq) {
    const t = tileAt(state, sq);
    const tiles = state.tiles;
    const what = t
      ? () => HINTS.cursorTile({ name: host.nameAt(sq), die: t.noDie ? '' : dieWords(t.colour, t.value) })
      : () => HINTS.cursorEmpty({ where: where(sq, tiles) });
    let can = () => '';
    if (state.phase === 'Placement' && state.hand) {
      const muse = state.handPick ?? state.hand[0];
      can = state.places.some((p) => same(p, sq)) ? () => HINTS.canPlace({ muse }) : HINTS.notPlace;
    } else if (state.phase === 'Dance') {
      // (A chosen Muse's arrows step her: her hint lists her steps.)
      const effect = effectOf(state.selected);
      if (state.targets.some((p) => same(p, sq))) can = () => HINTS.canAim({ effect });
      else if (t && (state.stage === 'idle' || state.stage === 'selected') && !same(sq, state.selected))
        can = HINTS.canChoose;
    }
    return () => HINTS.cursor({ what: what(), can: can() });
  }

  /** The keyboard: arrows move the cursor (or step the selected tile), Enter chooses.
   * @param {KeyboardEvent} e */
  function key(e) {
    if (!host.canAct()) return false;
    const k = e.key;
    const dir = ARROWS[k];
    const dancing = state.phase === 'Dance';
    if (dir && dancing && (state.stage === 'selected' || state.stage === 'powered')) {
      stepTo(dir, null);
      return true;
    }
    if (dir) {
      const c = state.cursor ?? state.selected ?? { x: 0, y: 0 };
      table.setCursor(beside(c, dir));
      host.hint(cursorWords(beside(c, dir)));
      return true;
    }
    if (k === 'Enter' || k === ' ') {
      const c = state.cursor ?? { x: 0, y: 0 };
      table.setCursor(c);
      if (state.phase === 'Placement' && state.hand) place(state.handPick ?? state.hand[0], c, null);
      else if (dancing) {
        fresh = false;
        tap({ kind: tileAt(state, c) ? 'tile' : 'square', sq: c });
      }
      return true;
    }
    if (state.phase === 'Placement' && state.hand && k >= '1' && k <= String(state.hand.length)) {
      pick(state.hand[Number(k) - 1]);
      return true;
    }
    if (k === 'f' && state.hand) {
      setFaceDown(!state.faceDown);
      return true;
    }
    if (k === 'p' && state.targets.length) {
      const i = state.targets.findIndex((t) => same(t, state.cursor));
      const at = state.targets[(i + 1) % state.targets.length];
      table.setCursor(at);
      const effect = effectOf(state.selected);
      host.hint(() => HINTS.aim({ target: host.nameAt(at), effect }));
      return true;
    }
    if (k === 'e') {
      endTurn();
      return true;
    }
    if (k === 'Escape') {
      if (state.stage === 'idle') deselect();
      else takeBack();
      return true;
    }
    return false;
  }

  /** "Show me" (the tutorial): points at `action` before it is played, the turn so far
   * taken back: the Muse picked with the face she goes with and her square marked, or the
   * dancer chosen with only the action's step shown. @param {Action} action */
  function point(action) {
    takeBack();
    if (action.kind === 'Place') {
      table.pick(action.muse);
      if (action.face_down !== state.faceDown) setFaceDown(action.face_down);
      table.setPlaces([action.to]);
    } else {
      const at = /** @type {Square} */ (action.from);
      const dirs = engine()
        .steps(at)
        .filter((d) => d.dir === action.dir);
      table.select({ stage: 'selected', sq: at, dirs, area: [], targets: [] });
    }
  }

  return {
    begin,
    finish,
    setFaceDown,
    endTurn,
    takeBack,
    press,
    tap,
    inert,
    dragStart,
    drop,
    cancelDrag,
    key,
    faces,
    point,
  };
}

/** @typedef {ReturnType<typeof createTurn>} Turn */
