//! The review's JavaScript API (feature `review`, loaded on demand): one action per `step`, so
//! that a worker can report its progress and stop between two (docs/figures-review.md).

use super::{parse_seed, to_js, Game};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// A review of a game, made one action at a time (meant for a Web Worker).
#[wasm_bindgen]
pub struct Reviewer {
    inner: crate::ai::review::Reviewer,
}

#[wasm_bindgen]
impl Reviewer {
    /// A review of `game`'s rounds played to the end, or of its first `rounds` only (a fair
    /// game's verified ones), at `iterations` per action (at most `reviewRules().most`), with
    /// `seed` a decimal string ("0" when absent).
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &Game,
        iterations: Option<u32>,
        seed: Option<String>,
        rounds: Option<u8>,
    ) -> Result<Reviewer, JsValue> {
        let seed = match seed.as_deref() {
            None | Some("") => 0,
            Some(s) => parse_seed(s)?,
        };
        let iterations = iterations.unwrap_or(crate::ai::review::DEFAULT_ITERATIONS);
        let inner = crate::ai::review::Reviewer::new(&game.inner, iterations, seed);
        Ok(Reviewer {
            inner: inner.first_rounds(rounds.unwrap_or(u8::MAX)),
        })
    }

    /// Reviews the next action and says how far the review is (0.1 s on average).
    #[wasm_bindgen(unchecked_return_type = "Progress")]
    pub fn step(&mut self) -> JsValue {
        to_js(&self.inner.step())
    }

    #[wasm_bindgen(unchecked_return_type = "Progress")]
    pub fn progress(&self) -> JsValue {
        to_js(&self.inner.progress())
    }

    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.inner.is_done()
    }

    /// The review so far (whole once `isDone`), as a plain object to show.
    #[wasm_bindgen(unchecked_return_type = "Review")]
    pub fn result(&self) -> JsValue {
        to_js(&self.inner.review())
    }

    /// The review so far as the short text kept with the game, for `Reviewer.resume`.
    pub fn kept(&self) -> String {
        self.inner.kept()
    }

    /// The review `kept` of `game`, opened without a search to go on where it stopped;
    /// `undefined` if the text is damaged or another game's.
    pub fn resume(game: &Game, kept: &str, rounds: Option<u8>) -> Option<Reviewer> {
        let inner = crate::ai::review::Reviewer::resume(&game.inner, kept)?;
        Some(Reviewer {
            inner: inner.first_rounds(rounds.unwrap_or(u8::MAX)),
        })
    }
}

/// The review's budgets (iterations per action) and its marks' thresholds (per mille lost).
#[derive(Serialize, Tsify)]
struct ReviewRules {
    /// The default budget.
    iterations: u32,
    /// For a closer look.
    deeper: u32,
    /// The most `Reviewer`'s constructor takes.
    most: u32,
    inaccuracy: u16,
    mistake: u16,
    blunder: u16,
    strong: u16,
}

/// The review's budgets and the thresholds of its marks.
#[wasm_bindgen(js_name = reviewRules, unchecked_return_type = "ReviewRules")]
pub fn review_rules() -> JsValue {
    use crate::ai::review;
    to_js(&ReviewRules {
        iterations: review::DEFAULT_ITERATIONS,
        deeper: review::DEEPER_ITERATIONS,
        most: review::MAX_ITERATIONS,
        inaccuracy: review::INACCURACY,
        mistake: review::MISTAKE,
        blunder: review::BLUNDER,
        strong: review::STRONG_LOSS,
    })
}
