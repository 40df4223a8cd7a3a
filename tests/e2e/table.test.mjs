// The table a newcomer can read: on a 390×844 phone by touch (tiles measured, touch targets
// measured, no text cut, pinch and double-tap zoom) and on a desktop by mouse and keyboard (a
// tiny window, the rules table). Screenshots of each phase in target/e2e/table-*.png.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { allErrors, launchBrowser, openPage, startSession } from './harness.mjs';
import { wasm } from './engine.mjs';
import * as ui from './play.mjs';

let session;
before(async () => {
  session = await startSession();
});
after(async () => {
  await session?.close();
});

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const TOUCH = 44;

/** Every text cut short on the page: an element whose text overflows a box that hides or
 * scrolls it (an ellipsis, a clamp), a field whose value is wider than it, a select whose
 * chosen words are. The open hint's "More" is the one allowed way to show a long hint. */
const cutTexts = (page) =>
  page.evaluate(() => {
    const cut = [];
    const shown = (el) => el.checkVisibility?.() ?? el.offsetParent !== null;
    const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().replace(/\s+/g, '.')}` : ''}`;
    const ruler = document.createElement('span');
    ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre';
    document.body.append(ruler);
    for (const el of document.querySelectorAll('body *')) {
      // A heading for screen readers only (.visually-hidden) is clipped on purpose.
      if (!shown(el) || el === ruler || el.closest('.visually-hidden')) continue;
      const css = getComputedStyle(el);
      if (el.tagName === 'SELECT') {
        ruler.style.font = css.font;
        ruler.textContent = el.selectedOptions[0]?.text ?? '';
        // The arrow takes about 1.5em of the box.
        const room = el.clientWidth - parseFloat(css.paddingLeft) - parseFloat(css.paddingRight) - parseFloat(css.fontSize) * 1.2;
        if (ruler.offsetWidth > room) cut.push(`${name(el)}: "${ruler.textContent}"`);
        continue;
      }
      if (el.tagName === 'INPUT' && !['radio', 'checkbox', 'range', 'hidden'].includes(el.type)) {
        if (el.scrollWidth > el.clientWidth + 1) cut.push(`${name(el)}: "${el.value}"`);
        continue;
      }
      const text = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!text) continue;
      const hides = (o) => o === 'hidden' || o === 'clip';
      if (hides(css.overflowX) && el.scrollWidth > el.clientWidth + 1) cut.push(`${name(el)}: "${el.textContent.slice(0, 60)}"`);
      else if (hides(css.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        const more = el.id === 'hint' && !document.getElementById('hint-more').hidden;
        if (!more) cut.push(`${name(el)} (lines): "${el.textContent.slice(0, 60)}"`);
      }
    }
    ruler.remove();
    return cut;
  });

