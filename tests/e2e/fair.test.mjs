// Fair mode in the page (issue 15): browsers with their own storage play a fair game to the
// end by passing links (2 players, and 3), every move by real pointer input; before the
// reveal, nothing one browser holds (its links, every global reachable from window, its
// localStorage, its whole DOM) names another seat's hidden Muses or carries its secrets; at
// the end every browser shows the verdict; a tampered link is refused naming its seat.
// The hidden truth to search for comes from the protocol, natively: the game's last link,
// with every key revealed, read by examples/fair_truth.rs.

import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { DIST, ROOT, allErrors, launchBrowser, openPage, startServer } from './harness.mjs';
import * as ui from './play.mjs';

const { hook } = ui;

/** Fair mode's wasm as the page loads it (dist/fair/), in Node: the tests' own device, which
 * reads a seat's legal moves with that seat's key (from its browser's storage). */
async function loadFair() {
  const dir = join(DIST, 'fair');
  const glue = (await readdir(dir)).find((f) => /^fair-[0-9a-f]+\.js$/.test(f));
  assert.ok(glue, `${dir} has no fair bundle: run \`trunk build --release --offline\` first`);
  const text = await readFile(join(dir, glue), 'utf8');
  const module = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  module.initSync({ module: await readFile(join(dir, glue.replace(/\.js$/, '_bg.wasm'))) });
  return module;
}
const fair = await loadFair();

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/** A browser of its own (its own storage): one player's device. */
async function device(name) {
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser.context, server.url);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { name, browser, page, errors, input: ui.mouse(page) };
}

/** The fragment of a fair link shown on `page` (the address holds the game as it stands). */
const linkOf = (page) => page.evaluate(() => location.hash.slice(1));

/** Opens fair link `code` on `page`, as its player would: in the address. */
async function openLink(page, code) {
  if ((await linkOf(page)) === code) return;
  await page.goto(`${server.url}#${code}`);
}

/** The fair games this device keeps (www/play/keeper.js keepFair), by game id: { link, keys },
 * read in the page from the store's records (`dance-of-muses.game.<id>`). */
const FAIR_GAMES = `(() => {
  const games = {};
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith('dance-of-muses.game.')) continue;
    const game = JSON.parse(localStorage.getItem(key) ?? 'null')?.game;
    if (game?.fair) games[game.gameId] = { link: game.code, keys: game.secret ?? {} };
  }
  return games;
})()`;

/** This device's fair game as its own storage and address hold it: its link, id and keys. */
const held = (page) =>
  page.evaluate((read) => {
    const link = location.hash.slice(1);
    const games = eval(read);
    const id = Object.keys(games).find((g) => games[g].link === link);
    return id ? { id, link, keys: games[id].keys } : null;
  }, FAIR_GAMES);

/**
 * This device's fair state, worked out in Node as the device does (its link, with the keys
 * its storage keeps): { id, link, next, seats, verdicts }. The page's hook holds no more than
 * any device does, and nothing of fair mode.
 */
async function state(page) {
  const h = await held(page);
  const g = fair.FairGame.open(h.link);
  try {
    for (const key of Object.values(h.keys)) g.importKey(key);
    return { id: h.id, link: h.link, keys: h.keys, next: g.next(), seats: g.seats(), verdicts: g.verdicts() };
  } finally {
    g.free();
  }
}

/** Waits until the page has taken its link in (its storage keeps the link its address
 * holds) and nothing moves. */
async function settled(page) {
  try {
    await page.waitForFunction(
      (read) => {
        const link = location.hash.slice(1);
        const games = eval(read);
        const screen = window.__muses?.screen();
        const known = Object.values(games).some((g) => g.link === link);
        return known && window.__muses.idle() && (screen === null || screen?.startsWith('fair-') || screen === 'result');
      },
      FAIR_GAMES,
      { timeout: 20_000 },
    );
  } catch (e) {
    const now = await page.evaluate(() => ({ screen: window.__muses?.screen(), idle: window.__muses?.idle(), toMove: window.__muses?.view()?.to_move, hint: document.querySelector('#hint')?.textContent }));
    throw new Error(`the page did not settle: ${JSON.stringify(now)}`, { cause: e });
  }
}

