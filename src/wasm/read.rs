//! The JavaScript API's inputs (plain objects, arrays, strings) read field by field.
//! (serde-wasm-bindgen's deserializer would cost the page 18 KB of gzip: float printing.)

use crate::action::Action;
use crate::board::{Dir, Square};
use crate::code::{Computers, Player};
use crate::muse::Muse;
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

/// Where the input is not what is read: the field's path (`players`, `[2].muse`), empty for
/// the value itself.
pub(super) type Result<T> = std::result::Result<T, String>;

/// The game options as given, before they are checked (`wasm.rs` checks them).
#[derive(tsify::Tsify)]
#[tsify(rename = "GameOptions")]
pub(super) struct RawOptions {
    /// 2, 3 or 4.
    pub players: u8,
    /// 1, or 2 for a two-round match.
    #[tsify(optional)]
    pub rounds: Option<u8>,
    /// A decimal u64; a fresh random seed when absent.
    #[tsify(optional)]
    pub seed: Option<String>,
    /// One letter per Company: "pw", "pow", …
    #[tsify(optional)]
    pub colours: Option<String>,
}

/// The field `name` of an object, `None` when absent, `null` or `undefined`.
fn field(obj: &JsValue, name: &str) -> Option<JsValue> {
    if !obj.is_object() {
        return None;
    }
    Reflect::get(obj, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

fn need(obj: &JsValue, name: &str) -> Result<JsValue> {
    field(obj, name).ok_or_else(|| name.into())
}

/// A whole number that fits `T` (JS numbers are doubles).
fn whole<T: TryFrom<i64>>(value: &JsValue, name: &str) -> Result<T> {
    value
        .as_f64()
        // Exact in a double, and no fraction: the cast back round-trips.
        .filter(|&n| n.abs() < 9.0e15 && n == (n as i64) as f64)
        .and_then(|n| T::try_from(n as i64).ok())
        .ok_or_else(|| name.into())
}

fn text(value: &JsValue, name: &str) -> Result<String> {
    value.as_string().ok_or_else(|| name.into())
}

fn optional<T>(
    obj: &JsValue,
    name: &str,
    read: fn(&JsValue, &str) -> Result<T>,
) -> Result<Option<T>> {
    field(obj, name).map(|v| read(&v, name)).transpose()
}

/// `{ players, rounds?, seed?, colours? }`.
pub(super) fn options(value: &JsValue) -> Result<RawOptions> {
    if !value.is_object() {
        return Err(String::new());
    }
    Ok(RawOptions {
        players: whole(&need(value, "players")?, "players")?,
        rounds: optional(value, "rounds", whole)?,
        seed: optional(value, "seed", text)?,
        colours: optional(value, "colours", text)?,
    })
}

/// `{ x, y }`.
fn square(value: &JsValue, name: &str) -> Result<Square> {
    let coordinate = |axis: &str| -> Result<i32> {
        let v = field(value, axis).ok_or_else(|| name.to_string())?;
        whole(&v, name)
    };
    Ok(Square::new(coordinate("x")?, coordinate("y")?))
}

/// `"N"`, `"E"`, `"S"` or `"W"`.
fn dir(value: &JsValue, name: &str) -> Result<Dir> {
    match value.as_string().as_deref() {
        Some("N") => Ok(Dir::N),
        Some("E") => Ok(Dir::E),
        Some("S") => Ok(Dir::S),
        Some("W") => Ok(Dir::W),
        _ => Err(name.into()),
    }
}

fn muse(value: &JsValue, name: &str) -> Result<Muse> {
    value
        .as_string()
        .and_then(|s| Muse::from_name(&s))
        .ok_or_else(|| name.into())
}

fn boolean(value: &JsValue, name: &str) -> Result<bool> {
    value.as_bool().ok_or_else(|| name.into())
}

/// An action as the API writes it: `{ kind: "Step", from: {x, y}, dir: "N" }`, ….
pub(super) fn action(value: &JsValue) -> Result<Action> {
    let get =
        |name: &str, read: fn(&JsValue, &str) -> Result<Square>| read(&need(value, name)?, name);
    let step = || dir(&need(value, "dir")?, "dir");
    let kind = field(value, "kind").and_then(|k| k.as_string());
    Ok(match kind.as_deref() {
        Some("Place") => Action::Place {
            muse: muse(&need(value, "muse")?, "muse")?,
            to: get("to", square)?,
            face_down: optional(value, "face_down", boolean)?.unwrap_or(false),
        },
        Some("Step") => Action::Step {
            from: get("from", square)?,
            dir: step()?,
        },
        Some("PowerStep") => Action::PowerStep {
            from: get("from", square)?,
            target: get("target", square)?,
            dir: optional(value, "dir", dir)?,
        },
        Some("StepPower") => Action::StepPower {
            from: get("from", square)?,
            dir: step()?,
            target: get("target", square)?,
        },
        _ => return Err("kind".into()),
    })
}

/// An array, each element read by `read`; the error names the element's place (from 1).
pub(super) fn list<T>(value: &JsValue, read: impl Fn(&JsValue) -> Result<T>) -> Result<Vec<T>> {
    if !Array::is_array(value) {
        return Err(String::new());
    }
    Array::from(value)
        .iter()
        .enumerate()
        .map(|(i, v)| {
            read(&v).map_err(|e| format!("[{}]{}{e}", i + 1, if e.is_empty() { "" } else { "." }))
        })
        .collect()
}

/// A string, for [`list`].
pub(super) fn string(value: &JsValue) -> Result<String> {
    text(value, "")
}

/// `{ kinds: ["human", "easy", …, "master"], host, think }`: who plays each seat, the seat
/// whose device runs the computers, Hard's and Master's thinking time (ms).
pub(super) fn computers(value: &JsValue) -> Result<Computers> {
    let kind = |v: &JsValue| match v.as_string().as_deref() {
        Some("human") => Ok(Player::Human),
        Some("easy") => Ok(Player::Easy),
        Some("medium") => Ok(Player::Medium),
        Some("hard") => Ok(Player::Hard),
        Some("master") => Ok(Player::Master),
        _ => Err(String::new()),
    };
    let kinds = list(&need(value, "kinds")?, kind).map_err(|e| format!("kinds{e}"))?;
    Ok(Computers {
        kinds,
        host: whole(&need(value, "host")?, "host")?,
        think_ms: whole(&need(value, "think")?, "think")?,
    })
}
