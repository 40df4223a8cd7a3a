//! Live play's codes for the page (www/features/live/code.js): the whole of the `live` bundle
//! (`--features live`, examples/live.rs), a few KB that the page loads when live play starts.
//! A refusal is a thrown JS `Error` with the [`LiveError`]'s `kind` and `params`, as the
//! engine's errors are (src/wasm.rs), its `message` the English sentence, for the console.

use super::{Expect, LiveError, LiveRead};
use js_sys::{Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn to_js<T: Serialize>(value: &T) -> JsValue {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&ser).unwrap_or(JsValue::NULL)
}

fn throw(e: LiveError) -> JsValue {
    let error = js_sys::Error::new(&e.to_string());
    let _ = Reflect::set(&error, &"params".into(), &Object::new());
    Object::assign(&error, &to_js(&e).unchecked_into());
    error.into()
}

/// The code of an offer's SDP (`reply` undefined: an invitation) or of an answer's (the reply
/// to invitation `reply`), with the players' names.
#[wasm_bindgen(js_name = liveEncode)]
pub fn encode(sdp: &str, reply: Option<u16>, from: &str, to: &str) -> Result<String, JsValue> {
    super::encode(sdp, reply, from, to).map_err(throw)
}

/// The code in `text` (a link, or the code alone), read: `expect` 'offer' or 'answer' refuses
/// the other kind.
#[wasm_bindgen(js_name = liveDecode, unchecked_return_type = "LiveRead")]
pub fn decode(
    text: &str,
    #[wasm_bindgen(unchecked_param_type = "'offer' | 'answer' | undefined")] expect: Option<String>,
) -> Result<JsValue, JsValue> {
    let expect = match expect.as_deref() {
        Some("offer") => Expect::Offer,
        Some("answer") => Expect::Answer,
        _ => Expect::Any,
    };
    let code = super::decode(text, expect).map_err(throw)?;
    Ok(to_js(&LiveRead::from(&code)))
}

/// The code in `text`, unread.
#[wasm_bindgen(js_name = liveCodeOf)]
pub fn code_of(text: &str) -> Result<String, JsValue> {
    super::code_of(text).map_err(throw)
}

/// The id a reply names the invitation of offer `sdp` by.
#[wasm_bindgen(js_name = liveInvitationId)]
pub fn invitation_id(sdp: &str) -> Result<u16, JsValue> {
    Ok(super::read_sdp(sdp, super::Kind::Offer)
        .map_err(throw)?
        .id())
}

/// `name` as a code carries it.
#[wasm_bindgen(js_name = liveCleanName)]
pub fn clean_name(name: &str) -> String {
    super::clean_name(name)
}

// What the page names that serde does not describe: the error thrown.
#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** What the live codec throws: a JS `Error` with the reason's `kind` and `params`. */
export type LiveCodeError = Error & LiveError & { params: object };
"#;
