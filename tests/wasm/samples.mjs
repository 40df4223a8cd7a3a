// @ts-check
// Every kind of value the wasm bundles hand the page, asked of the bundles as built
// (scripts/build-bundles.sh, target/wasm/) and written out as TypeScript that declares each
// value with the type its function's declaration gives it (`ReturnType<Game['view']>`, …):
// tsc then checks what serde sent against what the declarations derived from the Rust types
// say (types.test.mjs). Views, events, actions, logs, scores, errors, the tutorial's values,
// the review's, fair mode's and the puzzles', from games played to their end.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A bundle's bindings, initialised in Node from its built glue and wasm.
 * @param {string} root the project's folder @param {string} name */
export async function load(root, name) {
  const dir = join(root, 'target/wasm', name);
  const hash = (await readFile(join(dir, 'hash'), 'utf8')).trim();
  const glue = await import(pathToFileURL(join(dir, `${name}-${hash}.js`)).href);
  glue.initSync({ module: await readFile(join(dir, `${name}-${hash}_bg.wasm`)) });
  return glue;
}

/**
 * The values gathered: each with the TypeScript type it must have (written against the
 * bundle's module, `M`) and its JSON. `kinds` are the kinds seen of each union, for tsc to
 * check that every kind the declarations have was sent.
 */
export class Samples {
  /** @type {{ type: string, json: string, what: string }[]} */
  values = [];
  /** @type {Map<string, Set<string>>} */
  kinds = new Map();

  /** A value the page gets, of type `type`. @param {string} what @param {string} type @param {unknown} value */
  add(what, type, value) {
    this.values.push({ type, what, json: JSON.stringify(value) });
  }

  /** A kind seen of union `union` (a type of the bundle). @param {string} union @param {string} kind */
  saw(union, kind) {
    if (!this.kinds.has(union)) this.kinds.set(union, new Set());
    /** @type {Set<string>} */ (this.kinds.get(union)).add(kind);
  }

  /** What `f` threw, which must be an engine error: an `Error` whose message is its kind and
   * whose `params` is an object. @param {string} what @param {() => unknown} f */
  error(what, f) {
    try {
      f();
    } catch (e) {
      const error = /** @type {Error & { kind: string, params: unknown }} */ (e);
      if (!(error instanceof Error)) throw new Error(`${what}: threw ${String(e)}, not an Error`);
      if (error.message !== error.kind) throw new Error(`${what}: its message is not its kind`);
      this.add(what, 'M.EngineError', {
        name: error.name,
        message: error.message,
        kind: error.kind,
        params: error.params,
      });
      this.saw('M.Reason', error.kind);
      return;
    }
    throw new Error(`${what}: nothing thrown`);
  }

  /** The TypeScript that declares every value with its type, then checks that every kind of
   * each union in `every` was seen. @param {string} module the bundle's declarations, for import
   * @param {string[]} every */
  typescript(module, every) {
    const lines = [`import type * as M from ${JSON.stringify(module)};`, ''];
    this.values.forEach(({ type, what, json }, i) => {
      lines.push(`// ${what}`, `export const v${i}: ${type} = ${json};`);
    });
    lines.push('', "/** `U`'s kinds (or its strings), and nothing left of them once those seen are taken out. */");
    lines.push('type KindOf<U> = U extends { kind: infer K } ? K : U;');
    lines.push('type Every<U, Seen> = [Exclude<KindOf<U>, Seen>] extends [never] ? true : Exclude<KindOf<U>, Seen>;');
    for (const union of every) {
      const seen = [...(this.kinds.get(union) ?? [])].map((k) => JSON.stringify(k)).join(' | ') || 'never';
      lines.push(`export const every_${union.replace(/\W/g, '_')}: Every<${union}, ${seen}> = true;`);
    }
    return `${lines.join('\n')}\n`;
  }
}

/** Plays `game` to its end, the computer (`level`, fixed seed) choosing every action, gathering
 * each value the page reads on the way. @param {any} game @param {Samples} s @param {string} tag */
