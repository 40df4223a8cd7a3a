//! Every error a page can meet, by machine kind: each serialises as `{"kind", "params"}` for
//! the page to word; the English `Display` is for the command line and the console.
//!
//! ```
//! use muses::reason::all_kinds;
//! assert!(all_kinds().contains(&"BreaksGroup"));
//! ```

use crate::action::IllegalAction;
use crate::code::CodeError;
use crate::deal::{DealError, OptionsError};
use crate::fair::{DeviceError, FaultKind, LinkError};
use crate::game::ReplayError;
use crate::notation::{ActionError, ParseError};
use crate::position::PositionError;
use serde::Serialize;

#[cfg(any(not(target_arch = "wasm32"), feature = "live"))]
const LIVE: &[&str] = crate::live::LiveError::KINDS;
#[cfg(all(target_arch = "wasm32", not(feature = "live")))]
const LIVE: &[&str] = &[];

/// Every kind of every error, by the type that has it.
pub const KINDS: &[(&str, &[&str])] = &[
    ("IllegalAction", IllegalAction::KINDS),
    ("OptionsError", OptionsError::KINDS),
    ("DealError", DealError::KINDS),
    ("ParseError", ParseError::KINDS),
    ("ActionError", ActionError::KINDS),
    ("PositionError", PositionError::KINDS),
    ("CodeError", CodeError::KINDS),
    ("ReplayError", ReplayError::KINDS),
    ("InputError", InputError::KINDS),
    ("fair::DeviceError", DeviceError::KINDS),
    ("fair::LinkError", LinkError::KINDS),
    ("fair::FaultKind", FaultKind::KINDS),
    ("live::LiveError", LIVE),
];

/// Every kind, once (two types may share one, like `Players`), sorted.
pub fn all_kinds() -> Vec<&'static str> {
    let mut all: Vec<&str> = KINDS.iter().flat_map(|(_, k)| k.iter().copied()).collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// Input the JavaScript API cannot read: `detail` is the field not read (`[2].muse`).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum InputError {
    #[error("the game options are not readable (at `{detail}`)")]
    NotOptions { detail: String },
    #[error("the seed `{seed}` is not a whole number from 0 to 18446744073709551615")]
    NotASeed { seed: String },
    #[error("`{letter}` is not a colour: use p, o or w")]
    NotAColour { letter: char },
    #[error("not an action (at `{detail}`)")]
    NotAnAction { detail: String },
    #[error("not a list of actions (at `{detail}`)")]
    NotActions { detail: String },
    #[error("not a list of names (at `{detail}`)")]
    NotNames { detail: String },
    #[error("`{level}` is not a level: random, easy, medium, hard or master")]
    NotALevel { level: String },
    #[error("not who plays each seat (at `{detail}`)")]
    NotComputers { detail: String },
}

impl InputError {
    /// Every [`InputError`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "NotOptions",
        "NotASeed",
        "NotAColour",
        "NotAnAction",
        "NotActions",
        "NotNames",
        "NotALevel",
        "NotComputers",
    ];
}
