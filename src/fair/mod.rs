//! Fair mode: the deal by link, with no server and no peeking (docs/fair-play.md).
//!
//! The seats' devices deal the nine Muses together, by commutative masking on ristretto255,
//! in the messages of the link they pass round, each seat signing what it sends and proving
//! every claim as it makes it. [`Table`] is the public transcript, checked message by message;
//! [`Seat`] holds one seat's secret and writes its messages; [`Device`] is what one device
//! holds, and answers one history only.

mod device;
mod fault;
pub mod group;
mod header;
pub mod link;
pub mod message;
mod round;
pub mod seat;
pub mod shuffle;
pub mod table;
mod take;
mod wire;
mod world;

pub use device::{Device, DeviceError};
pub use fault::{Fault, FaultKind, LinkError, Verdict};
pub use group::{Key, Point, Proof, Signature, SigningKey};
pub use message::{Card, Evidence, Message};
pub use seat::{PlayError, Seat};
pub use shuffle::ShuffleProof;
pub use table::{Sent, Step, Table, MAX_DANCE_TURNS, MAX_LINK_CHARS};
