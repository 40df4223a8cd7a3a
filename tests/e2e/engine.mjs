// The built page's engine (dist/'s wasm and glue) in Node, for the tests' truth: the page
// exposes no hidden information (its test hook neither), so a test that must know the hands,
// the face-down Muses or the legal moves opens the game the page shows from its link's code
// (public on that device: it is the address) here, as any device that decodes the link could
// (a game begun from a position link: from the start and the actions the device saved).
//
//   import { wasm, gameOf, truth, lessons } from './engine.mjs';
//   const game = gameOf(code);           // a wasm Game; free() it, or use truth():
//   const t = await truth(page);         // { position, legal, actions, score, view, preview(a) }

import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DIST } from './harness.mjs';

async function load(dir = DIST, name = /^muses-[0-9a-f]+\.js$/) {
  const files = await readdir(dir);
  const glue = files.find((f) => name.test(f));
  if (!glue) throw new Error(`${dir} has no engine: run \`make dist\` first`);
  // An ES module that imports nothing (wasm-bindgen's --target web): importable from its text.
  const text = await readFile(join(dir, glue), 'utf8');
  const module = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  module.initSync({ module: await readFile(join(dir, glue.replace(/\.js$/, '_bg.wasm'))) });
  return module;
}

let lessonBindings = null;
/** The tutorial's wasm bundle (dist/lessons/: lessons(), and Game with the lesson methods and
 * the Hint), as the page loads it on demand; loaded on first use. */
export const lessons = async () => (lessonBindings ??= await load(join(DIST, 'lessons'), /^lessons-[0-9a-f]+\.js$/));

let puzzleBindings = null;
/** The puzzles' wasm bundle (dist/puzzles/: Puzzles, each puzzle's verdict, Game.betterMove),
 * as the page loads it on demand; loaded on first use. */
export const puzzles = async () => (puzzleBindings ??= await load(join(DIST, 'puzzles'), /^puzzles-[0-9a-f]+\.js$/));

/** The wasm bindings (Game, rules(), …), as the page has them. */
export const wasm = await load();

/** The game a link's code carries (a wasm Game: free it when done). */
export const gameOf = (code) => wasm.Game.fromLink(code);

/** The game `page` shows, from its code; one begun from a position link (whose code says
 * only where it stands) from its start and its actions as this device keeps them. */
async function shown(page) {
  const { code, saved } = await page.evaluate(() => {
    const id = window.__muses.gameId();
    const kept = id ? JSON.parse(localStorage.getItem(`dance-of-muses.game.${id}`) ?? 'null')?.game : null;
    return { code: window.__muses.code(), saved: kept?.start ? kept : null };
  });
  if (saved) {
    const game = gameOf(saved.start);
    for (const action of saved.actions) game.apply(action);
    if (game.code() === code) return game;
    game.free();
  }
  return gameOf(code);
}

/** The whole truth of the game `page` shows: the position in notation, the legal actions of
 * the seat to move, every action played, the round's score as if it ended now, the public
 * view, and `preview(action)`'s events. */
export async function truth(page) {
  const game = await shown(page);
  const code = game.code();
  try {
    const legal = game.legalActions();
    const previews = new Map(legal.map(({ action }) => [JSON.stringify(action), game.preview(action, undefined).events]));
    return {
      code,
      position: game.position(),
      legal,
      actions: game.actions(),
      score: game.score(),
      view: game.view(undefined, false),
      /** The events of a legal `action` (null for another). */
      preview: (action) => previews.get(JSON.stringify(action)) ?? null,
    };
  } finally {
    game.free();
  }
}