function playOut(game, s, tag) {
  s.add(`${tag}: view at the deal`, 'ReturnType<M.Game["view"]>', game.view(undefined, false));
  s.add(`${tag}: the options`, 'ReturnType<M.Game["options"]>', game.options());
  s.add(`${tag}: the First Player's dice`, 'ReturnType<M.Game["firstPlayerRolls"]>', game.firstPlayerRolls());
  let n = 0;
  while (!game.isOver() && n++ < 400) {
    const seat = game.view(undefined, false).to_move;
    const legal = game.legalActions();
    for (const { action } of legal) s.saw('M.Action', action.kind);
    const choice = game.computerChoice(n % 3 ? 'random' : 'easy', String(n), undefined, undefined);
    if (n <= 2 || n % 10 === 0) {
      s.add(`${tag}: legal actions at ${n}`, 'ReturnType<M.Game["legalActions"]>', legal);
      s.add(`${tag}: seat ${seat}'s view at ${n}`, 'ReturnType<M.Game["view"]>', game.view(seat, true));
      s.add(`${tag}: the computer's choice at ${n}`, 'ReturnType<M.Game["computerChoice"]>', choice);
      s.add(`${tag}: the preview at ${n}`, 'ReturnType<M.Game["preview"]>', game.preview(choice.action, seat));
      s.add(`${tag}: the score at ${n}`, 'ReturnType<M.Game["score"]>', game.score());
      const dancer = legal.find((/** @type {any} */ l) => l.action.from);
      if (dancer) {
        const { x, y } = dancer.action.from;
        s.add(`${tag}: the steps at ${n}`, 'ReturnType<M.Game["legalSteps"]>', game.legalSteps(x, y));
      }
    }
    const events = game.apply(choice.action);
    for (const e of events) {
      s.saw('M.Event', e.kind);
      if (e.kind === 'DieChanged') s.saw('M.Cause', e.cause);
    }
    s.add(`${tag}: the events of action ${n}`, 'ReturnType<M.Game["apply"]>', events);
  }
  if (!game.isOver()) throw new Error(`${tag}: not over after 400 actions`);
  s.add(`${tag}: the public view at the end`, 'ReturnType<M.Game["view"]>', game.view(undefined, false));
  s.add(`${tag}: the log, as anybody reads it`, 'ReturnType<M.Game["log"]>', game.log(undefined, false, undefined));
  s.add(`${tag}: seat 0's log`, 'ReturnType<M.Game["log"]>', game.log(0, true, 0));
  s.add(`${tag}: the actions`, 'ReturnType<M.Game["actions"]>', game.actions());
  s.add(`${tag}: the final score`, 'ReturnType<M.Game["score"]>', game.score());
}

/** The page's own bundle: every function and method that hands out a value, and the errors
 * of each kind of input. @param {any} m @param {Samples} s */
