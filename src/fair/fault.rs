//! What can be wrong with a fair game: a false message and the seat that signed it
//! ([`Fault`]), a link that does not open ([`LinkError`]), and how a round's check stands
//! ([`Verdict`]). Each serialises as `{"kind", "params"}` for the page to word.

use crate::action::IllegalAction;
use crate::muse::Muse;

/// A message that is false, and the seat that signed it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[error("seat {} cheated in round {round}: {kind}", .seat + 1)]
pub struct Fault {
    /// 0-based.
    pub seat: u8,
    pub round: u8,
    pub kind: FaultKind,
}

/// What was false.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum FaultKind {
    #[error("its message holds bytes that are no card or no proof")]
    NotAPoint,
    #[error("its shuffle holds the same card twice")]
    DuplicateCard,
    #[error("it dealt a card twice, or one that is not in the deck")]
    BadDeal,
    #[error("it masked with a key that was revealed in an earlier round")]
    ReusedKey,
    #[error("the layers it took off the cards are not its key's")]
    BadStrip,
    #[error("its proof that slot {} holds {} fails", .slot + 1, .muse.name())]
    FalseShow { slot: u8, muse: Muse },
    #[error("it shows {}, who is elsewhere", .muse.name())]
    MuseTaken { muse: Muse },
    #[error("it placed a slot that is not one of its own in hand")]
    NotItsSlot,
    #[error("{0}")]
    Illegal(IllegalAction),
    #[error("the key it revealed does not match its masking: one of them is false")]
    WrongKey,
    #[error("its shuffle is not the deck it was given, masked with its key: its proof fails")]
    FalseShuffle,
    #[error("its own cards are not the deck's other cards, masked with its key: its proof fails")]
    FalseDeal,
    #[error("it stopped the round for a broken deal, but every card is right")]
    FalseAlarm,
}

impl FaultKind {
    /// Every kind, for a page that words them.
    pub const KINDS: &'static [&'static str] = &[
        "NotAPoint",
        "DuplicateCard",
        "BadDeal",
        "ReusedKey",
        "BadStrip",
        "FalseShow",
        "MuseTaken",
        "NotItsSlot",
        "Illegal",
        "WrongKey",
        "FalseShuffle",
        "FalseDeal",
        "FalseAlarm",
    ];
}

/// Why a link does not open.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum LinkError {
    #[error("the link holds no game: nothing follows the #")]
    Empty,
    #[error("this is not a fair game's link")]
    Foreign,
    #[error("the link is {length} characters long: no fair game's is longer than {max}")]
    TooLong { length: usize, max: usize },
    #[error("the link is garbled: `{found}` (character {position}) cannot be part of it")]
    Garbled { position: usize, found: char },
    #[error("the link was changed or damaged: its checksum does not match")]
    Checksum,
    #[error(
        "the link was made by a newer version of this site (fair format {0}; this one reads 3)"
    )]
    FutureVersion(u8),
    #[error("the link was made by an older version of this site (fair format {0}), which this one no longer reads")]
    OlderVersion(u8),
    #[error("the link is malformed: {0}")]
    Malformed(&'static str),
    #[error("the link's game options are impossible: {0}")]
    BadOptions(String),
    #[error("message {} (seat {}'s) is unreadable: {what}", .index + 1, .seat + 1)]
    Unreadable {
        index: usize,
        seat: u8,
        what: &'static str,
    },
    #[error("the link was changed on its way: it is not what its players signed")]
    Forged,
    #[error("message {} is false: {fault}", .index + 1)]
    False { index: usize, fault: Fault },
}

impl LinkError {
    /// Every kind, for a page that words them.
    pub const KINDS: &'static [&'static str] = &[
        "Empty",
        "Foreign",
        "TooLong",
        "Garbled",
        "Checksum",
        "FutureVersion",
        "OlderVersion",
        "Malformed",
        "BadOptions",
        "Unreadable",
        "Forged",
        "False",
    ];
}

/// How a round's check stands.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum Verdict {
    /// The round is not over.
    Playing,
    /// Over, waiting for keys: these seats (0-based) have not revealed theirs.
    NotVerified { missing: Vec<u8> },
    /// Every key is in and every claim checked.
    Valid,
    /// A check failed: the round is not valid.
    Invalid(Fault),
}
