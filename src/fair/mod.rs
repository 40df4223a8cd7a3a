//! Fair mode: the deal by link, with no server and no peeking (docs/fair-play.md).
//! The devices deal by commutative masking on ristretto255, each signing and proving what it
//! sends: [`Table`] is the public transcript, [`Seat`] one seat's secret, [`Device`] one device.

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
