//! Fair mode: the deal by link, with no server and no peeking (docs/fair-play.md).
//!
//! The seats' devices deal the nine Muses together, by commutative masking on ristretto255,
//! in the messages of the link they pass round, each seat signing what it sends. [`Table`] is
//! the public transcript, checked message by message; [`Seat`] holds one seat's secret and
//! writes its messages; [`Device`] is what one device holds, and answers one history only.

mod device;
pub mod group;
pub mod link;
pub mod seat;
pub mod shuffle;
pub mod table;
mod wire;
mod world;

pub use device::{Device, DeviceError};
pub use group::{Key, Point, Proof, Signature, SigningKey};
pub use seat::{PlayError, Seat};
pub use table::{
    Card, Fault, FaultKind, LinkError, Message, Sent, Step, Table, Verdict, MAX_DANCE_TURNS,
    MAX_LINK_CHARS,
};