export function musesSamples(m, s) {
  s.add('the tile table', 'ReturnType<typeof M.museTable>', m.museTable());
  s.add("the rules' tables", 'ReturnType<typeof M.rules>', m.rules());
  s.add('the seating of 3', 'ReturnType<typeof M.seating>', m.seating(3, undefined));
  s.add('the seating of 4 (pw)', 'ReturnType<typeof M.seating>', m.seating(4, 'pw'));
  s.add('the version', 'ReturnType<typeof M.version>', m.version());
  s.add('a perft count', 'ReturnType<typeof M.perft>', m.perft(DANCE, 1));
  // Games to their end: two players (a neutral die face down), three, four (teams, a neutral
  // die face up), and a two-round match.
  for (const [players, rounds, seed] of /** @type {[number, number, string][]} */ ([
    [2, 1, '7'],
    [3, 1, '8'],
    [4, 1, '9'],
    [2, 2, '10'],
  ])) {
    const game = new m.Game({ players, rounds, seed });
    playOut(game, s, `${players} players, ${rounds} round(s)`);
    const code = game.code();
    s.add('a code', 'ReturnType<M.Game["code"]>', code);
    const linked = m.Game.fromLink(code);
    linked.setNames(['Anna', 'Bruno', 'Chiara', 'Dario'].slice(0, players));
    linked.setComputers({ kinds: ['human', ...Array(players - 1).fill('hard')], host: 0, think: 500 });
    s.add('the names a link carries', 'ReturnType<M.Game["names"]>', linked.names());
    s.add('the computers a link carries', 'ReturnType<M.Game["computers"]>', linked.computers());
    s.add('no computers', 'ReturnType<M.Game["computers"]>', game.computers());
    s.add('the seat of action 0', 'ReturnType<M.Game["seatOf"]>', linked.seatOf(0));
    s.add('the number of actions', 'ReturnType<M.Game["actionCount"]>', linked.actionCount());
    s.add('a position link?', 'ReturnType<M.Game["fromPositionLink"]>', linked.fromPositionLink());
    s.add('undone', 'ReturnType<M.Game["undo"]>', linked.prefix(3).undo(1));
    s.add('the position', 'ReturnType<M.Game["position"]>', linked.prefix(5).position());
    linked.free();
    game.free();
  }
  // A position game: the notation's ways in and out, and a Power that ends the round (a
  // PowerStep without a step).
  const board = m.Game.fromPosition(DANCE);
  s.add("an action's notation", 'ReturnType<M.Game["notation"]>', board.notation(board.legalActions()[0].action));
  s.add(
    'the events of an action in notation',
    'ReturnType<M.Game["applyNotation"]>',
    board.applyNotation(board.legalActions()[0].notation),
  );
  s.add("a position game's code", 'ReturnType<M.Game["code"]>', board.code());
  board.free();

  // The errors: at least one of each kind of reason the page's bundle throws.
  const game = new m.Game({ players: 2, seed: '1' });
  const place = game.legalActions()[0].action;
  s.error('options that are not options', () => new m.Game('nonsense'));
  s.error('five players', () => new m.Game({ players: 5 }));
  s.error('three rounds', () => new m.Game({ players: 2, rounds: 3 }));
  s.error('too few colours', () => new m.Game({ players: 3, colours: 'pw' }));
  s.error('one colour twice', () => new m.Game({ players: 2, colours: 'pp' }));
  s.error('a seed that is no number', () => new m.Game({ players: 2, seed: 'x' }));
  s.error('a colour that is none', () => m.seating(2, 'px'));
  s.error('an action that is no action', () => game.apply({ kind: 'Jump' }));
  s.error('a list of actions that is none', () => m.Game.replay({ players: 2, seed: '1' }, 'x'));
  s.error('an illegal action replayed', () => m.Game.replay({ players: 2, seed: '1' }, [place, place]));
  s.error('names that are none', () => game.setNames('x'));
  s.error('computers that are none', () => game.setComputers({ kinds: 3 }));
  s.error('a level that is none', () => game.computerChoice('grand', '1', undefined, undefined));
  s.error('a Muse no longer in hand', () => {
    game.apply(place);
    game.apply(place);
  });
  s.error('a step in the placement', () => game.apply({ kind: 'Step', from: { x: 0, y: 0 }, dir: 'N' }));
  s.error('an empty link', () => m.Game.fromLink('#'));
  s.error("another site's link", () => m.Game.fromLink('#zzz'));
  s.error('a garbled link', () => m.Game.fromLink('#g!!!!'));
  s.error('a link cut short', () => m.Game.fromLink('#gA'));
  s.error('a damaged link', () => m.Game.fromLink(`#${damaged(game.code())}`));
  s.error('a position that does not read', () => m.Game.fromPosition('Zeus@0,0=1p pw 1'));
  s.error('a position without its seats', () => m.Game.fromPosition('Clio@0,0=1p'));
  s.error('a position that breaks a rule', () => m.Game.fromPosition('Clio@0,0=7p/Thalia@1,0=1w pw 1'));
  s.error('two Muses on a square', () => m.Game.fromPosition('Clio@0,0=1p/Thalia@0,0=1w pw 1'));
  s.error('a Muse not in play', () => m.Game.fromPosition(DANCE).applyNotation('Erato:N'));
  s.error('notation that does not read', () => m.Game.fromPosition(DANCE).applyNotation('Clio:Q'));
  s.error('a Power out of its area', () => {
    const b = m.Game.fromPosition(DANCE);
    const power = b.legalActions().find((/** @type {any} */ l) => l.action.kind === 'PowerStep');
    b.apply({ ...power.action, target: { x: 9, y: 9 } });
  });
  game.free();
}

/** A small dance position (RULES.md §9; tests/wasm.rs's). */
const DANCE = 'Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/Thalia@-1,1=1p/Urania@-1,-1=1w pw 1';

/** A game code with one character changed, which its checksum refuses. @param {string} code */
function damaged(code) {
  const i = Math.floor(code.length / 2);
  return code.slice(0, i) + (code[i] === 'A' ? 'B' : 'A') + code.slice(i + 1);
}

/** The tutorial's bundle: the lessons, each step's checks, solutions, highlights, the Hint.
 * @param {any} m @param {Samples} s */
