//! The tutorial's JavaScript API (issue 14): [`lessons`] and more of [`Game`]'s methods, in
//! the build the page loads when the tutorial opens (`--features lessons`, examples/lessons.rs,
//! scripts/build-bundles.sh, www/engine/bundles.js), so that the first load does not carry it.
//!
//! A lesson step is played in an ordinary [`Game`]: `Game.fromLink(step.link)` (from
//! [`lessons`]) opens the position it starts from, the page draws it and reads its legal steps
//! as in any game, and sends each action the player makes to `lessonCheck(id, action)`, which
//! plays it only if it meets the step's goal. A step that goes on from the previous one is
//! checked in the same game.

use super::{action_from_js, parse_seed, to_js, Game};
use crate::lesson;
use wasm_bindgen::prelude::*;

/// The lessons in order: each step's id, goal and start (a position link), and the kinds the
/// page words. Parsed from `src/lessons.json`, which the native tests write from
/// the engine's lessons and keep equal to them.
#[wasm_bindgen(unchecked_return_type = "Lessons")]
pub fn lessons() -> JsValue {
    js_sys::JSON::parse(include_str!("../lessons.json")).unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
impl Game {
    /// Checks an action against the lesson step's goal in this game, and plays it only if it
    /// meets the goal: `{ ok, events, reason, off_goal }`; null for an id `lessons()` does not
    /// list. Throws only for something that is not an action.
    #[wasm_bindgen(js_name = lessonCheck, unchecked_return_type = "LessonCheck | null")]
    pub fn lesson_check(
        &mut self,
        id: &str,
        #[wasm_bindgen(unchecked_param_type = "Action")] action: JsValue,
    ) -> Result<JsValue, JsValue> {
        let action = action_from_js(action)?;
        let check = lesson::step(id).map(|s| s.check(&mut self.inner, action));
        Ok(to_js(&check))
    }

    /// What "Show me" plays here for the step: an action that meets its goal (for a Refused
    /// goal, one the engine refuses); null for an explanation or an unknown id.
    #[wasm_bindgen(js_name = lessonSolution, unchecked_return_type = "Action | null")]
    pub fn lesson_solution(&self, id: &str) -> JsValue {
        to_js(&lesson::step(id).and_then(|s| s.solution(self.inner.position())))
    }

    /// The Hint for the seat to move (issue 14): what Medium would play, chosen from that
    /// seat's view only, and why when the engine can tell; null when the game is over. `seed`
    /// is a decimal string (the same seed gives the same Hint); `ownMystery` lets the seat's
    /// own Mysterious Muse count (D3: only on its private device). In this build, not the
    /// page's: the page's first load stays within its 150 KB (docs/figures.md).
    #[wasm_bindgen(unchecked_return_type = "Hint | null")]
    pub fn hint(&self, seed: &str, own_mystery: Option<bool>) -> Result<JsValue, JsValue> {
        let seed = parse_seed(seed)?;
        let seat = Some(self.inner.position().to_move());
        let view = self.inner.view(seat, own_mystery.unwrap_or(false));
        Ok(to_js(&crate::ai::hint(&view, seed)))
    }

    /// What to highlight here for the step (nothing for an unknown id).
    #[wasm_bindgen(js_name = lessonHighlights, unchecked_return_type = "Highlight[]")]
    pub fn lesson_highlights(&self, id: &str) -> JsValue {
        let marks = lesson::step(id).map(|s| s.highlights(&self.inner));
        to_js(&marks.unwrap_or_default())
    }
}
