//! The puzzles' JavaScript API (feature `puzzles`, loaded on demand): the shipped set, an
//! attempt judged, the ratings, a reviewed game's mistakes made puzzles. A puzzle stays in the
//! wasm ([`PuzzleHandle`]): the page never holds its face-down Muses (D3) nor its answers.

use super::{action_from_js, parse_seed, to_js, Game};
use crate::game::Game as Inner;
use crate::puzzle::{glicko, mistakes, pack, verdict, Puzzle};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The shipped puzzles, read once (the bundle carries them: docs/puzzles.md).
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
    pub fn get(&self, id: &str) -> Option<PuzzleHandle> {
        self.set.iter().find(|p| p.id() == id).map(PuzzleHandle::of)
    }

    /// A puzzle at `rating` not among `played` (ids), chosen by `seed` (a decimal string).
    pub fn pick(
        &self,
        rating: f64,
        #[wasm_bindgen(unchecked_param_type = "string[]")] played: JsValue,
        seed: &str,
    ) -> Result<Option<PuzzleHandle>, JsValue> {
        let seed = parse_seed(seed)?;
        let played: Vec<String> = serde_wasm_bindgen::from_value(played).unwrap_or_default();
        let seen: std::collections::HashSet<&str> = played.iter().map(String::as_str).collect();
        let index = pack::pick(&self.set, rating, &|id| seen.contains(id), seed);
        Ok(index.map(|i| PuzzleHandle::of(&self.set[i])))
    }

    /// The puzzle of day `day` (whole days since 1970-01-01, UTC): the same for every player.
    pub fn daily(&self, day: f64) -> Option<PuzzleHandle> {
        let i = pack::daily(day as i64, self.set.len());
        self.set.get(i).map(PuzzleHandle::of)
    }
}

impl Default for Puzzles {
    fn default() -> Self {
        Puzzles::new()
    }
}

/// One puzzle, held here: its position and answers never cross to the page.
#[wasm_bindgen(js_name = Puzzle)]
pub struct PuzzleHandle {
    inner: Puzzle,
}

impl PuzzleHandle {
    fn of(p: &Puzzle) -> PuzzleHandle {
        PuzzleHandle { inner: p.clone() }
    }
}

#[wasm_bindgen(js_class = Puzzle)]
impl PuzzleHandle {
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.inner.id()
    }

    #[wasm_bindgen(getter, unchecked_return_type = "PuzzleCategory")]
    pub fn category(&self) -> JsValue {
        to_js(&self.inner.category)
    }

    #[wasm_bindgen(getter)]
    pub fn players(&self) -> usize {
        self.inner.position.players()
    }

    /// Its starting rating, from its difficulty.
    #[wasm_bindgen(getter)]
    pub fn rating(&self) -> u16 {
        self.inner.rating
    }

    /// The seat to move (0-based): the puzzle is seen from it.
    #[wasm_bindgen(getter)]
    pub fn seat(&self) -> usize {
        self.inner.position.to_move()
    }

    /// Its position as a one-round game, to show from the mover's seat and play on.
    pub fn game(&self) -> Game {
        Game {
            inner: Inner::from_position(self.inner.position),
            names: Vec::new(),
            computers: None,
        }
    }

    /// `action` judged as an answer. Throws only for something that is not an action.
    #[wasm_bindgen(unchecked_return_type = "PuzzleVerdict")]
    pub fn verdict(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        Ok(to_js(&verdict::verdict(&self.inner, &action)))
    }

    /// The square of the Muse to move (the hint marks her).
    #[wasm_bindgen(unchecked_return_type = "Square | null")]
    pub fn hint(&self) -> JsValue {
        to_js(&verdict::hint(&self.inner))
    }
}

/// A new player's rating.
#[wasm_bindgen(js_name = puzzlePlayer, unchecked_return_type = "PuzzleRating")]
pub fn puzzle_player() -> JsValue {
    to_js(&glicko::START)
}

/// A puzzle's starting rating, from its difficulty (`Puzzle.rating`).
#[wasm_bindgen(js_name = puzzleStart, unchecked_return_type = "PuzzleRating")]
pub fn puzzle_start(rating: u16) -> JsValue {
    to_js(&glicko::puzzle_start(rating))
}

/// One attempt rated (Glicko-2): both ratings after it; null when one cannot be read.
#[wasm_bindgen(
    js_name = puzzleRate,
    unchecked_return_type = "{ player: PuzzleRating; puzzle: PuzzleRating } | null"
)]
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
        let finite = r.rating.is_finite() && r.deviation.is_finite() && r.volatility.is_finite();
        (finite && r.deviation > 0.0 && r.volatility > 0.0).then_some(r)
    };
    let (Some(player), Some(puzzle)) = (read(player), read(puzzle)) else {
        return JsValue::NULL;
    };
    let (player, puzzle) = glicko::attempt(player, puzzle, solved);
    to_js(&Rated { player, puzzle })
}

#[wasm_bindgen]
impl Game {
    /// The "find a better move" puzzle of this game's action at `index`, if its better move is
    /// exact (docs/puzzles.md).
    #[wasm_bindgen(js_name = betterMove)]
    pub fn better_move(&self, index: usize) -> Option<PuzzleHandle> {
        mistakes::better_move(&self.inner, index).map(|inner| PuzzleHandle { inner })
    }
}