export function lessonsSamples(m, s) {
  const book = m.lessons();
  s.add('the lessons', 'ReturnType<typeof M.lessons>', book);
  for (const lesson of book.lessons) {
    for (const step of lesson.steps) {
      s.saw('M.Goal', step.goal.kind);
      const game = m.Game.fromLink(step.link);
      const marks = game.lessonHighlights(step.id);
      for (const h of marks) s.saw('M.Highlight', h.kind);
      s.add(`step ${step.id}: highlights`, 'ReturnType<M.Game["lessonHighlights"]>', marks);
      const solution = game.lessonSolution(step.id);
      s.add(`step ${step.id}: its solution`, 'ReturnType<M.Game["lessonSolution"]>', solution);
      s.add(`step ${step.id}: the Hint`, 'ReturnType<M.Game["hint"]>', game.hint('1', true));
      // Every legal action checked against the goal: met, missed (why), refused.
      for (const { action } of game.legalActions().slice(0, 12)) {
        const copy = m.Game.fromLink(step.link);
        const check = copy.lessonCheck(step.id, action);
        if (check?.off_goal) s.saw('M.OffGoal', check.off_goal.kind);
        s.add(`step ${step.id}: a check`, 'ReturnType<M.Game["lessonCheck"]>', check);
        copy.free();
      }
      if (solution) {
        const check = game.lessonCheck(step.id, solution);
        s.add(`step ${step.id}: its solution checked`, 'ReturnType<M.Game["lessonCheck"]>', check);
      }
      game.free();
    }
  }
  const game = m.Game.fromLink(book.lessons[0].steps[0].link);
  s.add(
    'an unknown step checked',
    'ReturnType<M.Game["lessonCheck"]>',
    game.lessonCheck('nope', game.legalActions()[0].action),
  );
  s.error('a check of no action', () => game.lessonCheck('step.move', 'x'));
  game.free();
}

/** The review's bundle: a review step by step, its result, kept and resumed, its rules.
 * @param {any} m @param {Samples} s */
export function reviewSamples(m, s) {
  s.add("the review's rules", 'ReturnType<typeof M.reviewRules>', m.reviewRules());
  // The review's test position: Purple's Melpomene steps north, which lets White's Euterpe
  // win: a blunder, with a better move and its why.
  const game = m.Game.fromPosition(
    'melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/' +
      'Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1',
  );
  game.applyNotation('melpomene:N');
  game.applyNotation('Euterpe:N');
  const reviewer = new m.Reviewer(game, 50, '3', undefined);
  s.add('progress before', 'ReturnType<M.Reviewer["progress"]>', reviewer.progress());
  while (!reviewer.isDone()) s.add('a step', 'ReturnType<M.Reviewer["step"]>', reviewer.step());
  const review = reviewer.result();
  for (const entry of review.entries) if (entry.mark) s.saw('M.Mark', entry.mark);
  s.add('a review', 'ReturnType<M.Reviewer["result"]>', review);
  s.add('a review kept', 'ReturnType<M.Reviewer["kept"]>', reviewer.kept());
  const resumed = m.Reviewer.resume(game, reviewer.kept(), undefined);
  s.add('a review resumed', 'ReturnType<M.Reviewer["result"]>', resumed.result());
  s.error('a review with a bad seed', () => new m.Reviewer(game, undefined, '-1', undefined));
  // A game played at random, reviewed: under way, then whole (every mark in it).
  const dealt = new m.Game({ players: 3, seed: '4' });
  let n = 0;
  while (!dealt.isOver() && n++ < 400)
    dealt.apply(dealt.computerChoice('random', String(n), undefined, undefined).action);
  const whole = new m.Reviewer(dealt, 20, '1', undefined);
  for (let i = 0; i < 6 && !whole.isDone(); i++) whole.step();
  s.add('a review under way', 'ReturnType<M.Reviewer["result"]>', whole.result());
  while (!whole.isDone()) whole.step();
  const all = whole.result();
  for (const entry of all.entries) if (entry.mark) s.saw('M.Mark', entry.mark);
  s.add('a whole game reviewed', 'ReturnType<M.Reviewer["result"]>', all);
}

/** Fair mode's bundle: two devices play a game by passing links (every step, every verdict an
 * honest game reaches), then a link whose round a false alarm stopped (tests/fair.rs writes
 * it): a round not valid, and its fault. @param {any} m @param {Samples} s @param {string} stopped */
