//! The review's JavaScript API (issue 25, cargo feature `review`): what the computer thinks of
//! every action of the rounds played to the end, one action per `step` so that a worker can
//! report its progress and be stopped between two. Only in a build with the `review` feature:
//! it would cost the first load about 9 KB of gzip (157.9 KB against the goal of 150), so the
//! page loads it on demand as it does fair mode's and the tutorial's. How the page uses it
//! (calls, costs, Cancel, keeping): docs/figures-review.md, "The page's API".

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
    /// A review of `game`'s rounds played to the end (a round still being played has no
    /// review: it would tell what a seat holds), or of its first `rounds` only (a fair game:
    /// the rounds verified, never one whose hidden Muses are only filled in). `iterations` per
    /// action: `reviewRules()`'s default when absent, its `deeper` for a closer look, at most
    /// its `most`. `seed` a decimal string ("0" when absent): the same game, iterations and
    /// seed give the same review on every device.
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

    /// Reviews the next action and says how far the review is: in Chromium at the default
    /// budget 0.1 s on average, 0.5 s at the slowest (an early placement); four times that
    /// deeper. It cannot be interrupted: Cancel is between two steps, or the worker's end.
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

    /// The review so far as the short text to keep with the game (about 27 characters an
    /// action), which `Reviewer.resume` reads back.
    pub fn kept(&self) -> String {
        self.inner.kept()
    }

    /// The review `kept` of `game` (`kept()`'s text), opened at once without a search and
    /// ready to go on where it stopped (with `rounds` as for `new`); `undefined` if the text is
    /// damaged or is the review of another game (then review it afresh).
    pub fn resume(game: &Game, kept: &str, rounds: Option<u8>) -> Option<Reviewer> {
        let inner = crate::ai::review::Reviewer::resume(&game.inner, kept)?;
        Some(Reviewer {
            inner: inner.first_rounds(rounds.unwrap_or(u8::MAX)),
        })
    }
}

/// The review's budgets (search iterations per action) and its marks' thresholds: the chance
/// lost (per mille, as `Reviewed.loss`) from which an action is an inaccuracy, a mistake, a
/// blunder (a hand-over while a safe action existed is a blunder whatever its loss), and the
/// most a strong action (a safe one where most were not) may lose.
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

/// The review's budgets and the thresholds of its marks (how marks are defined:
/// docs/figures-review.md).
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
