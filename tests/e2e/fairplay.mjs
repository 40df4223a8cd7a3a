// Fair mode's e2e helpers (tests/e2e/fair*.test.mjs): browsers of their own (each its own
// storage) play fair games by passing links, every move by real pointer input. What a device
// holds is read from its own storage and address, worked out in Node with fair mode's wasm as
// the page builds it (dist/fair/): the page's test hook tells nothing of fair mode.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST, ROOT, launchBrowser, openPage } from './harness.mjs';
import * as ui from './play.mjs';

export const { hook } = ui;

/** Fair mode's wasm as the page loads it (dist/fair/), in Node: the tests' own device. */
async function loadFair() {
  const dir = join(DIST, 'fair');
  const glue = (await readdir(dir)).find((f) => /^fair-[0-9a-f]+\.js$/.test(f));
  assert.ok(glue, `${dir} has no fair bundle: run \`make dist\` first`);
  const text = await readFile(join(dir, glue), 'utf8');
  const module = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  module.initSync({ module: await readFile(join(dir, glue.replace(/\.js$/, '_bg.wasm'))) });
  return module;
}
export const fair = await loadFair();

/** A browser of its own (its own storage): one player's device on `server`. */
export async function device(server, name) {
  const browser = await launchBrowser();
  const { page, errors } = await openPage(browser.context, server.url);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { name, browser, page, errors, input: ui.mouse(page), server };
}

/** A fresh tab of `dev`'s browser (the same storage), opened on `code`. */
export async function freshTab(dev, code) {
  const { page, errors } = await openPage(dev.browser.context, `${dev.server.url}#${code}`, {
    waitForFirstFrame: false,
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { ...dev, page, errors, input: ui.mouse(page) };
}

/** The fragment of a fair link shown on `page` (the address holds the game as it stands). */
export const linkOf = (page) => page.evaluate(() => location.hash.slice(1));

/** Opens fair link `code` on `page`, as its player would: in the address. */
export async function openLink(dev, code) {
  if ((await linkOf(dev.page)) === code) return;
  await dev.page.goto(`${dev.server.url}#${code}`);
}

/** What `page`'s storage keeps of fair games: { id: { record, kinds, … } }, read from the
 * page's games (www/play/store.js: `dance-of-muses.game.<id>`, the record as `secret`). */
export const kept = (page) =>
  page.evaluate(() => {
    const games = {};
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('dance-of-muses.game.')) continue;
      const game = JSON.parse(localStorage.getItem(key) ?? 'null')?.game;
      if (game?.fair && game.secret) games[game.gameId] = { ...game, record: game.secret };
    }
    return games;
  });

/** A device restored in Node from a record (the caller frees it). */
export const restore = (record) => fair.FairGame.restore(record);

/** The game `page`'s address shows, as its storage keeps it: { id, link, record }, or null. */
export async function held(page) {
  const link = await linkOf(page);
  const games = await kept(page);
  for (const [id, g] of Object.entries(games)) {
    const d = restore(g.record);
    try {
      if (d.link() === link) return { id, link, record: g.record };
    } finally {
      d.free();
    }
  }
  return null;
}

/** This device's fair state as it keeps it: { id, link, record, keys, next, seats,
 * verdicts }; `keys` each of its seats' key text (by seat). */
export async function state(page) {
  const h = await held(page);
  assert.ok(h, 'the page keeps the game its address shows');
  const g = restore(h.record);
  try {
    const keys = Object.fromEntries(g.secrets().map((s) => [s, g.exportKey(s)]));
    return { ...h, keys, next: g.next(), seats: g.seats(), verdicts: g.verdicts() };
  } finally {
    g.free();
  }
}

/** Waits until the page keeps the game its address shows and nothing moves (in this order:
 * the page takes a link in, fair mode's lock held, between two readings). */
