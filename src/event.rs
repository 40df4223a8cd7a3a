//! What an action did, in order ([`Event`]), so that a table can animate it and a log can
//! tell it; and where events go while they happen ([`Sink`]).

use crate::board::{Colour, Square};
use crate::muse::{Effect, Muse};
use crate::scoring::{MatchScore, RoundScore};
use serde::{Deserialize, Serialize};

/// Why a die changed.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    Step,
    Power,
    WillOfApollo,
}

/// Something that happened, in order, so that a table can animate it. Identities of
/// face-down Muses appear only in [`Event::Revealed`], at the end of a round.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum Event {
    Placed {
        seat: u8,
        square: Square,
        face_down: bool,
        colour: Colour,
    },
    PowerUsed {
        user: Square,
        target: Square,
        effect: Effect,
    },
    Moved {
        from: Square,
        to: Square,
    },
    DieChanged {
        square: Square,
        from: u8,
        to: u8,
        cause: Cause,
    },
    /// A die showed 6: the round is over. `trigger` is the seat who acted.
    RoundEnded {
        trigger: Option<u8>,
    },
    Revealed {
        square: Square,
        muse: Muse,
    },
    NeutralDieRemoved {
        square: Square,
    },
    RoundScored {
        round: u8,
        score: Box<RoundScore>,
    },
    /// A match's second round was dealt; `first` is its First Player (D8).
    NewRound {
        round: u8,
        first: u8,
    },
    MatchEnded {
        score: Box<MatchScore>,
    },
}

/// Where events go: a `Vec` when someone wants them, `()` when nobody does (move generation).
pub trait Sink {
    fn push(&mut self, event: Event);
}

impl Sink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

impl Sink for () {
    fn push(&mut self, _: Event) {}
}
