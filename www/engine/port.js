// @ts-check
// The port to the engine: the calls the page makes of a game, whichever door answers them
// (engine.js's Engine, a game dealt here; fair.js's FairEngine, a game whose players' devices
// deal it together). The page asks every game the same calls and reads what differs from its
// capabilities, never from which kind of game it is (boardgame.io's lesson: plugins, not
// patches). Types only: this module has no code.
//
//   const { caps } = session.engine();
//   if (caps.undo !== true) say(t(caps.undo));      // why this game has no Undo
//   if (caps.save === 'game') keep.save();           // the page keeps the game itself
//
// The values below are what the wasm hands out (src/wasm.rs, serde): only the fields the page
// reads are named.

/** @typedef {{ x: number, y: number }} Square */

/**
 * One action (RULES.md §4–§5): a placement, a step, a Power then a step, or a step then a Power.
 * @typedef {object} Action
 * @property {'Place' | 'Step' | 'PowerStep' | 'StepPower'} kind
 * @property {string} [muse]
 * @property {Square} [to]
 * @property {boolean} [face_down]
 * @property {Square} [from]
 * @property {string | null} [dir]
 * @property {Square} [target]
 */

/**
 * What happened, in order (src/event.rs): `kind` names it, the rest is the kind's own.
 * @typedef {{ kind: string, [field: string]: any }} GameEvent
 */

/**
 * A round's score (src/scoring.rs): each tile as it stood and as it was scored, the Companies'
 * dice and Suns, the columns and who won.
 * @typedef {object} Score
 * @property {{ square: Square, muse: string, value: number, scored: number, colour: string,
 *   was_face_down: boolean, will_of_apollo: boolean, neutral: boolean }[]} tiles
 * @property {{ colour: string, seats: number[], dice: number[], suns: number,
 *   bonus?: string | null }[]} companies
 * @property {(number | null)[]} columns
 * @property {number[]} winners
 * @property {number | null} bonus_column
 * @property {string} bonus
 * @property {string} decided_by
 */

/**
 * What a seat may see of a game (src/view.rs).
 * @typedef {object} View
 * @property {'Placement' | 'Dance' | 'Over'} phase
 * @property {string[]} seats            each seat's colour
 * @property {number} to_move
 * @property {number} players
 * @property {number} round
 * @property {number} rounds
 * @property {boolean} game_over
 * @property {string[]} hand             the seat's own hand ([] for the public view)
 * @property {boolean[]} mystery_placed
 * @property {number} first_player
 * @property {Score[]} results
 * @property {{ square: Square, muse: string | null, face_up: boolean, value: number,
 *   colour: string }[]} tiles
 * @property {{ colour: string, seats: number[], suns: number }[]} companies
 * @property {string | null} [neutral]
 * @property {any} [match_score]
 * @property {any} [next_bonus]
 */

/**
 * What differs between games, read instead of asking which kind a game is:
 * - `undo`: true, or the key of the words that say why there is no Undo (i18n.js t);
 * - `save`: 'game' (the page keeps the game with the others, play/keeper.js) or 'own' (the
 *   game's feature keeps its record: fair mode keeps this device's record, in the same store);
 * - `seat`: how this device comes to play a seat: 'link' (the menu's Change seat) or 'key'
 *   (a seat's secret key, fair mode's menu);
 * - `review`: the wasm bundle whose worker reviews it from its `code()` (features/review/):
 *   'review' (a game code or position link) or 'fair' (a fair link: its verified rounds only).
 * @typedef {object} Caps
 * @property {true | string} undo
 * @property {'game' | 'own'} save
 * @property {'link' | 'key'} seat
 * @property {'review' | 'fair'} review
 */

/**
 * A computer's choice: the action (null for none), and how long it took.
 * @typedef {{ action: Action | null, ms: number }} Choice
 */

/**
 * The calls every game answers (engine.js's Engine and fair.js's FairEngine).
 * @typedef {object} Port
 * @property {Caps} caps
 * @property {(seat?: number | null, own?: boolean) => View} view
 * @property {() => { action: Action, notation: string }[]} legal
 * @property {(sq: Square) => import('../table/state.js').Step[]} steps
 * @property {(action: Action, seat?: number | null) => { events: GameEvent[], view: View }} preview
 * @property {(action: Action) => { kind: string, params: object } | null} reason
 * @property {(action: Action) => GameEvent[]} apply
 * @property {(level: string, think: number | undefined) => Promise<Choice>} choose
 * @property {() => string} code
 * @property {() => any} options
 * @property {() => Action[]} actions
 * @property {() => number} actionCount
 * @property {(n: number) => Port} prefix
 * @property {(n?: number) => boolean} undo
 * @property {(seat?: number | null, own?: boolean, from?: number) => { seat: number, round: number,
 *   action: Action | null, notation: string, events: GameEvent[] }[]} log
 * @property {(i: number) => number} seatOf
 * @property {() => string[]} names
 * @property {(names: string[]) => void} setNames
 * @property {() => any} computers
 * @property {(computers: any) => void} setComputers
 * @property {() => boolean} fromPosition
 * @property {() => [number, number][][]} firstPlayerRolls
 * @property {() => void} free
 */

export {};