export async function settled(page) {
  const deadline = Date.now() + 20_000;
  const quiet = () =>
    page.evaluate(() => {
      const screen = window.__muses?.screen();
      return !!window.__muses?.idle() && (screen === null || screen?.startsWith('fair-') || screen === 'result');
    });
  for (;;) {
    if ((await held(page)) && (await quiet())) return;
    if (Date.now() > deadline) {
      const now = await page.evaluate(() => ({
        screen: window.__muses?.screen(),
        idle: window.__muses?.idle(),
        hint: document.querySelector('#hint')?.textContent,
        why: document.querySelector('#fair-refused-why')?.textContent,
      }));
      throw new Error(`the page did not settle: ${JSON.stringify(now)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The move the seat to move on `dev` makes: from its legal actions (read with its key in
 * Node), face up but for the one face-down placement, then whatever ends the round soonest. */
export async function chooseMove(dev) {
  const f = await state(dev.page);
  const g = restore(f.record);
  try {
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
      return {
        a,
        ends: events.some((e) => e.kind === 'RoundEnded'),
        raised: events.filter((e) => e.kind === 'DieChanged' && e.to > e.from).length,
      };
    });
    game.free();
    scored.sort((x, y) => y.ends - x.ends || y.raised - x.raised);
    return scored[0].a;
  } finally {
    g.free();
  }
}

/** Whether `action` ends the round, for the seat to move on `dev`. */
export async function endsRound(dev, action) {
  const f = await state(dev.page);
  const g = restore(f.record);
  try {
    const game = g.game(f.next.seat);
    const ends = game.preview(action, undefined).events.some((e) => e.kind === 'RoundEnded');
    game.free();
    return ends;
  } finally {
    g.free();
  }
}

/** Plays `action` on `dev` by real input and waits for the page to settle. */
export async function playOn(dev, action) {
  const before = await hook(dev.page, 'moves');
  if (action.kind === 'Place') await ui.place(dev.page, dev.input, action);
  else await ui.dance(dev.page, dev.input, action);
  await dev.page.waitForFunction((n) => window.__muses.moves() > n, before, { timeout: 15_000 });
  await settled(dev.page);
}

/** The seat question, on a device new to the game: its seat (`onAsk(dev)` first, with the
 * question on screen). */
export async function takeSeatIfAsked(dev, seat, onAsk) {
  // Fair mode loads on demand: the question, or the game this device knows.
  await dev.page.waitForFunction(
    () => !!window.__muses && (window.__muses.screen()?.startsWith('fair-') || window.__muses.view() !== null),
    null,
    { timeout: 15_000 },
  );
  if ((await hook(dev.page, 'screen')) !== 'fair-seat') return;
  await onAsk?.(dev);
  if (seat !== null) await dev.page.click(`#fair-seat-${seat}`);
}

/** The seats a device new to the game is offered (0-based), the question on screen. */
export const offered = (dev) =>
  dev.page.$$eval('#fair-seat-list button', (bs) => bs.map((b) => Number(b.id.replace('fair-seat-', ''))));

/** Starts a fair game on `dev` from the first screen (Play with friends apart, More). */
export async function startFair(dev, { players, rounds = 1, names, kinds = [] }) {
  await ui.openWay(dev.page, 'apart');
  await dev.page.check(`input[name=players][value="${players}"]`);
  for (let i = 0; i < players; i++) await dev.page.selectOption(`#kind-${i}`, kinds[i] ?? 'human');
  for (const [i, name] of names.entries()) await dev.page.fill(`#name-${i}`, name);
  await dev.page.check(`input[name=rounds][value="${rounds}"]`);
  await dev.page.click('#newgame-start');
  await ui.screen(dev.page, 'fair-deal');
}

/**
 * Plays a fair game between `devs` (seat i on devs[i]) by passing the links: each device sends
 * its link to the seat whose message comes next. Hooks: `onDealt(holder)` once play begins,
 * `beforeLast(holder)` before a round's last move, `onLink(what, link)` at every link sent,
 * `onKeys(holder, state)` while a round waits for keys, `onAsk(dev)` when a device new to the
 * game asks its seat, `onStep(holder, state)` at every step, `stopAfter()` to stop early. Returns the last link, the device holding it and the game id.
 */
export async function playByLinks(
  devs,
  { onDealt, beforeLast, onLink, onKeys, onAsk, onStep, stopAfter, computers = [], holder = 0 } = {},
) {
  let id = null;
  let dealt = false;
  for (let guard = 0; guard < 600 && !stopAfter?.(); guard++) {
    const f = await state(devs[holder].page);
    id = f.id;
    await onStep?.(holder, f);
    if (!f.next) break;
    if (!dealt && f.next.step === 'Play') {
      dealt = true;
      onLink?.('the deal done', f.link);
      await onDealt?.(holder);
    }
    if (f.next.step === 'Reveal') await onKeys?.(holder, f);
    if (stopAfter?.()) break;
    const to = f.next.seat;
    if (devs[to] !== devs[holder]) {
      // Another device's message comes next: the link goes to it.
      onLink?.(`to seat ${to + 1} for its ${f.next.step}`, f.link);
      await openLink(devs[to], f.link);
      await takeSeatIfAsked(devs[to], to, onAsk);
      await settled(devs[to].page);
      holder = to;
      continue;
    }
    assert.ok(f.next.mine, `${devs[holder].name}'s device plays seat ${to + 1}`);
    if (computers.includes(to)) {
      // A computer seat this device runs: it plays by itself (in the worker).
      const moves = await hook(devs[holder].page, 'moves');
      await devs[holder].page.waitForFunction((n) => window.__muses.moves() > n && window.__muses.idle(), moves, {
        timeout: 30_000,
      });
      await settled(devs[holder].page);
      continue;
    }
    // A round's result is up: its player goes on to the next round.
    if ((await hook(devs[holder].page, 'screen')) === 'result') {
      await devs[holder].page.click('#result-next');
      await settled(devs[holder].page);
    }
    const action = await chooseMove(devs[holder]);
    // The round's last move: everything hidden is still hidden.
    if (action.kind !== 'Place' && (await endsRound(devs[holder], action))) await beforeLast?.(holder);
    await playOn(devs[holder], action);
    onLink?.(
      `${action.kind === 'Place' ? 'placement' : 'dance turn'} by seat ${to + 1}`,
      await linkOf(devs[holder].page),
    );
  }
  return { link: await linkOf(devs[holder].page), holder, id };
}

// ---- Searching for the hidden truth ------------------------------------------------------

const b64url = (b) => Buffer.from(b).toString('base64url');
export const fromB64 = (s) => Buffer.from(s, 'base64url');
/** A secret's spellings a page could hold it in. */
export const spellings = (bytes) => {
  const b = Buffer.from(bytes);
  return [b.toString('base64url'), b.toString('base64'), b.toString('hex'), [...b].join(',')];
};

/**
 * Everything `page` holds that another seat could read there: its links (the address, every
 * link field), every string reachable from window (walked, the DOM apart), its localStorage,
 * the whole DOM (text, attributes and field values) but for the rules' static table of the
 * nine Muses, and every binary buffer reachable from window (for the secrets' bytes).
 */
export async function holdings(page, secretBytes) {
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
      if (ArrayBuffer.isView(value))
        return void buffers.push(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
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
      if (value instanceof Map) for (const [k, v] of value) (walk(k, depth + 1), walk(v, depth + 1));
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
    return {
      strings: strings.join('\n'),
      storage: storage.join('\n'),
      dom: dom.join('\n'),
      links,
      binary: needles.map((b) => bytesFound(b)),
    };
  }, secretBytes);
}

/** Whether a fair link holds `bytes` at any bit offset. */
export function linkHoldsBits(code, bytes) {
  const bits = (buf) => [...buf].map((b) => b.toString(2).padStart(8, '0')).join('');
  return bits(fromB64(code.replace(/^f/, ''))).includes(bits(bytes));
}

/** Muse names as a page writes them: a word of its own (not inside another word). */
export const namesIn = (text, names) => names.filter((n) => new RegExp(`\\b${n}\\b`).test(text));

/** The hidden truth from the game's last link (every key in): examples/fair_truth.rs. */
export function truthOf(code) {
  const out = execFileSync('cargo', ['run', '--quiet', '--example', 'fair_truth', '--', code], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

/** A cheating dealer's deal on `code`, signed with its key text (examples/fair_truth.rs). */
export function cheat(code, key) {
  return execFileSync('cargo', ['run', '--quiet', '--example', 'fair_truth', '--', 'cheat', code, key], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
}

/** The same dealer's second true deal on `code`, its cards in another order, signed. */
export function fork(code, key) {
  return execFileSync('cargo', ['run', '--quiet', '--example', 'fair_truth', '--', 'fork', code, key], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim();
}

/** What another seat's device may not hold of seat `s` in round `r` (from 1): its Muses'
 * points and its secrets (the key text its own device keeps, its round key's seed and
 * scalar). */
export function secretsOf(truth, s, keyText, r = 1) {
  const seat = truth.seats[s];
  const round = seat.rounds[r - 1];
  const secret = keyText
    ? [{ what: `seat ${s + 1}'s key text`, bytes: fromB64(keyText.slice(1)).subarray(19), text: keyText }]
    : [];
  return [
    ...secret,
    { what: `seat ${s + 1}'s round key seed`, bytes: fromB64(round.seed) },
    { what: `seat ${s + 1}'s key scalar`, bytes: fromB64(round.scalar) },
    ...round.hand.map((m) => ({ what: `the point of ${m}, in seat ${s + 1}'s hand`, bytes: fromB64(truth.points[m]) })),
  ];
}

/**
 * Checks what each device held at `moments` ({ when, seat, view, held }) against the truth:
 * no other seat's hidden Muse nor the 2-player leftover named anywhere, no other seat's secret
 * in any global, storage, DOM or link. `keyTexts[s]`: seat s's key text as its device kept it;
 * seat -1 a watcher.
 */
export function noLeaks(moments, truth, keyTexts, names, round = 1) {
  for (const { when, seat, view, held } of moments) {
    const shownUp = new Set((view?.tiles ?? []).filter((t) => t.face_up).map((t) => t.muse));
    // The 2-player leftover is nobody's: no device names it before the reveal.
    const leftover = truth.leftovers.slice(round - 1, round);
    for (const [where, text] of [
      ['a global', held.strings],
      ['localStorage', held.storage],
      ['the DOM', held.dom],
      ...held.links.map((link) => ['a link', decodeURIComponent(link)]),
    ]) {
      assert.deepEqual(namesIn(text, leftover), [], `${when}: ${names.at(seat)}'s ${where} names the hidden leftover`);
    }
    for (let other = 0; other < truth.seats.length; other++) {
      if (other === seat) continue;
      const hidden = truth.seats[other].rounds[round - 1].hand.filter((m) => !shownUp.has(m));
      assert.ok(hidden.length >= 1, `${when}: something of seat ${other + 1} is hidden`);
      const secrets = secretsOf(truth, other, keyTexts[other], round);
      for (const [where, text] of [
        ['a global', held.strings],
        ['localStorage', held.storage],
        ['the DOM', held.dom],
      ]) {
        assert.deepEqual(
          namesIn(text, hidden),
          [],
          `${when}: ${names.at(seat)}'s ${where} names ${names[other]}'s hidden Muse`,
        );
        for (const s of secrets) {
          for (const spelling of [...spellings(s.bytes), ...(s.text ? [s.text] : [])])
            assert.ok(!text.includes(spelling), `${when}: ${names.at(seat)}'s ${where} holds ${s.what}`);
        }
      }
      for (const link of held.links) {
        const code = link.split('#')[1] ?? '';
        assert.deepEqual(
          namesIn(decodeURIComponent(link), hidden),
          [],
          `${when}: a link on ${names.at(seat)} names a hidden Muse`,
        );
        if (!code.startsWith('f')) continue;
        for (const s of secrets)
          assert.ok(!linkHoldsBits(code, s.bytes), `${when}: a link on ${names.at(seat)} holds ${s.what}`);
      }
    }
  }
}

/** The timings of each message's cryptography as `devs`' pages took them (engine/fair.js). */
export async function timings(devs) {
  const by = new Map();
  for (const dev of devs) {
    const measures = await dev.page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('fair '))
        .map((m) => ({ what: m.name.slice(5), ms: m.duration })),
    );
    for (const { what, ms } of measures) by.set(what, [...(by.get(what) ?? []), ms]);
  }
  return [...by]
    .map(
      ([what, ms]) =>
        `${what} mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms, slowest ${Math.max(...ms).toFixed(1)} (${ms.length})`,
    )
    .join('; ');
}

export { b64url };