export function fairSamples(m, s, stopped) {
  s.add('the most dance turns', 'ReturnType<typeof M.FairGame.maxDanceTurns>', m.FairGame.maxDanceTurns());
  const anna = m.FairGame.create({ players: 2, rounds: 1 }, ['Anna', 'Ben']);
  s.add('the options', 'ReturnType<M.FairGame["options"]>', anna.options());
  s.add('the names', 'ReturnType<M.FairGame["names"]>', anna.names());
  s.add('the free seats', 'ReturnType<M.FairGame["freeSeats"]>', anna.freeSeats());
  s.add('no view before the deal', 'ReturnType<M.FairGame["view"]>', anna.view(0, false));
  const ben = m.FairGame.open(anna.link());
  ben.takeSeat(1);
  s.add("a seat's key", 'ReturnType<M.FairGame["exportKey"]>', ben.exportKey(1));
  s.add('no key', 'ReturnType<M.FairGame["exportKey"]>', ben.exportKey(0));
  const devices = [anna, ben];
  /** What `d` hands out about where the game stands. @param {any} d @param {string} at */
  const standing = (d, at) => {
    const next = d.next();
    if (next) s.saw('M.FairStep', next.step);
    s.add(`what comes next, ${at}`, 'ReturnType<M.FairGame["next"]>', next);
    const verdicts = d.verdicts();
    for (const v of verdicts) s.saw('M.Verdict', v.kind);
    s.add(`the verdicts, ${at}`, 'ReturnType<M.FairGame["verdicts"]>', verdicts);
  };
  let turn = 1;
  let n = 0;
  while (devices[turn].next() && n++ < 2000) {
    const d = devices[turn];
    const seat = turn;
    standing(d, `seat ${seat} before it sends`);
    d.advance();
    standing(d, `seat ${seat} after it sent`);
    for (let next = d.next(); next?.mine && next.step === 'Play'; next = d.next()) {
      const legal = d.legalActions();
      const choice = d.computerChoice('random', String(n), undefined, undefined);
      const events = d.apply(legal[Math.floor(legal.length / 2)]);
      for (const e of events) s.saw('M.Event', e.kind);
      if (n % 8 === 0 || events.some((/** @type {any} */ e) => e.kind === 'RoundEnded')) {
        s.add(`seat ${seat}'s legal actions`, 'ReturnType<M.FairGame["legalActions"]>', legal);
        s.add(`seat ${seat}'s computer's choice`, 'ReturnType<M.FairGame["computerChoice"]>', choice);
        s.add(`seat ${seat}'s events`, 'ReturnType<M.FairGame["apply"]>', events);
        s.add(`seat ${seat}'s view`, 'ReturnType<M.FairGame["view"]>', d.view(seat, true));
        s.add('the public view', 'ReturnType<M.FairGame["view"]>', d.view(undefined, false));
        s.add(`seat ${seat}'s log`, 'ReturnType<M.FairGame["log"]>', d.log(seat, true, undefined));
      }
      d.advance();
      standing(d, `seat ${seat} after a play`);
    }
    const link = d.link();
    turn = 1 - turn;
    devices[turn].update(link);
  }
  for (const [i, d] of devices.entries()) {
    standing(d, `device ${i} at the end`);
    s.add('the seats', 'ReturnType<M.FairGame["seats"]>', d.seats());
    s.add('the secrets', 'ReturnType<M.FairGame["secrets"]>', d.secrets());
    s.add('the rounds at the limit', 'ReturnType<M.FairGame["atLimit"]>', d.atLimit());
    s.add("the First Player's dice", 'ReturnType<M.FairGame["firstPlayerRolls"]>', d.firstPlayerRolls());
    s.add('the log', 'ReturnType<M.FairGame["log"]>', d.log(undefined, false, 0));
    s.add('no choice: not its turn', 'ReturnType<M.FairGame["computerChoice"]>', d.computerChoice('easy', '1'));
  }
  const cheat = m.FairGame.open(stopped.trim());
  standing(cheat, 'a round a false alarm stopped');
  const invalid = cheat.verdicts().find((/** @type {any} */ v) => v.kind === 'Invalid');
  s.add("the false alarm's fault", 'M.Fault', invalid?.params);
  s.add('its log', 'ReturnType<M.FairGame["log"]>', cheat.log(undefined, false, undefined));
}

/** The puzzles' bundle: the shipped puzzles, every kind of answer to them right and wrong
 * (their first actions tried), the ratings, and a reviewed game's mistake made a puzzle.
 * @param {any} m @param {Samples} s */
