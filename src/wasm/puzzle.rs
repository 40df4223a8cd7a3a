//! The puzzles' JavaScript API (cargo feature `puzzles`): the shipped set, an attempt judged,
//! the ratings, and a reviewed game's mistakes made puzzles. Only in its own build
//! (examples/puzzles.rs), which the page loads when a player opens the puzzles
//! (www/engine/bundles.js), so that neither the set nor its search is in the first load.
//!
//! A puzzle crosses the boundary as the export's plain object ([`Export`]: its position and
//! solutions in notation). The page opens its position in this build's `Game`
//! (`Game.fromPosition`), shows it from the mover's seat, and hands the action the player
//! makes to `puzzleVerdict`.

use super::{action_from_js, parse_seed, to_js, Game};
use crate::puzzle::{glicko, mistakes, pack, verdict, Export, Puzzle};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PUZZLE_TS_TYPES: &str = r#"
export type PuzzleCategory = "win-now" | "dont-hand-over" | "power-saves" | "power-wins" | "in-two" | "better";
/** A puzzle as `muses puzzles --export` writes it: its position and every correct action in
 * notation (RULES.md §9), its starting rating. */
export interface PuzzleData { id: string; position: string; category: PuzzleCategory; players: number; solutions: string[]; rating: number }
export interface PuzzleRating { rating: number; deviation: number; volatility: number }
export type PuzzleWhy =
  | { kind: "Wins"; params: { square: Square; by: "Step" | "Push" | "Raise"; colour: Colour; rung: "Suns" | "Bonus" | "DiceSum" | "TriggerLoses" | "Clockwise" | "Shared" } }
  | { kind: "Safe"; params: { next: Colour } }
  | { kind: "InTwo"; params: { colour: Colour } };
export type PuzzleWrong =
  | { kind: "GoesOn" }
  | { kind: "Loses"; params: { winners: Colour[] } }
  | { kind: "HandsOver"; params: { next: Colour; reply: Action } }
  | { kind: "Escapes" };
/** An attempt judged: the answer to show (the attempt when right, else the first solution),
 * why it is right, and why the attempt is wrong. */
export interface PuzzleVerdict { right: boolean; answer: Action; why: PuzzleWhy | null; wrong: PuzzleWrong | null }
/** A reviewed game's mistake made a puzzle: the action's index in the game's history. */
export interface BetterMove { index: number; puzzle: PuzzleData }
"#;

/// The shipped puzzles, read once (about 2,000: the bundle carries them, docs/puzzles.md).
#[wasm_bindgen]
pub struct Puzzles {
    set: Vec<Puzzle>,
}

#[wasm_bindgen]
impl Puzzles {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Puzzles {
        Puzzles {
            set: pack::shipped(),
        }
    }

    #[wasm_bindgen(getter)]
    pub fn count(&self) -> usize {
        self.set.len()
    }

    /// The puzzle with this id, if the set has it.
    #[wasm_bindgen(unchecked_return_type = "PuzzleData | undefined")]
    pub fn get(&self, id: &str) -> JsValue {
        let found = self.set.iter().find(|p| p.id() == id).map(Puzzle::export);
        found.map_or(JsValue::UNDEFINED, |e| to_js(&e))
    }

    /// A puzzle at `rating` (the player's) not among `played` (ids; any once all are),
    /// chosen by `seed` (a decimal string).
    #[wasm_bindgen(unchecked_return_type = "PuzzleData | undefined")]
    pub fn pick(
        &self,
        rating: f64,
        #[wasm_bindgen(unchecked_param_type = "string[]")] played: JsValue,
        seed: &str,
    ) -> Result<JsValue, JsValue> {
        let seed = parse_seed(seed)?;
        let played: Vec<String> = serde_wasm_bindgen::from_value(played).unwrap_or_default();
        let seen: std::collections::HashSet<&str> = played.iter().map(String::as_str).collect();
        let index = pack::pick(&self.set, rating, &|id| seen.contains(id), seed);
        Ok(index.map_or(JsValue::UNDEFINED, |i| to_js(&self.set[i].export())))
    }

