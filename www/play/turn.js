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

import { show, snapBack } from '../table/anim.js';
import { handRects, toScreen } from '../table/geometry.js';
import { t } from '../ui/i18n.js';
import { same, sqText, tileAt, tilesOf } from '../table/state.js';
import { HINTS, dieWords, where } from '../ui/words.js';

/** A canonical key of an action, to look it up in the legal list. */
const keyOf = (a) =>
  [a.kind, a.muse, a.to && sqText(a.to), a.face_down, a.from && sqText(a.from), a.dir, a.target && sqText(a.target)].join('|');

const ARROWS = { ArrowUp: 'N', ArrowRight: 'E', ArrowDown: 'S', ArrowLeft: 'W' };
const uniqueSquares = (squares) => [...new Map(squares.map((s) => [sqText(s), s])).values()];

/**
 * `host`: { state, engine(), commit(action), hint(text, refused), changed(), locked(),
 * nameAt(sq), why(error) (an engine error in words), refused?(action) (told of every action
 * refused: a tutorial step may ask for one) }.
 */
export function createTurn(host) {
  const { state } = host;
  let legal = [];
  let keys = new Set();
  let seat = null;
  let base = [];
  let from = null;
  let power = null;
  let stepDir = null;
  // Whether the tile under the pointer was selected by this very press (chessground's
  // rule: a press selects; a tap on a tile selected before deselects it).
  let fresh = false;

  const engine = () => host.engine();
  /** The square next to `sq` towards `dir` (the engine's directions). */
  const beside = (sq, dir) => ({ x: sq.x + state.directions[dir].x, y: sq.y + state.directions[dir].y });
  const actions = (kind, pred = () => true) => legal.map((l) => l.action).filter((a) => a.kind === kind && pred(a));

  /** A new turn: the engine's view to show, its legal actions, and whose hand is shown. */
  function begin(view, legalActions, viewer) {
    legal = legalActions;
    keys = new Set(legal.map((l) => keyOf(l.action)));
    seat = viewer;
    base = tilesOf(view);
    state.phase = view.phase;
    state.hand = view.phase === 'Placement' && viewer !== null ? view.hand : null;
    state.handColour = view.seats[view.to_move];
    state.handPick = null;
    state.faceDown = false;
    clear();
    if (state.hand) fixFace();
    show(state, base);
    host.changed();
  }

  /** The turn was played: nothing is chosen any more, and the hand leaves the screen at
   * once (the next player may already be looking). */
  function finish() {
    state.hand = null;
    state.handPick = null;
    legal = [];
    keys = new Set();
    clear();
  }

  function clear() {
    state.stage = 'idle';
    state.selected = null;
    state.dirs = [];
    state.area = [];
    state.targets = [];
    state.places = [];
    from = power = stepDir = null;
    if (state.hand) updatePlaces();
  }

  // ---- Placement --------------------------------------------------------------------

  /** Which faces the engine allows now (one Mysterious Muse per player, RULES.md §4). */
  function faces() {
    const places = actions('Place');
    return { up: places.some((a) => !a.face_down), down: places.some((a) => a.face_down) };
  }

  function fixFace() {
    const f = faces();
    if (!f.up) state.faceDown = true;
    if (!f.down) state.faceDown = false;
  }

  function updatePlaces() {
    state.places = uniqueSquares(
      actions('Place', (a) => a.face_down === state.faceDown && (!state.handPick || a.muse === state.handPick)).map((a) => a.to),
    );
  }

  /** Face up or face down for the next placement; a refused choice says the engine's why. */
  function setFaceDown(down) {
    if (!state.hand) return;
    if (!faces()[down ? 'down' : 'up']) {
      const any = actions('Place')[0];
      const why = engine().reason({ ...any, face_down: down });
      host.hint(() => host.why(why), true);
      return;
    }
    state.faceDown = down;
    updatePlaces();
    host.hint(down ? HINTS.faceDown : '');
    host.changed();
  }

  function pick(muse) {
    state.handPick = state.handPick === muse ? null : muse;
    updatePlaces();
    if (state.handPick) {
      const byKeys = state.keyboard;
      host.hint(() => HINTS.picked({ muse, keys: byKeys }));
    }
    host.changed();
  }

  function place(muse, sq, drag) {
    const action = { kind: 'Place', muse, to: sq, face_down: state.faceDown };
    if (keys.has(keyOf(action))) return host.commit(action);
    refuse(action, drag);
  }

  // ---- Dance ------------------------------------------------------------------------

  function areaOf(sq) {
    const t = tileAt(state, sq);
    const info = t?.muse && t.faceUp ? state.muses[t.muse] : null;
    return info ? info.offsets.map(([dx, dy]) => ({ x: sq.x + dx, y: sq.y + dy })) : [];
  }

  /** The Power's effect of the Muse on `sq` (from the tile table), if she is face up. */
  const effectOf = (sq) => {
    const t = tileAt(state, sq);
    return t?.muse && t.faceUp ? state.muses[t.muse]?.effect : undefined;
  };

  /** What each legal step of the Muse on `sq` would do to the dice it moves (the engine's
   * preview): each die's change and new value, by the square the die lands on. */
  function diceOf(sq, dir) {
    try {
      return engine()
        .preview({ kind: 'Step', from: sq, dir }, seat)
        .events.filter((e) => e.kind === 'DieChanged' && e.cause === 'Step')
        .map((e) => ({ square: e.square, by: e.to - e.from, to: e.to }));
    } catch {
      return [];
    }
  }

  function select(sq) {
    clear();
    state.stage = 'selected';
    state.selected = sq;
    from = sq;
    state.dirs = engine()
      .steps(sq)
      .map((d) => ({ ...d, dice: diceOf(sq, d.dir) }));
    state.targets = uniqueSquares(actions('PowerStep', (a) => same(a.from, sq)).map((a) => a.target));
    state.area = areaOf(sq);
    const name = () => host.nameAt(sq);
    const byKeys = state.keyboard;
    const dirs = state.dirs.map((d) => d.dir);
    const ways = () => dirs.map((d) => t(`dir.${d}`));
    const targets = [...state.targets];
    const effect = effectOf(sq);
    if (!dirs.length) {
      const why = engine().reason({ kind: 'Step', from: sq, dir: 'N' });
      host.hint(() => HINTS.stuck({ name: name(), why: host.why(why) }), true);
    } else if (targets.length) {
      host.hint(() => HINTS.power({ name: name(), ways: ways(), targets: targets.map(host.nameAt), effect, keys: byKeys }));
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

  function stepTo(dir, drag) {
    if (state.stage === 'powered') {
      const action = { kind: 'PowerStep', from, target: power, dir };
      return keys.has(keyOf(action)) ? host.commit(action) : refuse(action, drag);
    }
    if (state.stage !== 'selected') return;
    const action = { kind: 'Step', from, dir };
    if (!keys.has(keyOf(action))) return refuse(action, drag);
    const after = actions('StepPower', (a) => same(a.from, from) && a.dir === dir);
    if (!after.length) return host.commit(action);
    // A Power may follow: show the step made (the engine's preview) while the player decides.
    const move = state.dirs.find((d) => d.dir === dir).moves.find((m) => same(m.from, from));
    // The preview's view hides even the seat's own Mysterious Muse: names shown stay shown.
    const known = new Map(state.tiles.map((t) => [t.id, t.muse]));
    show(state, tilesOf(engine().preview(action, seat).view).map((t) => ({ ...t, muse: t.muse ?? known.get(t.id) ?? null })));
    state.stage = 'stepped';
    stepDir = dir;
    state.selected = move.to;
    state.dirs = [];
    state.targets = uniqueSquares(after.map((a) => a.target));
    state.area = areaOf(move.to);
    const targets = [...state.targets];
    const [effect, byKeys] = [effectOf(move.to), state.keyboard];
    host.hint(() => HINTS.after({ name: host.nameAt(move.to), targets: targets.map(host.nameAt), effect, keys: byKeys }));
    host.changed();
  }

  function usePower(sq) {
    if (state.stage === 'stepped') return host.commit({ kind: 'StepPower', from, dir: stepDir, target: sq });
    const options = actions('PowerStep', (a) => same(a.from, from) && same(a.target, sq));
    if (state.stage !== 'selected' || !options.length) return;
    // A Power that makes a 6 ends the round at once: no step follows (D6).
    const ending = options.find((a) => a.dir === null);
    if (ending) return host.commit(ending);
    // Show the Power's die change (the engine's events) while the player steps.
    const { events } = engine().preview(options[0], seat);
    const tiles = state.tiles.map((t) => ({ ...t }));
    for (const e of events) {
      if (e.kind === 'DieChanged' && e.cause === 'Power') tiles.find((t) => same(t, e.square)).value = e.to;
    }
    show(state, tiles, { dur: 0 });
    state.stage = 'powered';
    power = sq;
    state.targets = [];
    state.area = [];
    state.dirs = state.dirs.filter((d) => options.some((a) => a.dir === d.dir));
    const [at, byKeys] = [from, state.keyboard];
    host.hint(() => HINTS.mustStep({ name: host.nameAt(at), target: host.nameAt(sq), keys: byKeys }));
    host.changed();
  }

  function endTurn() {
    if (state.stage === 'stepped') host.commit({ kind: 'Step', from, dir: stepDir });
  }

  /** Undoes the turn so far (nothing was played yet: the engine never saw it). */
  function takeBack() {
    show(state, base);
    clear();
    host.hint('');
    host.changed();
  }

  /** Refuses an action with the engine's reason; a dropped ghost glides back. */
  function refuse(action, drag) {
    const why = engine().reason(action);
    host.hint(why ? () => host.why(why) : HINTS.notNow, true);
    host.refused?.(action);
    if (drag) snapBack(state, drag, { x: drag.px, y: drag.py }, home(drag));
    host.changed();
  }

  /** Where a dragged thing came from, in CSS pixels. */
  function home(drag) {
    if (drag.kind === 'hand') return handRects(state).find((r) => r.muse === drag.muse) ?? { x: drag.px, y: drag.py };
    return toScreen(state, drag.from.x, drag.from.y);
  }

  // ---- Input ------------------------------------------------------------------------

  /** A press shows at once where the pressed tile can go (not on a Power target: a tap on
   * one uses the Power). */
  function press(hit) {
    fresh = false;
    if (host.locked() || state.phase !== 'Dance' || hit?.kind !== 'tile') return;
    if (state.stage !== 'idle' && state.stage !== 'selected') return;
    if (state.stage === 'selected' && state.targets.some((t) => same(t, hit.sq))) return;
    if (!same(hit.sq, state.selected)) {
      select(hit.sq);
      fresh = true;
    }
  }

  function tap(hit) {
    if (host.locked()) return;
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
      const [at, byKeys] = [from, state.keyboard];
      return host.hint(stage === 'powered' ? () => HINTS.mustStepNow({ name: host.nameAt(at) }) : () => HINTS.usePowerOrEnd({ keys: byKeys }), true);
    }
    // An empty square next to the selected tile: step there (click-click).
    const dir = state.selected && Object.keys(state.directions).find((d) => same(sq, beside(state.selected, d)));
    if (dir && (stage === 'selected' || stage === 'powered')) return stepTo(dir, null);
    if (stage === 'selected') deselect();
  }

  /** Whether a tap on `hit` does nothing but let go of the chosen Muse: an empty square
   * that is no place, step or Power target (two such taps zoom, input.js). */
  function inert(hit) {
    if (hit?.kind !== 'square') return false;
    const sq = hit.sq;
    if (state.places.some((p) => same(p, sq)) || state.targets.some((t) => same(t, sq))) return false;
    const stepping = state.selected && (state.stage === 'selected' || state.stage === 'powered');
    return !(stepping && Object.keys(state.directions).some((d) => same(sq, beside(state.selected, d))));
  }

  function dragStart(hit) {
    if (host.locked()) return null;
    if (state.phase === 'Placement' && hit.kind === 'hand') {
      state.handPick = hit.muse;
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

  function drop(drag) {
    if (drag.kind === 'hand') {
      if (drag.over) return place(drag.muse, drag.over, drag);
      return snapBack(state, drag, { x: drag.px, y: drag.py }, home(drag));
    }
    if (drag.dir) stepTo(drag.dir, drag);
  }

  function cancelDrag(drag) {
    snapBack(state, drag, { x: drag.px, y: drag.py }, home(drag));
  }

  /** The cursor's square in words, and whether Enter there places, chooses or aims: a
   * function of the moment's facts, for the hint. */
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
      else if (t && (state.stage === 'idle' || state.stage === 'selected') && !same(sq, state.selected)) can = HINTS.canChoose;
    }
    return () => HINTS.cursor({ what: what(), can: can() });
  }

  /** The keyboard: arrows move the cursor (or step the selected tile), Enter chooses. */
  function key(e) {
    if (host.locked()) return false;
    const k = e.key;
    const dir = ARROWS[k];
    const dancing = state.phase === 'Dance';
    if (dir && dancing && (state.stage === 'selected' || state.stage === 'powered')) {
      stepTo(dir, null);
      return true;
    }
    if (dir) {
      const c = state.cursor ?? state.selected ?? { x: 0, y: 0 };
      state.cursor = beside(c, dir);
      host.hint(cursorWords(state.cursor));
      return true;
    }
    if (k === 'Enter' || k === ' ') {
      const c = state.cursor ?? { x: 0, y: 0 };
      state.cursor = c;
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
      state.cursor = state.targets[(i + 1) % state.targets.length];
      const [at, effect] = [state.cursor, effectOf(state.selected)];
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

  return { begin, finish, setFaceDown, endTurn, takeBack, press, tap, inert, dragStart, drop, cancelDrag, key, faces };
}