export function puzzlesSamples(m, s) {
  const set = new m.Puzzles();
  const player = m.puzzlePlayer();
  s.add("a new player's rating", 'ReturnType<typeof M.puzzlePlayer>', player);
  for (let day = 0; day < Math.min(set.count, 40); day++) {
    const puzzle = set.daily(19000 + day);
    s.saw('M.PuzzleCategory', puzzle.category);
    s.add(`puzzle ${puzzle.id}: its kind`, 'M.Puzzle["category"]', puzzle.category);
    s.add(`puzzle ${puzzle.id}: its hint`, 'ReturnType<M.Puzzle["hint"]>', puzzle.hint());
    const start = m.puzzleStart(puzzle.rating);
    s.add(`puzzle ${puzzle.id}: its rating`, 'ReturnType<typeof M.puzzleStart>', start);
    s.add(`puzzle ${puzzle.id}: rated`, 'ReturnType<typeof M.puzzleRate>', m.puzzleRate(player, start, day % 2 === 0));
    const game = puzzle.game();
    for (const { action } of game.legalActions().slice(0, 10)) judge(s, puzzle, action);
    judge(s, puzzle, puzzle.verdict(game.legalActions()[0].action).answer);
    game.free();
  }
  s.add('a rating that does not read', 'ReturnType<typeof M.puzzleRate>', m.puzzleRate({ rating: 'x' }, player, true));
  // The review's blunder (reviewSamples) made a puzzle.
  const game = m.Game.fromPosition(
    'melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/' +
      'Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1',
  );
  game.applyNotation('melpomene:N');
  const better = game.betterMove(0);
  if (!better) throw new Error('the blunder makes no puzzle');
  s.saw('M.PuzzleCategory', better.category);
  s.add("a mistake's puzzle: its kind", 'M.Puzzle["category"]', better.category);
  const own = better.game();
  for (const { action } of own.legalActions()) judge(s, better, action);
  for (const right of [true, false])
    if (!s.values.some((v) => v.type === 'ReturnType<M.Puzzle["verdict"]>' && v.json.startsWith(`{"right":${right}`)))
      throw new Error(`no attempt was ${right ? 'right' : 'wrong'}`);
}

/** `action` judged as an answer to `puzzle`. @param {Samples} s @param {any} puzzle @param {unknown} action */
function judge(s, puzzle, action) {
  const verdict = puzzle.verdict(action);
  if (verdict.why) s.saw('M.PuzzleWhy', verdict.why.kind);
  if (verdict.wrong) s.saw('M.PuzzleWrong', verdict.wrong.kind);
  s.add(`puzzle ${puzzle.id}: ${verdict.right ? 'right' : 'wrong'}`, 'ReturnType<M.Puzzle["verdict"]>', verdict);
}

/** Live play's codec (the `live` bundle) over the codes the page's first codec wrote and read
 * (tests/data/live-codes.json): codes, codes read, and every refusal, thrown as an `Error`
 * with the reason's kind and params (its message the English sentence).
 * @param {any} m @param {Samples} s */
export async function liveSamples(m, s) {
  const data = JSON.parse(await readFile(new URL('../data/live-codes.json', import.meta.url), 'utf8'));
  /** @type {Map<string, number>} */
  const errors = new Map();
  /** @param {string} what @param {() => unknown} f */
  const ask = (what, f) => {
    try {
      return f();
    } catch (e) {
      const error = /** @type {Error & { kind: string, params: unknown }} */ (e);
      if (!(error instanceof Error) || typeof error.kind !== 'string') throw new Error(`${what}: threw ${String(e)}`);
      s.saw('M.LiveError', error.kind);
      // A few of each kind.
      errors.set(error.kind, (errors.get(error.kind) ?? 0) + 1);
      if (/** @type {number} */ (errors.get(error.kind)) > 3) return undefined;
      const { name, message, kind, params } = error;
      s.add(what, 'M.LiveCodeError', { name, message, kind, params });
      return undefined;
    }
  };
  for (const c of data.encodes) {
    const code = ask('an SDP encoded', () => m.liveEncode(c.sdp, c.reply ?? undefined, c.from ?? '', c.to ?? ''));
    if (code !== undefined) s.add('an SDP encoded', 'ReturnType<typeof M.liveEncode>', code);
  }
  for (const c of data.decodes) {
    const read = ask('a text read', () => m.liveDecode(c.text, c.expect));
    if (read === undefined) continue;
    s.add('a text read', 'ReturnType<typeof M.liveDecode>', read);
    s.add('its code', 'ReturnType<typeof M.liveCodeOf>', m.liveCodeOf(c.text));
  }
  const offer = data.encodes[0].sdp;
  s.add("an invitation's id", 'ReturnType<typeof M.liveInvitationId>', m.liveInvitationId(offer));
  s.add('a name cleaned', 'ReturnType<typeof M.liveCleanName>', m.liveCleanName(' An\u202Ena '));
}