    /// The puzzle of day `day` (whole days since 1970-01-01, UTC): the same for every player.
    #[wasm_bindgen(unchecked_return_type = "PuzzleData | undefined")]
    pub fn daily(&self, day: f64) -> JsValue {
        let i = pack::daily(day as i64, self.set.len());
        self.set
            .get(i)
            .map_or(JsValue::UNDEFINED, |p| to_js(&p.export()))
    }
}

impl Default for Puzzles {
    fn default() -> Self {
        Puzzles::new()
    }
}

fn read(puzzle: JsValue) -> Option<Puzzle> {
    let export: Export = serde_wasm_bindgen::from_value(puzzle).ok()?;
    export.puzzle().ok()
}

/// `action` judged as an answer to `puzzle`; null for a puzzle that cannot be read. Throws
/// only for something that is not an action.
#[wasm_bindgen(js_name = puzzleVerdict, unchecked_return_type = "PuzzleVerdict | null")]
pub fn puzzle_verdict(
    #[wasm_bindgen(unchecked_param_type = "PuzzleData")] puzzle: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
) -> Result<JsValue, JsValue> {
    let action = action_from_js(action)?;
    Ok(to_js(&read(puzzle).map(|p| verdict::verdict(&p, &action))))
}

/// The square of the Muse to move (the hint marks her); null for a puzzle that cannot be read.
#[wasm_bindgen(js_name = puzzleHint, unchecked_return_type = "Square | null")]
pub fn puzzle_hint(
    #[wasm_bindgen(unchecked_param_type = "PuzzleData")] puzzle: JsValue,
) -> JsValue {
    to_js(&read(puzzle).and_then(|p| verdict::hint(&p)))
}

/// A new player's rating.
#[wasm_bindgen(js_name = puzzlePlayer, unchecked_return_type = "PuzzleRating")]
pub fn puzzle_player() -> JsValue {
    to_js(&glicko::START)
}

/// A puzzle's starting rating, from its difficulty (`PuzzleData.rating`).
#[wasm_bindgen(js_name = puzzleStart, unchecked_return_type = "PuzzleRating")]
pub fn puzzle_start(rating: u16) -> JsValue {
    to_js(&glicko::puzzle_start(rating))
}

/// One attempt rated (Glicko-2): the player's and the puzzle's ratings after it; null when a
/// rating cannot be read.
#[wasm_bindgen(js_name = puzzleRate, unchecked_return_type = "{ player: PuzzleRating; puzzle: PuzzleRating } | null")]
pub fn puzzle_rate(
    #[wasm_bindgen(unchecked_param_type = "PuzzleRating")] player: JsValue,
    #[wasm_bindgen(unchecked_param_type = "PuzzleRating")] puzzle: JsValue,
    solved: bool,
) -> JsValue {
    #[derive(Serialize)]
    struct Rated {
        player: glicko::Rating,
        puzzle: glicko::Rating,
    }
    let read = |v: JsValue| -> Option<glicko::Rating> {
        let r: glicko::Rating = serde_wasm_bindgen::from_value(v).ok()?;
        (r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite()).then_some(r)
    };
    let (Some(player), Some(puzzle)) = (read(player), read(puzzle)) else {
        return JsValue::NULL;
    };
    let (player, puzzle) = glicko::attempt(player, puzzle, solved);
    to_js(&Rated { player, puzzle })
}

#[wasm_bindgen]
impl Game {
    /// The mistakes of this game's actions at `indices` (history indices: the review's
    /// mistakes and blunders of one seat) that make "find a better move" puzzles: those whose
    /// better move is exact (docs/puzzles.md).
    #[wasm_bindgen(js_name = betterMoves, unchecked_return_type = "BetterMove[]")]
    pub fn better_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] indices: JsValue,
    ) -> JsValue {
        #[derive(Serialize)]
        struct BetterMove {
            index: usize,
            puzzle: Export,
        }
        let indices: Vec<usize> = serde_wasm_bindgen::from_value(indices).unwrap_or_default();
        let found: Vec<BetterMove> = indices
            .into_iter()
            .filter_map(|index| {
                let puzzle = mistakes::better_move(&self.inner, index)?;
                Some(BetterMove {
                    index,
                    puzzle: puzzle.export(),
                })
            })
            .collect();
        to_js(&found)
    }
}
