//! The tutorial's JavaScript API (feature `lessons`, loaded when the tutorial opens):
//! [`lessons`] and more of [`Game`]'s methods. A step is played in an ordinary game opened from
//! its link; `lessonCheck` plays an action only if it meets the step's goal.

use super::{action_from_js, parse_seed, to_js, Game};
use crate::lesson;
use wasm_bindgen::prelude::*;

/// The lessons in order (`src/lessons.json`, which the native tests keep equal to the engine's).
#[wasm_bindgen(unchecked_return_type = "Lessons")]
pub fn lessons() -> JsValue {
    js_sys::JSON::parse(include_str!("../lessons.json")).unwrap_or(JsValue::NULL)
}

#[wasm_bindgen]
impl Game {
    /// Checks an action against the step's goal and plays it only if it meets it; null for an
    /// unknown id.
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

    /// The Hint for the seat to move, from its view only; null when the game is over. `seed` a
    /// decimal string; `ownMystery` lets its own Mysterious Muse count (D3).
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
