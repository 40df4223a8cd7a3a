// Playing the table through real input: pointer drags and taps on the canvas (mouse, or
// touch through the DevTools protocol) and clicks on the page's buttons. The tests choose
// moves from the engine's legal list, worked out in Node from the game's link (engine.mjs:
// the page tells no hidden fact, not even to its test hook), but perform every one of them
// through the UI, then read what the page shows through its read-only hook.

import assert from 'node:assert/strict';
import { truth } from './engine.mjs';

export { truth };

/** Waits until nothing moves and the next input will be taken. */
export async function idle(page) {
  await page.waitForFunction(() => window.__muses?.idle(), null, { timeout: 15_000 });
}

/** Waits for an overlay ("newgame", "pass", "result") or for none (null). */
export async function screen(page, which) {
  await page.waitForFunction((w) => window.__muses?.screen() === w, which, { timeout: 15_000 });
}

export const hook = (page, name, ...args) => page.evaluate(([n, a]) => window.__muses[n](...a), [name, args]);

/** How many actions the game shown has had. */
export const moves = (page) => hook(page, 'moves');

/** Every action of the game shown (the whole truth, from its link in Node). */
export const actions = async (page) => (await truth(page)).actions;

/** The legal actions of the seat to move in the game shown (from its link in Node). */
export const legal = async (page) => (await truth(page)).legal.map((l) => l.action);

/** The game shown in notation: the whole truth (from its link in Node). */
export const position = async (page) => (await truth(page)).position;

/** Mouse input: press, move in small steps (a real drag), release. */
export function mouse(page) {
  return {
    async drag(a, b, { hold } = {}) {
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      const steps = 8;
      for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
      if (hold) await hold();
      await page.mouse.up();
    },
    async tap(p) {
      await page.mouse.click(p.x, p.y);
    },
  };
}

/** Touch input through the DevTools protocol: touchStart, touchMoves, touchEnd. */
export async function touch(page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  return {
    async drag(a, b, { hold } = {}) {
      await send('touchStart', [{ x: a.x, y: a.y }]);
      const steps = 8;
      for (let i = 1; i <= steps; i++) await send('touchMove', [{ x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps }]);
      if (hold) await hold();
      // The finger stops on the square before it lifts (as on a real drop: no fling).
      await new Promise((r) => setTimeout(r, 120));
      await send('touchMove', [{ x: b.x, y: b.y }]);
      await send('touchEnd', []);
    },
    async tap(p) {
      await send('touchStart', [{ x: p.x, y: p.y }]);
      // A finger rests a moment: an instant touchEnd is sometimes not taken as a tap.
      await new Promise((r) => setTimeout(r, 60));
      await send('touchEnd', []);
    },
  };
}

/** Opens way `way` of the first screen ("computer", "here", "apart"; another open way is left
 * first) and, with `more`, its long form. */
export async function openWay(page, way, { more = true } = {}) {
  await screen(page, 'newgame');
  const open = await page.getAttribute('#newgame-form', 'data-way');
  if (open !== way) {
    if (open) await page.click('#newgame-ways');
    await page.click(`#way-${way}`);
    // Its choices come with their code and words (choices.js), loaded at the first tap.
    await page.waitForSelector(`#newgame-form[data-way="${way}"]`);
  }
  if (more && !(await page.$eval('#newgame-more', (d) => d.open))) await page.click('#newgame-more summary');
}

/** Fills the first screen's way and its long form, and starts: `{ players, rounds, seed,
 * names, kinds, think, way }`; every seat is a person unless `kinds` says "easy", "medium" or
 * "hard"; the way is the computer's if a seat is, else pass and play. */
export async function newGame(page, { players = 2, rounds = 1, seed, names = [], kinds = [], think, way }) {
  await openWay(page, way ?? (kinds.some((k) => k && k !== 'human') ? 'computer' : 'here'));
  await page.check(`input[name=players][value="${players}"]`);
  for (let i = 0; i < players; i++) await page.selectOption(`#kind-${i}`, kinds[i] ?? 'human');
  for (const [i, name] of names.entries()) await page.fill(`#name-${i}`, name);
  await page.check(`input[name=rounds][value="${rounds}"]`);
  if (seed !== undefined) await page.fill('input[name=seed]', String(seed));
  if (think !== undefined) await page.selectOption('select[name=think]', String(think));
  await page.click('#newgame-start');
}