/** This device's keys as its storage keeps them: { seat: key text }. */
async function keysOf(page, id) {
  const games = await page.evaluate((read) => eval(read), FAIR_GAMES);
  return games[id]?.keys ?? {};
}

/** The move the seat to move on `dev` makes: from its legal actions (read with its key in
 * Node), face up but for the one face-down placement, then whatever ends the round soonest. */
async function chooseMove(dev) {
  const f = await state(dev.page);
  const g = fair.FairGame.open(f.link);
  try {
    for (const key of Object.values(f.keys)) g.importKey(key);
    const legal = g.legalActions();
    assert.ok(legal.length, `${dev.name} has a move`);
    if (legal[0].kind === 'Place') {
      const up = legal.filter((a) => !a.face_down);
      const near = (a) => Math.abs(a.to.x) + Math.abs(a.to.y);
      return (up.length ? up : legal).sort((x, y) => near(x) - near(y))[0];
    }
    const game = g.game(f.next.seat);
    const scored = legal.map((a) => {
      const events = game.preview(a, undefined).events;
      return { a, ends: events.some((e) => e.kind === 'RoundEnded'), raised: events.filter((e) => e.kind === 'DieChanged' && e.to > e.from).length };
    });
    game.free();
    scored.sort((x, y) => y.ends - x.ends || y.raised - x.raised);
    return scored[0].a;
  } finally {
    g.free();
  }
}

// ---- Searching for the hidden truth ------------------------------------------------------

const b64url = (b) => Buffer.from(b).toString('base64url');
const fromB64 = (s) => Buffer.from(s, 'base64url');
/** A secret's spellings a page could hold it in. */
const spellings = (bytes) => {
  const b = Buffer.from(bytes);
  return [b.toString('base64url'), b.toString('base64'), b.toString('hex'), [...b].join(',')];
};

/**
 * Everything `page` holds that another seat could read there: its links (the address, every
 * link field), every string reachable from window (walked, the DOM apart), its localStorage,
 * the whole DOM (text, attributes and field values) but for the rules' static table of the
 * nine Muses, and every binary buffer reachable from window (for the secrets' bytes).
 */