/** Buttons and fields smaller than a touch target. */
const smallTargets = (page) =>
  page.evaluate((min) => {
    const small = [];
    for (const el of document.querySelectorAll('button, select, input:not([type=radio]):not([type=checkbox]), summary, .choice label')) {
      if (!(el.checkVisibility?.() ?? el.offsetParent !== null)) continue;
      const r = el.getBoundingClientRect();
      if (r.height < min - 0.5 || r.width < min - 0.5) small.push(`${el.id || el.textContent.trim().slice(0, 20)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, TOUCH);

/** The page itself never scrolls: only its panels do. */
const pageScrolls = (page) =>
  page.evaluate(() => {
    const el = document.scrollingElement;
    return el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth || document.body.scrollHeight > document.body.clientHeight;
  });

/** The page's state checked in every phase on the phone: nothing cut, targets large enough,
 * no scrolling page; then a screenshot. */
async function phase(page, name) {
  await ui.idle(page);
  assert.deepEqual(await cutTexts(page), [], `${name}: no text is cut`);
  assert.deepEqual(await smallTargets(page), [], `${name}: every button is a touch target`);
  assert.equal(await pageScrolls(page), false, `${name}: the page does not scroll`);
  await session.screenshot(page, `table-${name}`);
}

/** The width, in squares, of the group on the table. */
const groupWidth = async (page) => {
  const xs = (await ui.hook(page, 'view')).tiles.map((t) => t.square.x);
  return Math.max(...xs) - Math.min(...xs) + 1;
};

/** A dance move that does not end the round, for a game that lasts; a Power when one can
 * be used (its words make long hints). */
async function calm(page, n) {
  const game = await ui.truth(page);
  const all = game.legal.map((l) => l.action);
  const ok = all.filter((a) => !game.preview(a).some((e) => e.kind === 'RoundEnded'));
  const powers = ok.filter((a) => a.kind !== 'Step');
  const pool = powers.length ? powers : ok.length ? ok : all;
  return pool[n % pool.length];
}

/** Whether the hint is longer than its two lines. */
const longHint = (page) =>
  page.evaluate(() => {
    const el = document.getElementById('hint');
    return el.scrollHeight > el.clientHeight + 1;
  });

/** A long hint opens whole with More, and closes with Less. */
async function openHint(page, input) {
  assert.equal(await page.isVisible('#hint-more'), true);
  await ui.press(page, input, '#hint-more');
  assert.equal(await page.getAttribute('#hint-more', 'aria-expanded'), 'true');
  assert.equal(await longHint(page), false, 'the open hint shows all its words');
  await phase(page, 'phone-hint-open');
  await ui.press(page, input, '#hint-more');
  assert.equal(await page.getAttribute('#hint-more', 'aria-expanded'), 'false');
}

test('the new-game screen on a phone: Start in view, names whole, every seat a touch target', async () => {
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    await ui.openWay(page, 'computer');
    for (const players of [2, 3, 4]) {
      await page.check(`input[name=players][value="${players}"]`);
      // Computer seats are named for their seat, as people's are.
      for (let s = 1; s < players; s++) assert.equal(await page.inputValue(`#name-${s}`), `Computer ${s + 1}`);
      const start = await page.locator('#newgame-start').boundingBox();
      assert.ok(start.y >= 0 && start.y + start.height <= 844, `${players} players: Start is in view (${start.y}..${start.y + start.height})`);
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, { x: start.x + start.width / 2, y: start.y + start.height / 2 });
      assert.equal(onTop, 'newgame-start', `${players} players: nothing covers Start`);
      await phase(page, `phone-new-game-${players}`);
    }
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a phone by touch: large tiles mid-game, 44 px targets, a hint opened whole, pinch and double-tap zoom', async () => {
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    const input = await ui.touch(page);
    await ui.newGame(page, { seed: 5, names: ['Ana', 'Bo'] });
    await ui.screen(page, 'pass');
    await phase(page, 'phone-pass');
    await ui.passDevice(page, input);
    await phase(page, 'phone-placement');
    while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
    await phase(page, 'phone-dance-start');

    // Through the dance: whenever the group is at most 5 squares wide (most positions of a
    // game: a figure of docs/figures.md), every tile is at least 60 CSS px and inside the table.
    let measured = 0;
    let opened = false;
    const canvas = await page.locator('#table').boundingBox();
    for (let turn = 0; turn < 8; turn++) {
      const tiles = await ui.hook(page, 'tileBoxes');
      for (const t of tiles) {
        assert.ok(t.x - t.size / 2 >= canvas.x - 0.5 && t.x + t.size / 2 <= canvas.x + canvas.width + 0.5, `${t.muse} is inside the table`);
        assert.ok(t.y - t.size / 2 >= canvas.y - 0.5 && t.y + t.size / 2 <= canvas.y + canvas.height + 0.5, `${t.muse} is inside the table`);
      }
      if ((await groupWidth(page)) <= 5) {
        measured++;
        assert.ok(tiles[0].size >= 60, `tiles are ${tiles[0].size.toFixed(1)} px`);
      }
      await ui.play(page, input, await calm(page, turn));
      if (!opened && (await longHint(page))) {
        await openHint(page, input);
        opened = true;
      }
    }
    assert.ok(measured > 0, 'the tiles were measured');
    assert.ok(opened, 'a long hint was opened whole');
    await phase(page, 'phone-dance');

    // A Muse chosen: her step arrows take a finger anywhere within 22 px of their centre.
    const view = await ui.hook(page, 'view');
    // A plain step (no Power may follow it) that does not end the round.
    const game = await ui.truth(page);
    const legal = game.legal.map((l) => l.action);
    const same = (a, b) => a.from.x === b.from.x && a.from.y === b.from.y && a.dir === b.dir;
    const step = legal.find(
      (a) => a.kind === 'Step' && !legal.some((b) => b.kind === 'StepPower' && same(a, b)) && !game.preview(a).some((e) => e.kind === 'RoundEnded'),
    );
    assert.ok(step && view.phase === 'Dance');
    await input.tap(await ui.hook(page, 'squareToClient', step.from.x, step.from.y));
    await ui.idle(page);
    const arrows = await ui.hook(page, 'arrowTargets');
    assert.ok(arrows.length > 0 && arrows.every((a) => a.reach * 2 >= TOUCH), 'each step arrow is a 44 px target');
    await phase(page, 'phone-selected');
    const arrow = arrows.find((a) => a.dir === step.dir);
    // Off the arrow's centre, away from the Muse: still the arrow.
    const away = { N: [0, -1], S: [0, 1], E: [1, 0], W: [-1, 0] }[step.dir];
    const before = await ui.moves(page);
    await input.tap({ x: arrow.x + away[0] * 20 + away[1] * 8, y: arrow.y + away[1] * 20 + away[0] * 8 });
    await page.waitForFunction((n) => window.__muses.moves() > n, before);
    assert.equal(ui.key((await ui.actions(page))[before]), ui.key(step));
    await ui.idle(page);

    // Two fingers spread: the table zooms in about them; a double tap on a bare square
    // goes back to the whole group, another zooms in again, and back.
    const cdp = await page.context().newCDPSession(page);
    const touches = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    const mid = { x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2 };
    await touches('touchStart', [{ x: mid.x - 30, y: mid.y, id: 1 }, { x: mid.x + 30, y: mid.y, id: 2 }]);
    for (let i = 1; i <= 8; i++) await touches('touchMove', [{ x: mid.x - 30 - i * 10, y: mid.y, id: 1 }, { x: mid.x + 30 + i * 10, y: mid.y, id: 2 }]);
    await touches('touchEnd', []);
    await ui.idle(page);
    const k = await ui.hook(page, 'zoom');
    assert.ok(k > 2, `pinched to ${k.toFixed(2)}×`);
    assert.equal(await ui.moves(page), before + 1, 'a pinch plays nothing');
    await phase(page, 'phone-zoomed');
    /** An empty square in view (nothing is chosen: a tap there does nothing). */
    const bare = async () => {
      const tiles = (await ui.hook(page, 'view')).tiles;
      const taken = new Set(tiles.map((t) => `${t.square.x},${t.square.y}`));
      for (let x = -6; x <= 6; x++) {
        for (let y = -6; y <= 6; y++) {
          if (taken.has(`${x},${y}`)) continue;
          const p = await ui.hook(page, 'squareToClient', x, y);
          if (p.x > canvas.x + 30 && p.x < canvas.x + canvas.width - 30 && p.y > canvas.y + 30 && p.y < canvas.y + canvas.height - 30) return p;
        }
      }
      assert.fail('an empty square is in view');
    };
    const doubleTap = async (p) => {
      await input.tap(p);
      await input.tap(p);
      await ui.idle(page);
    };
    await doubleTap(await bare());
    assert.equal(await ui.hook(page, 'zoom'), 1, 'a double tap goes back to the whole group');
    await doubleTap(await bare());
    assert.equal(await ui.hook(page, 'zoom'), 2, 'a double tap zooms in');
    await doubleTap(await bare());
    assert.equal(await ui.hook(page, 'zoom'), 1);
    assert.equal(await ui.moves(page), before + 1, 'zooming plays nothing');

    // To the end of the round, and its panel: no name cut.
    for (let i = 0; (await ui.hook(page, 'screen')) !== 'result'; i++) {
      assert.ok(i < 80, 'the round ends');
      await ui.play(page, input, await ui.choose(page));
    }
    await phase(page, 'phone-end-of-round');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a tiny window and the rules opened mid-placement: the table shrinks without an error', async () => {
  await session.forget();
  const { page, errors } = await session.open();
  await ui.newGame(page, { seed: 9, names: ['Ann', 'Bob'] });
  await ui.passDevice(page, ui.mouse(page));
  await ui.play(page, ui.mouse(page), await ui.choose(page));
  await ui.passDevice(page, ui.mouse(page));
  assert.ok(await ui.hook(page, 'hand'), 'a hand shows in the tray');
  for (const [width, height] of [[1280, 150], [1280, 60], [300, 150], [120, 90], [1280, 800]]) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(100);
    await ui.idle(page);
  }
  await page.setViewportSize({ width: 1280, height: 150 });
  await ui.idle(page);
  await session.screenshot(page, 'table-tiny-window');
  await page.setViewportSize({ width: 1280, height: 800 });
  await ui.idle(page);
  assert.deepEqual(allErrors(errors), []);
  await page.close();

  // On a phone, the rules panel opened during the placement leaves the table a sliver.
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    const input = await ui.touch(page);
    await ui.newGame(page, { seed: 9 });
    await ui.passDevice(page, input);
    await ui.press(page, input, '#rules-panel summary');
    await ui.idle(page);
    assert.equal(await page.$eval('#rules-panel', (d) => d.open), true);
    await ui.press(page, input, '#log-panel summary');
    await ui.idle(page);
    await phase(page, 'phone-rules-open');
    // The rules' table of Muses: each Muse's Suns on one line.
    const lines = await page.$$eval('#muse-table tbody td:nth-child(4)', (tds) =>
      tds.map((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    assert.deepEqual(lines, Array(9).fill(1), 'the Suns never wrap');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

/** The Muse card's words expected from the rules table's row of `muse` (the tile table). */
const cardWords = async (page, muse) => {
  // The rules' words (and their table) load when the panel first opens: opened and closed
  // again without a press, which would close the card.
  const closed = await page.$eval('#rules-panel', (d) => !d.open && (d.open = true));
  await page.waitForFunction(() => document.querySelectorAll('#muse-table tbody tr').length === 9);
  if (closed) await page.$eval('#rules-panel', (d) => (d.open = false));
  const row = await page.$$eval('#muse-table tbody tr', (trs, m) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)).find((r) => r[0] === m), muse);
  const effect = { '▲': /raises by 1/, '▼': /lowers by 1/, '⇄': /swaps/ }[row[1][0]];
  const area = { 'the 4 beside': /4 squares beside her/, 'the 4 diagonal': /4 squares diagonally/, 'all 8 around': /all 8 squares around her/ }[row[2]];
  const suns = row[3].length;
  return [effect, area, new RegExp(`Will of Apollo: ${suns} Suns?\\. If her die shows exactly ${suns}`)];
};

test('desktop by keyboard and mouse: focus after Start, hints that name keys and Muses, the cursor says what Enter does, the Muse card, the drag preview', async () => {
  await session.forget();
  const { page, errors } = await session.open();
  const warnings = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto(session.server.url);
  await ui.openWay(page, 'here');
  await page.fill('#name-0', 'Iris');
  await page.selectOption('#kind-1', 'human');
  await page.fill('#name-1', 'Jon');
  await page.fill('input[name=seed]', '12');
  // Start and pass the device by the keyboard: the table then has the focus.
  await page.focus('#newgame-start');
  await page.keyboard.press('Enter');
  await ui.screen(page, 'pass');
  await page.keyboard.press('Enter');
  await ui.screen(page, null);
  await ui.idle(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'table', 'the table has the focus');
  assert.match(await ui.hook(page, 'hint'), /Press 1 to 4 to choose a Muse, arrows to move the cursor to a marked square, Enter to place her\. One of your Muses must go face down \(F\)\./);
  // The spoken table: "an orange 1", never "a orange 1".
  const label = await page.getAttribute('#table', 'aria-label');
  assert.match(label, /with an orange 1/);
  assert.doesNotMatch(label, /\ba orange\b/);

  // The cursor says whether Enter places there.
  await page.keyboard.press('1');
  const muse = (await ui.hook(page, 'hand'))[0];
  await page.keyboard.press('ArrowRight');
  assert.match(await ui.hook(page, 'hint'), new RegExp(`: a place for ${muse}, press Enter\\.$`));
  await page.keyboard.press('ArrowLeft');
  assert.match(await ui.hook(page, 'hint'), /^The face-down Muse, an orange 1: not a place for your Muse\.$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.__muses.moves() === 1);
  await ui.idle(page);
  while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.playByKeyboard(page, await ui.choose(page));

  // The dance by keys: the cursor on a Muse who may use her Power; Enter; the hint names P
  // and Enter and says what the Power does.
  const legal = await ui.legal(page);
  const power = legal.find((a) => a.kind === 'PowerStep');
  assert.ok(power, 'a Power can be used first');
  await page.focus('#table');
  const at = (await ui.hook(page, 'cursor')) ?? { x: 0, y: 0 };
  for (let x = at.x; x !== power.from.x; x += Math.sign(power.from.x - x)) await page.keyboard.press(power.from.x > x ? 'ArrowRight' : 'ArrowLeft');
  for (let y = at.y; y !== power.from.y; y += Math.sign(power.from.y - y)) await page.keyboard.press(power.from.y > y ? 'ArrowUp' : 'ArrowDown');
  if (at.x === power.from.x && at.y === power.from.y) {
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
  }
  assert.match(await ui.hook(page, 'hint'), /, an? \w+ \d: press Enter to choose her\.$/);
  await page.keyboard.press('Enter');
  assert.match(await ui.hook(page, 'hint'), /^Press P to aim \w+'s Power at .+ and Enter to (raise her die by 1|lower her die by 1|swap dice with her), or step .+ first with an arrow key\.$/);
  await page.keyboard.press('p');
  assert.match(await ui.hook(page, 'hint'), /^Power aimed at .+: press Enter to /);
  // I: about the Muse under the cursor; the card takes the focus, Escape gives it back.
  await page.keyboard.press('i');
  // The card's words load the first time one opens.
  await page.waitForSelector('#muse-card', { state: 'visible' });
  assert.equal(await page.evaluate(() => document.activeElement.id), 'muse-card-close');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#muse-card'), false);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'table');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  assert.equal(await ui.hook(page, 'stage'), 'idle');

  // By mouse: a Muse whose Power can reach another says what to tap.
  const input = ui.mouse(page);
  await input.tap(await ui.hook(page, 'squareToClient', power.from.x, power.from.y));
  await ui.idle(page);
  assert.match(await ui.hook(page, 'hint'), /^Tap .+ to (raise her die by 1|lower her die by 1|swap dice with her), or step first: drag \w+ .+ or tap an arrow\.$/);
  await session.screenshot(page, 'table-power-hint');
  await input.tap(await ui.hook(page, 'squareToClient', power.from.x, power.from.y));

  // A right-click on a face-up Muse: her card, in the tile table's words; on a face-down one,
  // no name.
  const tiles = (await ui.hook(page, 'view')).tiles;
  const up = tiles.find((t) => t.muse);
  await page.mouse.click(...Object.values(await ui.hook(page, 'squareToClient', up.square.x, up.square.y)), { button: 'right' });
  // The card's words load the first time one opens.
  await page.waitForFunction(() => !document.getElementById('muse-card').hidden);
  assert.equal(await page.textContent('#muse-card-title'), up.muse);
  for (const words of await cardWords(page, up.muse)) assert.match(await page.textContent('#muse-card'), words);
  await session.screenshot(page, 'table-muse-card');
  const down = tiles.find((t) => !t.muse);
  await page.mouse.click(...Object.values(await ui.hook(page, 'squareToClient', down.square.x, down.square.y)), { button: 'right' });
  assert.equal(await page.textContent('#muse-card-title'), 'A face-down Muse');
  await page.mouse.click(5, 5);
  assert.equal(await page.isVisible('#muse-card'), false);

  // A push dragged and held: every moved Muse shows on her landing square, clear of the
  // dragged one, with her die's +1.
  const game = await ui.truth(page);
  const push = game.legal
    .map((l) => l.action)
    .find((a) => a.kind === 'Step' && game.preview(a).filter((e) => e.kind === 'Moved').length > 1 && !game.preview(a).some((e) => e.kind === 'RoundEnded'));
  if (push) {
    const events = game.preview(push);
    const moved = events.filter((e) => e.kind === 'Moved');
    let seen = null;
    await ui.dance(page, input, push, {
      hold: async () => {
        seen = await ui.hook(page, 'drawnTiles');
        await session.screenshot(page, 'table-push-preview');
      },
    });
    const squares = seen.map((t) => `${t.x},${t.y}`);
    assert.equal(new Set(squares).size, squares.length, 'no tile hides another');
    for (const m of moved) {
      const t = seen.find((t) => t.x === m.to.x && t.y === m.to.y);
      assert.ok(t, `the Muse moved to ${m.to.x},${m.to.y} shows there`);
      const change = events.find((e) => e.kind === 'DieChanged' && e.square.x === m.to.x && e.square.y === m.to.y);
      assert.equal(t.plus, change.to - change.from, 'her die shows what the step adds');
    }
  } else console.log('no push to preview in this game');

  // Muses are named, not placed by coordinates nobody can see: the move log's words.
  const log = await page.$$eval('#log li:not(.round)', (els) => els.map((e) => e.firstChild.textContent));
  assert.ok(log.length >= 8);
  for (const line of log) assert.doesNotMatch(line, /\(-?\d+,-?\d+\)/, line);
  assert.equal(await pageScrolls(page), false, 'the page does not scroll');
  assert.deepEqual(warnings, [], 'no console warning (the integrity attribute, …)');
  // A face-down Muse is named by her letter on the table ("the face-down Muse B").
  assert.ok(log.some((l) => /the face-down Muse [A-Z]\b/.test(l)) || !log.some((l) => /face-down Muse/.test(l)));
  assert.deepEqual(allErrors(errors), []);
  await page.close();
});

test('a phone: a long press on a Muse tells about her, and plays nothing', async () => {
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, session.server.url);
    const input = await ui.touch(page);
    await ui.newGame(page, { seed: 12 });
    while ((await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
    const up = (await ui.hook(page, 'view')).tiles.find((t) => t.muse);
    const p = await ui.hook(page, 'squareToClient', up.square.x, up.square.y);
    const played = await ui.moves(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    await page.waitForTimeout(800);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await ui.idle(page);
    await page.waitForFunction(() => !document.getElementById('muse-card').hidden);
    assert.equal(await page.textContent('#muse-card-title'), up.muse);
    for (const words of await cardWords(page, up.muse)) assert.match(await page.textContent('#muse-card'), words);
    await phase(page, 'phone-muse-card');
    assert.equal(await ui.moves(page), played, 'a long press plays nothing');
    await ui.press(page, input, '#muse-card-close');
    assert.equal(await page.isVisible('#muse-card'), false);
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

/** A 2-player game dealt from `seed` and played by Easy at both seats (in Node) until
 * `stop(view)` holds (null if it never does): its link's code. */
function playedUntil(seed, stop) {
  const game = new wasm.Game({ players: 2, rounds: 1, seed: String(seed), colours: 'pw' });
  try {
    for (let n = 0; !game.view(undefined, false).game_over; n++) {
      if (stop(game.view(undefined, false))) return game.code();
      game.apply(game.computerChoice('easy', String(seed * 1000 + n)).action);
    }
    return null;
  } finally {
    game.free();
  }
}
/** The group's width and height, in squares, in an engine view. */
const extent = (view) => {
  const xs = view.tiles.map((t) => t.square.x);
  const ys = view.tiles.map((t) => t.square.y);
  return { w: Math.max(...xs) - Math.min(...xs) + 1, h: Math.max(...ys) - Math.min(...ys) + 1 };
};
/** The first code of seeds from 1 whose game reaches `stop`. */
const aGame = (stop) => {
  for (let seed = 1; seed < 200; seed++) {
    const code = playedUntil(seed, stop);
    if (code) return code;
  }
  throw new Error('no game reaches it');
};
/** Whether rectangles { x, y, width, height } overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a phone, in English, French and Italian: the first turn says what to do in the two lines above More', async () => {
  for (const [code, locale] of [['en', 'en-GB'], ['fr', 'fr-FR'], ['it', 'it-IT']]) {
    const words = (await import(`../../www/ui/lang/${code}.js`)).default;
    const todo = `${words['turn.place']} ${words['turn.mystery']}`;
    const phone = await launchBrowser({ ...PHONE, locale });
    try {
      const { page, errors } = await openPage(phone.context, session.server.url);
      const input = await ui.touch(page);
      await ui.newGame(page, { kinds: ['human', 'easy'], seed: 3 });
      await ui.screen(page, null);
      await page.waitForFunction(() => window.__muses.hand() !== null && window.__muses.idle());
      // The first turn of the round: the First Player's dice are told too (or the computer's
      // first placement, when it began).
      const seen = await page.evaluate((n) => {
        const hint = document.getElementById('hint');
        const range = document.createRange();
        range.setStart(hint.firstChild, 0);
        range.setEnd(hint.firstChild, n);
        const box = hint.getBoundingClientRect();
        return { text: hint.textContent, bottom: box.bottom, lines: [...range.getClientRects()].map((r) => r.bottom) };
      }, todo.length);
      assert.ok(seen.text.startsWith(todo), `${code}: the hint begins with what to do: ${seen.text}`);
      assert.ok(seen.text.length > todo.length, `${code}: what happened follows`);
      assert.ok(seen.lines.every((bottom) => bottom <= seen.bottom + 0.5), `${code}: what to do is above the hint's fold`);
      await session.screenshot(page, `table-phone-first-turn-${code}`);
      // And it is what the table asks: a Muse dragged to a marked square is placed.
      await ui.play(page, input, await ui.choose(page));
      assert.deepEqual(allErrors(errors), []);
    } finally {
      await phone.close();
    }
  }
});

test('a phone: a game opened by its link fits its group to the screen, the move log closed', async () => {
  const code = aGame((view) => view.phase === 'Dance' && view.tiles.length === 9 && extent(view).w === 5 && extent(view).h <= 6);
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, `${session.server.url}#${code}`);
    await ui.screen(page, 'seat');
    await page.tap('#seat-0');
    await ui.screen(page, null);
    await ui.idle(page);
    assert.equal(await page.$eval('#log-panel', (d) => d.open), false, 'the move log is closed on a phone');
    assert.equal(await page.isVisible('#whole'), false, 'the group fits: nothing to see whole');
    const canvas = await page.locator('#table').boundingBox();
    const tiles = await ui.hook(page, 'tileBoxes');
    assert.equal(tiles.length, 9);
    for (const t of tiles) {
      assert.ok(t.x - t.size / 2 >= canvas.x - 0.5 && t.x + t.size / 2 <= canvas.x + canvas.width + 0.5, `${t.muse} in view`);
      assert.ok(t.y - t.size / 2 >= canvas.y - 0.5 && t.y + t.size / 2 <= canvas.y + canvas.height + 0.5, `${t.muse} in view`);
      assert.ok(t.size >= 63, `tiles of ${t.size.toFixed(1)} px`);
    }
    await session.screenshot(page, 'table-phone-link-opened');
    // A reload keeps it so.
    await page.reload();
    await page.waitForFunction(() => window.__muses?.idle() && window.__muses.screen() === null);
    assert.equal(await page.isVisible('#whole'), false);
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a phone, a cropped table: no square under the whole-table button, and a drop on a square half under the tray is taken', async () => {
  // Seat 1's placement turn with a group 5 squares wide: its places all around do not fit.
  const code = aGame((view) => view.phase === 'Placement' && view.to_move === 0 && extent(view).w >= 5);
  const phone = await launchBrowser(PHONE);
  try {
    const { page, errors } = await openPage(phone.context, `${session.server.url}#${code}`);
    const input = await ui.touch(page);
    await ui.screen(page, 'seat');
    await page.tap('#seat-0');
    await ui.screen(page, null);
    await page.waitForFunction(() => window.__muses.hand() !== null && window.__muses.idle());
    // The button stands in a strip of its own, above the table's squares.
    assert.equal(await page.isVisible('#whole'), true, 'the table is cropped');
    const button = await page.locator('#whole').boundingBox();
    let areas = await ui.hook(page, 'areas');
    assert.ok(areas.board.y >= button.y + button.height, `the table begins at ${areas.board.y}, below the button (${button.y + button.height})`);
    const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, { x: button.x + 10, y: button.y + button.height + 8 });
    assert.equal(under, 'table', 'just below the button: the table');
    const drawn = (await ui.hook(page, 'tileBoxes')).map((t) => ({ x: t.x - t.size / 2, y: Math.max(t.y - t.size / 2, areas.board.y), width: t.size, height: t.y + t.size / 2 - Math.max(t.y - t.size / 2, areas.board.y) }));
    assert.ok(drawn.every((t) => t.height <= 0 || !overlap(t, button)), 'no tile shows under the button');
    await session.screenshot(page, 'table-phone-cropped-strip');

    // A place at the foot of the view, moved by a one-finger pan so that its square straddles
    // the tray's top: the finger drops on its part under the tray.
    const legal = (await ui.legal(page)).filter((a) => a.kind === 'Place' && !a.face_down);
    const centres = await Promise.all(legal.map(async (a) => ({ a, ...(await ui.hook(page, 'squareToClient', a.to.x, a.to.y)) })));
    const inView = centres.filter((c) => c.x > 40 && c.x < 350 && c.y > areas.board.y && c.y < areas.tray.y);
    const low = inView.sort((a, b) => b.y - a.y)[0];
    const cell = areas.cell;
    const target = areas.tray.y + cell * 0.3;
    // An empty square of the table, not a place: the press there pans the cropped table.
    const places = new Set(legal.map((a) => `${a.to.x},${a.to.y}`));
    const tiles = new Set((await ui.hook(page, 'view')).tiles.map((t) => `${t.square.x},${t.square.y}`));
    const c0 = await ui.hook(page, 'squareToClient', 0, 0);
    const c1 = await ui.hook(page, 'squareToClient', 1, 1);
    const squareOf = (p) => `${Math.round((p.x - c0.x) / (c1.x - c0.x))},${Math.round((p.y - c0.y) / (c1.y - c0.y))}`;
    let from = null;
    for (let y = areas.board.y + cell / 2; y < areas.tray.y - cell && !from; y += cell / 2) {
      for (let x = 30; x < 360 && !from; x += cell / 2) {
        if (!places.has(squareOf({ x, y })) && !tiles.has(squareOf({ x, y }))) from = { x, y };
      }
    }
    assert.ok(from, 'an empty square to pan from');
    await input.drag(from, { x: from.x, y: from.y + (target - low.y) });
    await ui.idle(page);
    areas = await ui.hook(page, 'areas');
    const at = await ui.hook(page, 'squareToClient', low.a.to.x, low.a.to.y);
    assert.ok(at.y - areas.cell / 2 < areas.tray.y && at.y > areas.tray.y, `the place straddles the tray's top (${at.y - areas.cell / 2} < ${areas.tray.y} < ${at.y})`);
    await session.screenshot(page, 'table-phone-under-tray');
    const before = await ui.moves(page);
    const muse = low.a.muse;
    const hand = await ui.hook(page, 'handTileToClient', muse);
    await input.drag(hand, { x: at.x, y: areas.tray.y + 6 });
    await page.waitForFunction((n) => window.__muses.moves() === n + 1, before, { timeout: 10_000 }).catch(() => {
      throw new Error('the drop under the tray was not taken');
    });
    const placed = (await ui.hook(page, 'view')).tiles.find((t) => t.square.x === low.a.to.x && t.square.y === low.a.to.y);
    assert.equal(placed?.muse, muse, `${muse} is placed on the square the finger aimed at`);
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await phone.close();
  }
});

test('a tablet held upright: the table takes the whole width, the move log below it, tiles large', async () => {
  const tablet = await launchBrowser({ viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openPage(tablet.context, session.server.url);
    const input = await ui.touch(page);
    await ui.newGame(page, { kinds: ['human', 'easy'], seed: 4 });
    await ui.screen(page, null);
    while ((await ui.hook(page, 'phase')) !== 'Dance' || (await ui.hook(page, 'view')).to_move !== 0) {
      await page.waitForFunction(() => window.__muses.idle() && window.__muses.thinking() === null);
      if ((await ui.hook(page, 'view')).to_move === 0 && (await ui.hook(page, 'phase')) !== 'Dance') await ui.play(page, input, await ui.choose(page));
    }
    await ui.idle(page);
    const stage = await page.locator('#stage').boundingBox();
    const side = await page.locator('#side').boundingBox();
    const controls = await page.locator('#controls').boundingBox();
    assert.equal(Math.round(stage.width), 820, 'the table is as wide as the screen');
    assert.ok(side.y >= controls.y + controls.height - 1 && Math.round(side.width) === 820, 'the move log is below the controls, the whole width');
    assert.ok(side.height <= 1180 * 0.33, `the log takes ${side.height} px`);
    assert.equal(await page.$eval('#log-panel', (d) => d.open), true, 'the log is open: there is room');
    // The group fitted to the whole width (and the height left), a square of room around it.
    const tiles = await ui.hook(page, 'tileBoxes');
    const { w, h } = extent(await ui.hook(page, 'view'));
    const canvas = await page.locator('#table').boundingBox();
    const fitted = 0.93 * Math.min(124, canvas.width / (w + 2), canvas.height / (h + 2));
    const size = Math.min(...tiles.map((t) => t.size));
    assert.ok(size >= 75 && size >= fitted - 0.5, `tiles of ${size.toFixed(1)} px for a group ${w}×${h} on ${canvas.width}×${canvas.height}`);
    await session.screenshot(page, 'table-tablet-portrait');
    assert.deepEqual(allErrors(errors), []);
  } finally {
    await tablet.close();
  }
});

/** The cream face of each face-up tile wholly on the table, in CSS px: from the first to the
 * last cream pixel of the canvas along the rows just below her name's band (no drawing of
 * hers reaches the tile's sides there). */
const creamFaces = (page) =>
  page.evaluate(() => {
    const canvas = document.getElementById('table');
    const r = canvas.getBoundingClientRect();
    const dpr = canvas.width / r.width;
    const ctx = canvas.getContext('2d');
    const cream = (d, i) => d[i + 3] > 250 && d[i] > 220 && d[i + 1] > 200 && d[i + 2] > 150 && d[i] >= d[i + 1] && d[i + 1] >= d[i + 2];
    const out = [];
    for (const t of window.__muses.tileBoxes()) {
      const half = t.size / 2;
      if (!t.muse || t.x - half < r.left || t.x + half > r.right || t.y - half < r.top || t.y + half > r.bottom) continue;
      let widest = 0;
      for (let f = 0.265; f <= 0.3; f += 0.005) {
        const y = Math.round((t.y - r.top - half + t.size * f) * dpr);
        const x0 = Math.round((t.x - r.left - t.size * 0.6) * dpr);
        const w = Math.round(t.size * 1.2 * dpr);
        const d = ctx.getImageData(x0, y, w, 1).data;
        let lo = -1;
        let hi = -1;
        for (let i = 0; i < w; i++) {
          if (!cream(d, 4 * i)) continue;
          if (lo < 0) lo = i;
          hi = i;
        }
        if (lo >= 0) widest = Math.max(widest, (hi - lo + 1) / dpr);
      }
      out.push({ muse: t.muse, cream: widest });
    }
    return out;
  });

test("a phone's face-up tiles in the dance, over three deals: a cream face of 60 px at least", async () => {
  const phone = await launchBrowser({ ...PHONE, deviceScaleFactor: 3 });
  try {
    const smallest = [];
    for (const seed of [1, 2, 3]) {
      const { page, errors } = await session.fresh({ context: phone.context });
      const input = await ui.touch(page);
      // Tips (against Easy) pop up mid-turn over the table: not what this measures.
      await page.evaluate(() => localStorage.setItem('dance-of-muses.tips', JSON.stringify({ off: true, seen: [] })));
      await ui.newGame(page, { kinds: ['human', 'easy'], seed });
      let least = Infinity;
      for (let turn = 0, danced = 0; turn < 80 && danced < 8; turn++) {
        await page.waitForFunction(() => window.__muses.idle() || window.__muses.screen() === 'result', null, { timeout: 30_000 });
        if ((await ui.hook(page, 'screen')) === 'result' || (await ui.hook(page, 'view')).game_over) break;
        const view = await ui.hook(page, 'view');
        if (view.to_move !== 0) continue;
        if (await page.locator('#tip .ok').isVisible()) await ui.press(page, input, '#tip .ok');
        if (view.phase === 'Dance' && (await ui.hook(page, 'zoom')) === 1) {
          danced++;
          const faces = await creamFaces(page);
          assert.ok(faces.length > 0, 'face-up tiles measured');
          least = Math.min(least, ...faces.map((f) => f.cream));
        }
        await ui.play(page, input, await calm(page, turn));
      }
      assert.ok(least < Infinity, `seed ${seed}: measured in the dance`);
      smallest.push(least);
      assert.deepEqual(allErrors(errors), []);
      await page.close();
    }
    console.log(`cream faces, the smallest of each deal: ${smallest.map((s) => s.toFixed(1)).join(', ')} px`);
    assert.ok(Math.min(...smallest) >= 60, `the smallest cream face: ${Math.min(...smallest).toFixed(1)} px`);
  } finally {
    await phone.close();
  }
});