/** Passes the device screen if it is up (placement turns). */
export async function passDevice(page, input) {
  await idle(page);
  if ((await hook(page, 'screen')) !== 'pass') return false;
  const box = await page.locator('#pass-ok').boundingBox();
  await input.tap({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await screen(page, null);
  await idle(page);
  return true;
}

const center = async (page, selector) => {
  const box = await page.locator(selector).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Clicks (or taps) a page button. */
export async function press(page, input, selector) {
  await input.tap(await center(page, selector));
}

const sq = (page, s) => hook(page, 'squareToClient', s.x, s.y);

/** The tips (a game against Easy) that popped up over the table at this moment, closed as a
 * player would: Got it, as long as one shows (the next that matters may follow at once). */
async function clearTip(page, input) {
  for (let i = 0; i < 6 && (await page.locator('#tip .ok').isVisible()); i++) {
    const shown = await page.$eval('#tip', (e) => e.dataset.tip);
    await press(page, input, '#tip .ok');
    await page.waitForFunction(
      (id) => {
        const tip = document.querySelector('#tip');
        return !tip || tip.hidden || tip.dataset.tip !== id;
      },
      shown,
      { timeout: 5_000 },
    );
  }
}

/** Makes `squares` visible as a player would: a table cropped to keep its tiles legible (a
 * phone late in a round) is shown whole by its ⤢ button when one of them is off screen. */
export async function seeing(page, input, squares) {
  // The table as drawn: below the whole-table button's strip, above the hand's tray.
  const { board } = await hook(page, 'areas');
  const box = { x: board.x, y: board.y, width: board.w, height: board.h };
  const margin = 12;
  const inside = (p) => p.x > box.x + margin && p.x < box.x + box.width - margin && p.y > box.y + margin && p.y < box.y + box.height - margin;
  // The button floats over the table's corner: a square under it is not in reach either.
  const button = (await page.locator('#whole').isVisible()) ? await page.locator('#whole').boundingBox() : null;
  const under = (p) => button && p.x > button.x - margin && p.x < button.x + button.width + margin && p.y > button.y - margin && p.y < button.y + button.height + margin;
  const points = await Promise.all(squares.map((s) => sq(page, s)));
  if (!button || points.every((p) => inside(p) && !under(p))) return;
  await press(page, input, '#whole');
  await idle(page);
}

/** Places a Muse by dragging it from the hand to its square (face down by the button). */
export async function place(page, input, action, { hold } = {}) {
  assert.equal(action.kind, 'Place');
  if ((await hook(page, 'faceDown')) !== action.face_down) {
    await press(page, input, action.face_down ? '#face-down' : '#face-up');
    assert.equal(await hook(page, 'faceDown'), action.face_down, 'the face choice is taken');
  }
  await seeing(page, input, [action.to]);
  const from = await hook(page, 'handTileToClient', action.muse);
  assert.ok(from, `${action.muse} is in the hand shown`);
  await input.drag(from, await sq(page, action.to), { hold });
}

/**
 * Dances one turn through the canvas: Power first (tap the tile, tap the target), then the
 * step as a drag; or the step as a drag, then the Power's target or End turn.
 */
export async function dance(page, input, action, { hold } = {}) {
  const { kind, from, dir, target } = action;
  const d = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] };
  await seeing(page, input, [from, ...(target ? [target] : []), ...(dir ? [{ x: from.x + d[dir][0], y: from.y + d[dir][1] }] : [])]);
  const step = async () => {
    const to = { x: from.x + d[dir][0], y: from.y + d[dir][1] };
    await input.drag(await sq(page, from), await sq(page, to), { hold });
  };
  if (kind === 'PowerStep') {
    await clearTip(page, input);
    await input.tap(await sq(page, from));
    await idle(page);
    assert.equal(await hook(page, 'stage'), 'selected');
    await clearTip(page, input);
    await input.tap(await sq(page, target));
    if (dir === null) return;
    await idle(page);
    assert.equal(await hook(page, 'stage'), 'powered');
    await clearTip(page, input);
    return step();
  }
  await clearTip(page, input);
  await step();
  await idle(page);
  await clearTip(page, input);
  if (kind === 'StepPower') return input.tap(await sq(page, target));
  // A plain step: when a Power could still follow, the turn waits for End turn.
  if ((await hook(page, 'stage')) === 'stepped') await press(page, input, '#end-turn');
}

const ARROW = { N: 'ArrowUp', E: 'ArrowRight', S: 'ArrowDown', W: 'ArrowLeft' };

/** Moves the table's keyboard cursor to square `to` with the arrow keys. */
async function cursorTo(page, to) {
  const at = (await hook(page, 'cursor')) ?? { x: 0, y: 0 };
  const keys = [];
  for (let x = at.x; x !== to.x; x += Math.sign(to.x - x)) keys.push(to.x > x ? 'ArrowRight' : 'ArrowLeft');
  for (let y = at.y; y !== to.y; y += Math.sign(to.y - y)) keys.push(to.y > y ? 'ArrowUp' : 'ArrowDown');
  for (const k of keys) await page.keyboard.press(k);
}

/** Plays `action` with the keyboard only (the table focused). */
export async function playByKeyboard(page, action) {
  const before = await moves(page);
  if ((await hook(page, 'screen')) === 'pass') {
    await page.focus('#pass-ok');
    await page.keyboard.press('Enter');
    await screen(page, null);
  }
  await idle(page);
  await page.focus('#table');
  if (action.kind === 'Place') {
    const hand = await hook(page, 'hand');
    await page.keyboard.press(String(hand.indexOf(action.muse) + 1));
    if ((await hook(page, 'faceDown')) !== action.face_down) await page.keyboard.press('f');
    await cursorTo(page, action.to);
    await page.keyboard.press('Enter');
  } else {
    await cursorTo(page, action.from);
    await page.keyboard.press('Enter');
    const aim = async () => {
      while (JSON.stringify(await hook(page, 'cursor')) !== JSON.stringify(action.target)) await page.keyboard.press('p');
      await page.keyboard.press('Enter');
    };
    if (action.kind === 'PowerStep') await aim();
    if (action.dir) {
      await idle(page);
      await page.keyboard.press(ARROW[action.dir]);
    }
    if (action.kind === 'StepPower') {
      await idle(page);
      await aim();
    } else if (action.kind === 'Step' && (await hook(page, 'stage')) === 'stepped') {
      await page.keyboard.press('e');
    }
  }
  await page.waitForFunction((n) => window.__muses.moves() > n, before, { timeout: 10_000 });
  assert.equal(key((await actions(page))[before]), key(action));
  await idle(page);
}

/** The key of an action, to compare what was played with what was meant. */
export const key = (a) => JSON.stringify([a.kind, a.muse, a.to, a.face_down, a.from, a.dir, a.target]);

/** Plays `action` through the UI and checks that the engine played exactly it. */
export async function play(page, input, action, options) {
  const before = await moves(page);
  await passDevice(page, input);
  if (action.kind === 'Place') await place(page, input, action, options);
  else await dance(page, input, action, options);
  await page.waitForFunction((n) => window.__muses.moves() > n, before, { timeout: 10_000 }).catch(async (e) => {
    // What the page said instead, and what it showed (target/e2e/play-failed.png).
    await page.screenshot({ path: new URL('../../target/e2e/play-failed.png', import.meta.url).pathname }).catch(() => {});
    throw new Error(`${JSON.stringify(action)} was not played: the page says "${await hook(page, 'hint')}" (${e.message})`);
  });
  // A computer may have replied already (its pause ends any time): the action at `before` is
  // the one meant.
  const played = await actions(page);
  assert.ok(played.length > before);
  assert.equal(key(played[before]), key(action));
  await idle(page);
}

/**
 * A move for the test to make: placements in list order (the last Muse face down when
 * required), and in the dance the wishes in `want` first ("push", "power"), then whatever
 * ends the round soonest (a 6 if possible, else the most dice raised).
 */
export async function choose(page, want = new Set()) {
  const game = await truth(page);
  const legal = game.legal.map((l) => l.action);
  if (legal[0].kind === 'Place') {
    // Face up unless the engine requires face down; near the middle, for a compact group.
    const up = legal.filter((a) => !a.face_down);
    const near = (a) => Math.abs(a.to.x) + Math.abs(a.to.y);
    return (up.length ? up : legal).sort((x, y) => near(x) - near(y))[0];
  }
  const scored = legal.map((a) => {
    const events = game.preview(a);
    return {
      a,
      moved: events.filter((e) => e.kind === 'Moved').length,
      raised: events.filter((e) => e.kind === 'DieChanged' && e.to > e.from).length,
      ends: events.some((e) => e.kind === 'RoundEnded'),
    };
  });
  if (want.has('push')) {
    const s = scored.find((s) => s.a.kind === 'Step' && s.moved > 1 && !s.ends);
    if (s) return want.delete('push'), s.a;
  }
  if (want.has('power')) {
    const s = scored.find((s) => s.a.kind === 'StepPower' && !s.ends) ?? scored.find((s) => s.a.kind === 'PowerStep' && !s.ends);
    if (s) return want.delete('power'), s.a;
  }
  scored.sort((x, y) => y.ends - x.ends || y.raised - x.raised);
  return scored[0].a;
}

/** The end-of-round panel shows the engine's score. */
export async function checkResult(page) {
  const { score } = await truth(page);
  const rows = await page.$$eval('.result-row[data-colour]', (els) => els.map((e) => ({ ...e.dataset })));
  assert.deepEqual(
    rows,
    score.companies.map((c) => ({ colour: c.colour, suns: String(c.suns), dice: c.dice.join(',') })),
  );
  assert.equal(await page.getAttribute('#result-columns', 'data-winners'), score.winners.join(','));
  assert.equal(await page.getAttribute('#result-columns', 'data-decided-by'), score.decided_by);
  assert.equal((await hook(page, 'view')).game_over, true);
}
