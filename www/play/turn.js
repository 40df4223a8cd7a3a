// @ts-check
// A turn as the player builds it, committed to the engine as ONE action when complete. The page never decides a rule:
// every choice is looked up in the engine's legal list, and a refusal words the engine's reason.

import { handRects, toScreen } from '../table/geometry.js';
import { same, sqText, tileAt, tilesOf } from '../table/state.js';
import { t } from '../ui/i18n.js';
import { HINTS, dieWords, where } from '../ui/words.js';

/** @import { Action, Square, View, Muse } from '../engine/port.js' */
/** @import { Dir } from 'muses-wasm' */
/** @import { Drag, Tile } from '../table/state.js' */
/** @import { Hit } from '../table/input.js' */
/** @typedef {string | (() => string)} Words */

const keyOf = (/** @type {import('../engine/port.js').ActionFields} */ a) =>
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
const uniqueSquares = (/** @type {Square[]} */ squares) => [...new Map(squares.map((s) => [sqText(s), s])).values()];

/** @typedef {import('./types.js').TurnHost} TurnHost */

export function createTurn(/** @type {TurnHost} */ host) {
  const { table } = host;
  const { state } = table;
  let legal = /** @type {{ action: Action, notation: string }[]} */ ([]);
  let keys = new Set();
  let seat = /** @type {number | null} */ (null);
  let base = /** @type {Tile[]} */ ([]);
  let from = /** @type {Square | null} */ (null);
  let power = /** @type {Square | null} */ (null);
  let stepDir = /** @type {Dir | null} */ (null);
  // Whether this very press selected the tile (a tap on one selected before deselects it).
  let fresh = false;

  const engine = () => host.engine();
  const dirs = () => /** @type {Dir[]} */ (Object.keys(state.directions));
  const beside = (/** @type {Square} */ sq, /** @type {Dir} */ dir) => ({
    x: sq.x + state.directions[dir].x,
    y: sq.y + state.directions[dir].y,
  });
  /** @template {Action['kind']} K @param {K} kind @param {(a: Extract<Action, { kind: K }>) => boolean} [pred]
   * @returns {Extract<Action, { kind: K }>[]} */
  const actions = (kind, pred = () => true) =>
    legal
      .map((l) => l.action)
      .filter(/** @returns {a is Extract<Action, { kind: K }>} */ (a) => a.kind === kind)
      .filter((a) => pred(a));

  /** A new turn: the engine's view, its legal actions, and whose hand is shown (`trayLabel`).
   * @param {View} view @param {{ action: Action, notation: string }[]} legalActions
   * @param {number | null} viewer @param {() => string} [trayLabel] */
  function begin(view, legalActions, viewer, trayLabel) {
    legal = legalActions;
    keys = new Set(legal.map((l) => keyOf(l.action)));
    seat = viewer;
    base = tilesOf(view);
    from = power = stepDir = null;
    const hand = view.phase === 'Placement' && viewer !== null ? view.hand : null;
    const f = faces();
    const faceDown = !!hand && !f.up;
    table.beginTurn({ phase: view.phase, hand, colour: view.seats[view.to_move], faceDown, trayLabel });
    if (hand) updatePlaces();
    table.show(base);
    host.changed();
  }

  /** The turn was played: the hand leaves the screen at once (the next player may be looking). */
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

  // ---- Placement ----

  function faces() {
    const places = actions('Place');
    return { up: places.some((a) => !a.face_down), down: places.some((a) => a.face_down) };
  }

  function updatePlaces() {
    const { faceDown, handPick } = state;
    const places = actions('Place', (a) => a.face_down === faceDown && (!handPick || a.muse === handPick));
    table.setPlaces(uniqueSquares(places.map((a) => a.to)));
  }

  function setFaceDown(/** @type {boolean} */ down) {
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

  function pick(/** @type {Muse} */ muse) {
    table.pick(state.handPick === muse ? null : muse);
    updatePlaces();
    if (state.handPick) {
      const byKeys = state.keyboard;
      host.hint(() => HINTS.picked({ muse, keys: byKeys }));
    }
    host.changed();
  }

  function place(/** @type {Muse} */ muse, /** @type {Square} */ sq, /** @type {Drag | null} */ drag) {
    /** @type {Action} */
    const action = { kind: 'Place', muse, to: sq, face_down: state.faceDown };
    if (keys.has(keyOf(action))) return host.commit(action);
    refuse(action, drag);
  }

  // ---- Dance ----

  function areaOf(/** @type {Square} */ sq) {
    const t = tileAt(state, sq);
    const info = t?.muse && t.faceUp ? state.muses[t.muse] : null;
    /** @type {[number, number][]} */
    const offsets = info?.offsets ?? [];
    return offsets.map(([dx, dy]) => ({ x: sq.x + dx, y: sq.y + dy }));
  }

  const effectOf = (/** @type {Square | null} */ sq) => {
    const t = sq && tileAt(state, sq);
    return t?.muse && t.faceUp ? state.muses[t.muse]?.effect : undefined;
  };

  /** What each legal step of `sq`'s Muse does to the dice (the engine's preview). @param {Square} sq @param {Dir} dir */
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

  function select(/** @type {Square} */ sq) {
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

  function stepTo(/** @type {Dir} */ dir, /** @type {Drag | null} */ drag) {
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

  function usePower(/** @type {Square} */ sq) {
    if (!from) return;
    if (state.stage === 'stepped' && stepDir) return host.commit({ kind: 'StepPower', from, dir: stepDir, target: sq });
    const at = from;
    const options = actions('PowerStep', (a) => same(a.from, at) && same(a.target, sq));
    if (state.stage !== 'selected' || !options.length) return;
    // A Power that makes a 6 ends the round at once: no step follows (D6).
    const ending = options.find((a) => a.dir === null);
    if (ending) return host.commit(ending);
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

  function takeBack() {
    table.show(base);
    clear();
    host.hint('');
    host.changed();
  }

  function refuse(/** @type {Action} */ action, /** @type {Drag | null} */ drag) {
    const why = engine().reason(action);
    host.hint(why ? () => host.why(why) : HINTS.notNow, true);
    host.refused?.(action);
    if (drag) glideBack(drag);
    host.changed();
  }

  function glideBack(/** @type {Drag} */ drag) {
    const at = { x: drag.px ?? 0, y: drag.py ?? 0 };
    const home =
      drag.kind === 'hand'
        ? (handRects(state).find((r) => r.muse === drag.muse) ?? at)
        : toScreen(state, /** @type {Square} */ (drag.from).x, /** @type {Square} */ (drag.from).y);
    table.snapBack(drag, at, home);
  }

  // ---- Input ----

  /** A press shows at once where the tile can go (not on a Power target: a tap there uses the Power). */
  function press(/** @type {Hit} */ hit) {
    fresh = false;
    if (!host.canAct() || state.phase !== 'Dance' || hit?.kind !== 'tile') return;
    if (state.stage !== 'idle' && state.stage !== 'selected') return;
    if (state.stage === 'selected' && state.targets.some((t) => same(t, hit.sq))) return;
    if (!same(hit.sq, state.selected)) {
      select(hit.sq);
      fresh = true;
    }
  }

  function tap(/** @type {any} */ hit) {
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
    const chosen = state.selected;
    const dir = chosen && dirs().find((d) => same(sq, beside(chosen, d)));
    if (dir && (stage === 'selected' || stage === 'powered')) return stepTo(dir, null);
    if (stage === 'selected') deselect();
  }

  /** Whether a tap on `hit` only lets go of the chosen Muse (two such taps zoom, input.js). @param {Hit} hit */
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

  function drop(/** @type {Drag} */ drag) {
    if (drag.kind === 'hand') {
      if (drag.over) return place(/** @type {Muse} */ (drag.muse), drag.over, drag);
      return glideBack(drag);
    }
    if (drag.dir) stepTo(drag.dir, drag);
  }

  function cancelDrag(/** @type {Drag} */ drag) {
    glideBack(drag);
  }

  /** The cursor's square in words, and what Enter does there, for the hint. @param {Square} sq */
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
      const effect = effectOf(state.selected);
      if (state.targets.some((p) => same(p, sq))) can = () => HINTS.canAim({ effect });
      else if (t && (state.stage === 'idle' || state.stage === 'selected') && !same(sq, state.selected))
        can = HINTS.canChoose;
    }
    return () => HINTS.cursor({ what: what(), can: can() });
  }

  function key(/** @type {KeyboardEvent} */ e) {
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

  /** "Show me" (the tutorial): points at `action`, the turn so far taken back. @param {Action} action */
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