async function holdings(page, secretBytes) {
  return page.evaluate((needles) => {
    const strings = [];
    const buffers = [];
    const seen = new Set();
    const walk = (value, depth) => {
      if (value === null || value === undefined) return;
      if (typeof value === 'string') return void strings.push(value);
      if (typeof value !== 'object' && typeof value !== 'function') return void strings.push(String(value));
      if (seen.has(value) || depth > 8) return;
      seen.add(value);
      if (value instanceof Node) return;
      // A prototype's promise attribute read off the prototype rejects: not left unhandled.
      if (value instanceof Promise) return void value.catch(() => {});
      if (value instanceof ArrayBuffer) return void buffers.push(new Uint8Array(value));
      if (ArrayBuffer.isView(value)) return void buffers.push(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      if (value instanceof WebAssembly.Memory) return void buffers.push(new Uint8Array(value.buffer));
      let keys = [];
      try {
        keys = Object.getOwnPropertyNames(value);
      } catch {
        return;
      }
      for (const k of keys) {
        let v;
        try {
          v = value[k];
        } catch {
          continue;
        }
        walk(v, depth + 1);
      }
      if (value instanceof Map) for (const [k, v] of value) walk(k, depth + 1), walk(v, depth + 1);
      if (value instanceof Set) for (const v of value) walk(v, depth + 1);
    };
    walk(window, 0);
    const storage = Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`);
    const clone = document.documentElement.cloneNode(true);
    clone.querySelector('#muse-table')?.remove();
    const fields = [...document.querySelectorAll('input, textarea')].map((e) => e.value);
    const dom = [clone.outerHTML, ...fields];
    const links = [location.href, ...fields.filter((v) => v.includes('#'))];
    const bytesFound = (needle) => {
      const n = needle.length;
      return buffers.some((buf) => {
        outer: for (let i = buf.indexOf(needle[0]); i >= 0 && i <= buf.length - n; i = buf.indexOf(needle[0], i + 1)) {
          for (let j = 1; j < n; j++) if (buf[i + j] !== needle[j]) continue outer;
          return true;
        }
        return false;
      });
    };
    return { strings: strings.join('\n'), storage: storage.join('\n'), dom: dom.join('\n'), links, binary: needles.map((b) => bytesFound(b)) };
  }, secretBytes);
}

/** Whether `bits` (a bit string) of a fair link holds `bytes` at any bit offset. */
function linkHoldsBits(code, bytes) {
  const bits = (buf) => [...buf].map((b) => b.toString(2).padStart(8, '0')).join('');
  return bits(fromB64(code.replace(/^f/, ''))).includes(bits(bytes));
}

/** Muse names as a page writes them: a word of its own (not inside another word). */
const namesIn = (text, names) => names.filter((n) => new RegExp(`\\b${n}\\b`).test(text));

/** The hidden truth from the game's last link (every key in): examples/fair_truth.rs. */
function truthOf(code) {
  const out = execFileSync('cargo', ['run', '--quiet', '--example', 'fair_truth', '--', code], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out);
}

/** What another seat's device may not hold of seat `s`: its Muses' points and its secrets
 * (the key text its own device keeps, its round key's seed and scalar). */
function secretsOf(truth, s, keyText) {
  const seat = truth.seats[s];
  const round = seat.rounds[0];
  const master = fromB64(keyText.slice(1)).subarray(5);
  return [
    { what: `seat ${s + 1}'s key text`, bytes: master, text: keyText },
    { what: `seat ${s + 1}'s round key seed`, bytes: fromB64(round.seed) },
    { what: `seat ${s + 1}'s key scalar`, bytes: fromB64(round.scalar) },
    ...round.hand.map((m) => ({ what: `the point of ${m}, in seat ${s + 1}'s hand`, bytes: fromB64(truth.points[m]) })),
  ];
}

// ---- The games ---------------------------------------------------------------------------

/** Starts a fair game on `dev` from the new-game screen. */
async function startFair(dev, { players, names, kinds = [] }) {
  await ui.screen(dev.page, 'newgame');
  await dev.page.check(`input[name=players][value="${players}"]`);
  for (let i = 0; i < players; i++) await dev.page.selectOption(`#kind-${i}`, kinds[i] ?? 'human');
  for (const [i, name] of names.entries()) await dev.page.fill(`#name-${i}`, name);
  await dev.page.click('#newgame-fair');
  await ui.screen(dev.page, 'fair-deal');
}

/**
 * Plays a whole fair game between `devs` (seat i on devs[i]) by passing the links: each
 * device sends its link to the seat whose message comes next. `onDealt` and `beforeLast` run
 * at those moments, `onLink(what, link)` at every link sent or made. Returns the last link,
 * the device holding it, each device's key texts by seat, and the game's id.
 */
async function playByLinks(devs, { onDealt, beforeLast, onLink, stopAfter, computers = [], holder = 0 } = {}) {
  let id = null;
  let dealt = false;
  for (let guard = 0; guard < 400 && !stopAfter?.(); guard++) {
    const f = await state(devs[holder].page);
    id = f.id;
    if (!f.next) break;
    if (!dealt && f.next.step === 'Play') {
      dealt = true;
      onLink?.('the deal done', f.link);
      await onDealt?.(holder);
    }
    const to = f.next.seat;
    if (devs[to] !== devs[holder]) {
      // Another device's message comes next: the link goes to it.
      onLink?.(`to seat ${to + 1} for its ${f.next.step}`, f.link);
      await openLink(devs[to].page, f.link);
      await takeSeatIfAsked(devs[to], to);
      await settled(devs[to].page);
      holder = to;
      continue;
    }
    assert.ok(f.next.mine, `${devs[holder].name}'s device plays seat ${to + 1}`);
    if (computers.includes(to)) {
      // A computer seat this device runs: it plays by itself.
      const moves = await hook(devs[holder].page, 'moves');
      await devs[holder].page.waitForFunction((n) => window.__muses.moves() > n && window.__muses.idle(), moves, { timeout: 20_000 });
      await settled(devs[holder].page);
      continue;
    }
    const action = await chooseMove(devs[holder]);
    // The round's last move: everything hidden is still hidden.
    if (action.kind !== 'Place' && (await endsRound(devs[holder], action))) await beforeLast?.(holder);
    await playOn(devs[holder], action);
    onLink?.(`${action.kind === 'Place' ? 'placement' : 'dance turn'} by seat ${to + 1}`, await linkOf(devs[holder].page));
  }
  const keys = await Promise.all(devs.map((d) => keysOf(d.page, id)));
  return { link: await linkOf(devs[holder].page), holder, keys, id };
}

/** The seat question, on a device new to the game: its seat. */
async function takeSeatIfAsked(dev, seat) {
  // Fair mode loads on demand: the question, or the game this device knows.
  await dev.page.waitForFunction(
    (read) => {
      const games = eval(read);
      return window.__muses?.screen() === 'fair-seat' || Object.values(games).some((g) => g.link === location.hash.slice(1));
    },
    FAIR_GAMES,
    { timeout: 15_000 },
  );
  if ((await hook(dev.page, 'screen')) === 'fair-seat') await dev.page.click(`#fair-seat-${seat}`);
}

async function endsRound(dev, action) {
  const f = await state(dev.page);
  const g = fair.FairGame.open(f.link);
  try {
    for (const key of Object.values(f.keys)) g.importKey(key);
    const game = g.game(f.next.seat);
    const ends = game.preview(action, undefined).events.some((e) => e.kind === 'RoundEnded');
    game.free();
    return ends;
  } finally {
    g.free();
  }
}

async function playOn(dev, action) {
  const before = await hook(dev.page, 'moves');
  if (action.kind === 'Place') await ui.place(dev.page, dev.input, action);
  else await ui.dance(dev.page, dev.input, action);
  await dev.page.waitForFunction((n) => window.__muses.moves() > n, before, { timeout: 15_000 });
  await settled(dev.page);
}

/**
 * A whole fair game between browsers of their own (seat i on the i-th), by passing links and
 * with real pointer input; then the searches, with the truth from the last link.
 */
async function wholeGame(names) {
  const players = names.length;
  const devs = [];
  for (const name of names) devs.push(await device(name));
  try {
    await startFair(devs[0], { players, names });
    const step = await devs[0].page.textContent('#fair-deal-step');
    assert.match(step, new RegExp(`Shuffled\\. Send this link to ${names[1]}\\.`));
    /** What each device held at moments before the reveal, checked once the truth is known. */
    const moments = [];
    const snapshot = async (when) => {
      for (const [s, dev] of devs.entries()) {
        moments.push({ when, seat: s, view: await hook(dev.page, 'view'), held: await holdings(dev.page, []) });
      }
    };
    const lengths = [];
    const result = await playByLinks(devs, {
      onDealt: () => snapshot('after the deal'),
      beforeLast: () => snapshot('before the last move'),
      onLink: (what, link) => lengths.push(`${what}: ${link.length + 1}`),
    });
    console.log(`fair link lengths, ${players} players: ${lengths.join('; ')}`);
    const truth = truthOf(result.link);
    const keyText = (s) => Object.values(result.keys[s])[0];
    assert.ok(moments.length >= 2 * players, 'the searches ran after the deal and before the last move');
    for (const { when, seat, view, held } of moments) {
      const shownUp = new Set((view?.tiles ?? []).filter((t) => t.face_up).map((t) => t.muse));
      for (let other = 0; other < players; other++) {
        if (other === seat) continue;
        const hidden = truth.seats[other].rounds[0].hand.filter((m) => !shownUp.has(m));
        assert.ok(hidden.length >= 1, `${when}: something of seat ${other + 1} is hidden`);
        const secrets = secretsOf(truth, other, keyText(other));
        for (const [where, text] of [
          ['a global', held.strings],
          ['localStorage', held.storage],
          ['the DOM', held.dom],
        ]) {
          assert.deepEqual(namesIn(text, hidden), [], `${when}: ${names[seat]}'s ${where} names ${names[other]}'s hidden Muse`);
          for (const s of secrets) {
            for (const spelling of [...spellings(s.bytes), ...(s.text ? [s.text] : [])]) assert.ok(!text.includes(spelling), `${when}: ${names[seat]}'s ${where} holds ${s.what}`);
          }
        }
        for (const link of held.links) {
          const code = link.split('#')[1] ?? '';
          assert.deepEqual(namesIn(decodeURIComponent(link), hidden), [], `${when}: a link on ${names[seat]} names a hidden Muse`);
          if (!code.startsWith('f')) continue;
          for (const s of secrets) assert.ok(!linkHoldsBits(code, s.bytes), `${when}: a link on ${names[seat]} holds ${s.what}`);
        }
      }
    }
    // The buffers reachable from each window (wasm memories among them), by their bytes: no
    // other seat's key, nor the point of any Muse.
    for (const [seat, dev] of devs.entries()) {
      for (let other = 0; other < players; other++) {
        if (other === seat) continue;
        const secrets = secretsOf(truth, other, keyText(other)).filter((s) => !/seed|scalar/.test(s.what));
        const held = await holdings(dev.page, secrets.map((s) => [...s.bytes]));
        secrets.forEach((s, i) => assert.ok(!held.binary[i], `${names[seat]}: a buffer reachable from window holds ${s.what}`));
      }
    }
    // The end: every browser takes the last link in, checks the round and says it is valid,
    // with its result.
    for (const dev of devs) {
      await openLink(dev.page, result.link);
      await settled(dev.page);
      const f = await state(dev.page);
      assert.deepEqual(
        f.verdicts.map((v) => v.kind),
        ['Valid'],
        `${dev.name}: the round is checked`,
      );
      assert.match(await dev.page.textContent('#fair-verdict'), /valid: every message checked/);
      await ui.screen(dev.page, 'result');
    }
    // Each message's cryptography as the pages took it (fairengine.js), every browser's.
    const by = new Map();
    for (const dev of devs) {
      const measures = await dev.page.evaluate(() => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('fair ')).map((m) => ({ what: m.name.slice(5), ms: m.duration })));
      for (const { what, ms } of measures) by.set(what, [...(by.get(what) ?? []), ms]);
    }
    console.log(
      `fair timings on the page, ${players} players: ${[...by]
        .map(([what, ms]) => `${what} mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms, slowest ${Math.max(...ms).toFixed(1)} (${ms.length})`)
        .join('; ')}`,
    );
    await devs[0].page.screenshot({ path: join(ROOT, 'target', 'e2e', `fair-${players}-end.png`) });
    for (const dev of devs) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
}

test('two browsers play a fair game by links; nothing of the other seat leaks before the reveal; both show the verdict', () => wholeGame(['Anna', 'Ben']));

test('three browsers play a fair game by links, and nothing leaks to either of the others', () => wholeGame(['Anna', 'Ben', 'Cleo']));

test("a tampered link is refused, naming the seat whose message is false; the game stays", async () => {
  const devs = [await device('Anna'), await device('Ben')];
  try {
    await startFair(devs[0], { players: 2, names: ['Anna', 'Ben'] });
    // The deal, by links.
    const shuffled = await linkOf(devs[0].page);
    await openLink(devs[1].page, shuffled);
    await takeSeatIfAsked(devs[1], 1);
    await ui.screen(devs[1].page, 'fair-deal');
    const dealt = await linkOf(devs[1].page);
    // Anna's strip, its proof falsified on the way (the checksum made right again): Ben's
    // browser refuses it and names Anna.
    await openLink(devs[0].page, dealt);
    await settled(devs[0].page);
    const stripped = await linkOf(devs[0].page);
    const tampered = tamper(stripped, dealt);
    assert.ok(tampered, 'a falsified strip is found');
    await openLink(devs[1].page, tampered.code);
    await ui.screen(devs[1].page, 'fair-refused');
    const why = await devs[1].page.textContent('#fair-refused-why');
    assert.match(why, /Anna/, 'the seat at fault is named');
    await devs[1].page.click('#fair-refused-back');
    assert.equal(await linkOf(devs[1].page), dealt, "Ben's game is as it was");
  } finally {
    for (const dev of devs) await dev.browser.close();
  }
});

/** A link with one bit flipped in its last message (after what `before` holds), the
 * checksum made right: the first that the protocol refuses naming a seat. */
function tamper(code, before) {
  const bytes = fromB64(code.slice(1));
  const from = fromB64(before.slice(1)).length - 4;
  for (let i = bytes.length - 5; i >= from; i--) {
    for (const bit of [0, 3, 6]) {
      const b = Buffer.from(bytes);
      b[i] ^= 1 << bit;
      const body = b.subarray(0, b.length - 4);
      b.writeUInt32LE(crc32(Buffer.concat([Buffer.from('Dance of Muses fair'), body])), b.length - 4);
      const candidate = `f${b64url(b)}`;
      try {
        fair.FairGame.open(candidate).free();
      } catch (e) {
        // A false message in a link: { kind: "Link", params: { kind: "False", params: { index, fault } } }.
        const fault = e.kind === 'Link' && e.params?.kind === 'False' ? e.params.params.fault : null;
        if (fault && typeof fault.seat === 'number') return { code: candidate, fault };
      }
    }
  }
  return null;
}

test("a seat's key moves it to another device mid-game; a computer seat is run by its creator's device, which says so", async () => {
  const anna = await device('Anna');
  const ben = await device('Ben');
  const phone = await device("Anna's phone");
  try {
    await startFair(anna, { players: 3, names: ['Anna', 'Ben', 'Computer 3'], kinds: ['human', 'human', 'easy'] });
    assert.match(await anna.page.textContent('#fair-deal-computers'), /This device runs the computer seat Computer 3: it could read its cards\./);
    // The deal and the placement, the computer's turns on Anna's device.
    const devs = [anna, ben, anna];
    let placed = 0;
    const first = await playByLinks(devs, {
      computers: [2],
      onLink: (what) => (placed += what.startsWith('placement by seat 1') ? 1 : 0),
      stopAfter: () => placed >= 1,
    });
    // Anna takes her seat to her phone: her key, shown on asking, typed in there.
    const f = await state(devs[first.holder].page);
    await openLink(anna.page, f.link);
    await settled(anna.page);
    await anna.page.click('#menu summary');
    await anna.page.click('#menu-key');
    await ui.screen(anna.page, 'fair-keys');
    assert.equal(await anna.page.inputValue('#fair-key-0'), '', 'the key shows only when asked');
    await anna.page.click('#fair-key-show-0');
    const key = await anna.page.inputValue('#fair-key-0');
    assert.match(key, /^k[A-Za-z0-9_-]{28}$/);
    await anna.page.click('#fair-keys-close');
    await openLink(phone.page, await linkOf(anna.page));
    await phone.page.waitForFunction(() => window.__muses?.screen() === 'fair-seat', null, { timeout: 15_000 });
    await phone.page.fill('#fair-seat-key', 'knot-a-key-of-this-game-at-all');
    await phone.page.click('#fair-seat-use');
    assert.match(await phone.page.textContent('#fair-seat-error'), /not a key of this game/);
    await phone.page.fill('#fair-seat-key', key);
    await phone.page.click('#fair-seat-use');
    await settled(phone.page);
    assert.deepEqual((await state(phone.page)).seats, [0], "the phone plays Anna's seat");
    // The rest of the game: Anna on her phone, the computer still on her first device.
    const rest = await playByLinks([phone, ben, anna], { computers: [2], holder: 0 });
    for (const dev of [phone, ben, anna]) {
      await openLink(dev.page, rest.link);
      await settled(dev.page);
      assert.deepEqual((await state(dev.page)).verdicts.map((v) => v.kind), ['Valid'], `${dev.name}: valid`);
    }
    for (const dev of [anna, ben, phone]) assert.deepEqual(allErrors(dev.errors), [], `${dev.name}: no errors`);
  } finally {
    for (const dev of [anna, ben, phone]) await dev.browser.close();
  }
});
