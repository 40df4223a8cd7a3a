//! The messages of a fair game and how a link spells them.
//!
//! A message's **body** is bits of the link's message stream, which the signatures cover. A
//! shuffle's or a deal's **evidence** (the shuffled deck and the shuffle's proof; the deal's
//! proof) is bulky and needed only by whoever has not checked it yet: its body carries a
//! 32-byte digest of it, and the link carries the evidence itself apart, until every seat
//! has signed past the round's deal (docs/fair-play.md, "The link").

use super::group::{Hasher, Point, Proof};
use super::shuffle::ShuffleProof;
use super::table::{Stage, Step, Table};
use super::wire::{width, BitReader, BitWriter};
use crate::action::Action;
use crate::board::Square;
use crate::code::canonical_actions;
use crate::muse::Muse;
use crate::position::Phase;

/// What a message says. Who sends it is not written: the protocol says whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A seat masks every card of the deck with its key and permutes them, and proves it
    /// (`evidence`). `mask` is its key's public point `K = k·B`, against which every later
    /// proof of its is checked. In round 1 this is the seat's first message: it carries its
    /// public signing key and its commitment to its random value for the dice.
    Shuffle {
        key: Option<Point>,
        commit: Option<[u8; 16]>,
        mask: Point,
        evidence: Evidence<Shuffled>,
    },
    /// The last seat of the ring deals: the nine slots' cards. Each slot of another seat
    /// (and the 4-player leftover) is a card of the deck as it is, without the dealer's layer;
    /// its own slots (and the 2-player leftover) are the deck's other cards masked with its
    /// key and permuted, which `evidence` proves. In round 1 it shows its random value.
    Deal {
        reveal: Option<[u8; 16]>,
        mask: Point,
        slots: Vec<Point>,
        evidence: Evidence<ShuffleProof>,
    },
    /// A seat takes its layer off every card that is not its own, with one proof for all.
    /// In round 1 it shows its random value.
    Strip {
        reveal: Option<[u8; 16]>,
        cards: Vec<Card>,
        proof: Proof,
    },
    /// A placement: the slot, the square, and face up, the Muse with a proof that the slot
    /// holds her.
    Place {
        slot: u8,
        to: Square,
        face_down: bool,
        shown: Option<(Muse, Proof)>,
    },
    /// A dance turn.
    Act(Action),
    /// The seat's key for the round, once the round is over.
    Reveal { seed: [u8; 16] },
    /// Instead of a strip or a play: the deal is broken (one of the seat's cards opens to
    /// no Muse, or to one shown elsewhere), so the seat shows its key at once and the round
    /// ends, for every key to find who cheated.
    Abort { seed: [u8; 16] },
}

/// A card after a strip: still masked, or open (the 4-player leftover, face up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Card {
    Masked(Point),
    Open(Muse),
}

/// A shuffle's evidence: the deck it made and the proof that it is the deck it was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shuffled {
    pub deck: Vec<Point>,
    pub proof: ShuffleProof,
}

/// Evidence as a link has it: shown, or left out once every seat checked it (its digest).
/// Two are equal when their digests are.
#[derive(Clone, Debug)]
pub enum Evidence<T> {
    Shown(T),
    Pruned([u8; 32]),
}

/// What evidence is, as bytes.
pub trait Bytes {
    fn to_bytes(&self) -> Vec<u8>;
}

impl Bytes for Shuffled {
    fn to_bytes(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.deck.iter().flat_map(|p| *p.bytes()).collect();
        out.extend(self.proof.to_bytes());
        out
    }
}

impl Bytes for ShuffleProof {
    fn to_bytes(&self) -> Vec<u8> {
        ShuffleProof::to_bytes(self)
    }
}

/// The digest a body carries for evidence of these bytes.
pub(crate) fn digest(bytes: &[u8]) -> [u8; 32] {
    let mut h = Hasher::new("evidence");
    h.bytes(bytes);
    let mut out = [0; 32];
    out.copy_from_slice(&h.finish()[..32]);
    out
}

impl<T: Bytes> Evidence<T> {
    pub fn digest(&self) -> [u8; 32] {
        match self {
            Evidence::Shown(t) => digest(&t.to_bytes()),
            Evidence::Pruned(d) => *d,
        }
    }

    pub fn shown(&self) -> Option<&T> {
        match self {
            Evidence::Shown(t) => Some(t),
            Evidence::Pruned(_) => None,
        }
    }

    /// The same evidence, left out.
    pub fn pruned(&self) -> Evidence<T> {
        Evidence::Pruned(self.digest())
    }
}

impl<T: Bytes> PartialEq for Evidence<T> {
    fn eq(&self, other: &Evidence<T>) -> bool {
        self.digest() == other.digest()
    }
}

impl<T: Bytes> Eq for Evidence<T> {}

impl Message {
    /// Its evidence as bytes, if it has some and shows it.
    pub(crate) fn evidence(&self) -> Option<Vec<u8>> {
        match self {
            Message::Shuffle { evidence, .. } => evidence.shown().map(Bytes::to_bytes),
            Message::Deal { evidence, .. } => evidence.shown().map(Bytes::to_bytes),
            _ => None,
        }
    }

    /// Whether it has evidence (shown or left out).
    pub(crate) fn has_evidence(&self) -> bool {
        matches!(self, Message::Shuffle { .. } | Message::Deal { .. })
    }
}

/// What a shuffle's proof is bound to besides its statement and the transcript.
pub fn shuffle_statement(key: &Option<Point>, commit: &Option<[u8; 16]>) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(k) = key {
        out.extend_from_slice(k.bytes());
    }
    if let Some(c) = commit {
        out.extend_from_slice(c);
    }
    out
}

/// What a deal's proof is bound to besides its statement and the transcript.
pub fn deal_statement(reveal: &Option<[u8; 16]>, slots: &[Point]) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(v) = reveal {
        out.extend_from_slice(v);
    }
    for p in slots {
        out.extend_from_slice(p.bytes());
    }
    out
}

/// What a strip's proof is bound to, besides the transcript.
pub fn strip_statement(reveal: &Option<[u8; 16]>, cards: &[Card]) -> Vec<u8> {
    let mut out = Vec::new();
    if let Some(v) = reveal {
        out.extend_from_slice(v);
    }
    for c in cards {
        match c {
            Card::Masked(p) => out.extend_from_slice(p.bytes()),
            Card::Open(m) => out.push(m.index() as u8),
        }
    }
    out
}

/// What a face-up placement's proof is bound to, besides the transcript.
pub fn place_statement(slot: u8, to: Square, muse: Muse) -> Vec<u8> {
    let mut out = vec![slot, muse.index() as u8];
    out.extend_from_slice(&to.x.to_le_bytes());
    out.extend_from_slice(&to.y.to_le_bytes());
    out
}

const SHORT: &str = "the link ends inside it";

impl Table {
    /// Writes a message's body as the link carries it, in the state before it.
    pub(crate) fn encode(&self, seat: u8, message: &Message, w: &mut BitWriter) {
        if matches!(self.stage, Stage::Strip(_) | Stage::Play) {
            w.bits(matches!(message, Message::Abort { .. }).into(), 1);
        }
        match message {
            Message::Shuffle {
                key,
                commit,
                mask,
                evidence,
            } => {
                if let Some(k) = key {
                    w.point(k);
                }
                if let Some(c) = commit {
                    w.bytes(c);
                }
                w.point(mask);
                w.bytes(&evidence.digest());
            }
            Message::Deal {
                reveal,
                mask,
                slots,
                evidence,
            } => {
                if let Some(v) = reveal {
                    w.bytes(v);
                }
                w.point(mask);
                slots.iter().for_each(|p| w.point(p));
                w.bytes(&evidence.digest());
            }
            Message::Strip {
                reveal,
                cards,
                proof,
            } => {
                if let Some(v) = reveal {
                    w.bytes(v);
                }
                for c in cards {
                    match c {
                        Card::Masked(p) => w.point(p),
                        Card::Open(m) => w.bits(m.index() as u64, 4),
                    }
                }
                w.proof(proof);
            }
            Message::Place {
                slot,
                to,
                face_down,
                shown,
            } => {
                let hand = self.in_hand(seat);
                let i = hand.iter().position(|&j| j == usize::from(*slot));
                w.bits(i.unwrap_or(0) as u64, width(hand.len()));
                if let Some(game) = &self.world {
                    let squares = Table::placement_squares(game);
                    let i = squares.iter().position(|s| s == to).unwrap_or(0);
                    w.bits(i as u64, width(squares.len()));
                    if Table::faces(game) == (true, true) {
                        w.bits((*face_down).into(), 1);
                    }
                }
                if let Some((m, proof)) = shown {
                    w.bits(m.index() as u64, 4);
                    w.proof(proof);
                }
            }
            Message::Act(action) => {
                if let Some(game) = &self.world {
                    let list = canonical_actions(game.position());
                    let i = list.iter().position(|a| a == action).unwrap_or(0);
                    w.bits(i as u64, width(list.len()));
                }
            }
            Message::Reveal { seed } | Message::Abort { seed } => w.bytes(seed),
        }
    }

    /// The signing key a seat's first message begins with, read without decoding anything
    /// else of it: its signature is checked before any of it is.
    pub(crate) fn first_key(&self, step: Step, r: &BitReader) -> Option<[u8; 32]> {
        let first = step == Step::Shuffle && self.round().number == 1;
        first.then(|| r.clone().array::<32>()).flatten()
    }

    /// Reads the next message's body, as the state says it must be. Its evidence, if shown,
    /// comes apart ([`Table::decode_evidence`]).
    pub(crate) fn decode(
        &self,
        step: Step,
        seat: u8,
        r: &mut BitReader,
    ) -> Result<Message, &'static str> {
        let round1 = self.round().number == 1;
        let value = |r: &mut BitReader| r.array::<16>().ok_or(SHORT);
        let point = |r: &mut BitReader| r.point().ok_or(SHORT)?.ok_or("a card is not a point");
        let digest = |r: &mut BitReader| r.array::<32>().ok_or(SHORT);
        if matches!(step, Step::Strip | Step::Play) && r.bits(1).ok_or(SHORT)? == 1 {
            return Ok(Message::Abort { seed: value(r)? });
        }
        Ok(match step {
            Step::Shuffle => Message::Shuffle {
                key: if round1 {
                    Some(
                        r.point()
                            .ok_or(SHORT)?
                            .ok_or("its signing key is not a point")?,
                    )
                } else {
                    None
                },
                commit: if round1 { Some(value(r)?) } else { None },
                mask: r.point().ok_or(SHORT)?.ok_or("its key is not a point")?,
                evidence: Evidence::Pruned(digest(r)?),
            },
            Step::Deal => Message::Deal {
                reveal: if round1 { Some(value(r)?) } else { None },
                mask: r.point().ok_or(SHORT)?.ok_or("its key is not a point")?,
                slots: (0..9).map(|_| point(r)).collect::<Result<_, _>>()?,
                evidence: Evidence::Pruned(digest(r)?),
            },
            Step::Strip => {
                let reveal = if round1 { Some(value(r)?) } else { None };
                let mut cards = Vec::new();
                for j in self.strip_slots(seat) {
                    cards.push(if self.round().slots[j].layers == 1 << seat {
                        let i = r.bits(4).ok_or(SHORT)?;
                        Card::Open(Muse::from_index(i as usize).ok_or("no Muse has that number")?)
                    } else {
                        Card::Masked(point(r)?)
                    });
                }
                let proof = r
                    .proof()
                    .ok_or(SHORT)?
                    .ok_or("its proof is not canonical")?;
                Message::Strip {
                    reveal,
                    cards,
                    proof,
                }
            }
            Step::Play => {
                let game = self.world.as_ref().ok_or("nothing is dealt")?;
                if game.position().phase() == Phase::Placement {
                    let hand = self.in_hand(seat);
                    let i = r.bits(width(hand.len())).ok_or(SHORT)?;
                    let slot = *hand.get(i as usize).ok_or("it places no slot in hand")?;
                    let squares = Table::placement_squares(game);
                    let i = r.bits(width(squares.len())).ok_or(SHORT)?;
                    let to = *squares
                        .get(i as usize)
                        .ok_or("it places on no free square")?;
                    let face_down = match Table::faces(game) {
                        (true, true) => r.bits(1).ok_or(SHORT)? == 1,
                        (up, _) => !up,
                    };
                    let shown = if face_down {
                        None
                    } else {
                        let i = r.bits(4).ok_or(SHORT)?;
                        let m = Muse::from_index(i as usize).ok_or("no Muse has that number")?;
                        let proof = r
                            .proof()
                            .ok_or(SHORT)?
                            .ok_or("its proof is not canonical")?;
                        Some((m, proof))
                    };
                    Message::Place {
                        slot: slot as u8,
                        to,
                        face_down,
                        shown,
                    }
                } else {
                    let list = canonical_actions(game.position());
                    let i = r.bits(width(list.len())).ok_or(SHORT)?;
                    Message::Act(*list.get(i as usize).ok_or("it picks no legal action")?)
                }
            }
            Step::Reveal => Message::Reveal { seed: value(r)? },
        })
    }

    /// The length in bytes of a message's evidence, in the state before it.
    pub(crate) fn evidence_len(&self, message: &Message) -> usize {
        match message {
            Message::Shuffle { .. } => 9 * 32 + ShuffleProof::len(9),
            Message::Deal { .. } => ShuffleProof::len(9 - self.given_slots().len()),
            _ => 0,
        }
    }

    /// Puts a message's evidence in, from bytes whose digest its body carries (checked by
    /// the caller): an error if they are no points or no proof.
    pub(crate) fn decode_evidence(
        &self,
        message: Message,
        bytes: &[u8],
    ) -> Result<Message, &'static str> {
        const BAD: &str = "its proof is no proof";
        Ok(match message {
            Message::Shuffle {
                key, commit, mask, ..
            } => {
                let (cards, proof) = bytes.split_at_checked(9 * 32).ok_or(SHORT)?;
                let deck = cards
                    .chunks_exact(32)
                    .map(|c| {
                        c.try_into()
                            .ok()
                            .and_then(Point::from_bytes)
                            .ok_or("a card is not a point")
                    })
                    .collect::<Result<_, _>>()?;
                let proof = ShuffleProof::from_bytes(9, proof).ok_or(BAD)?;
                Message::Shuffle {
                    key,
                    commit,
                    mask,
                    evidence: Evidence::Shown(Shuffled { deck, proof }),
                }
            }
            Message::Deal {
                reveal,
                mask,
                slots,
                ..
            } => {
                let n = 9 - self.given_slots().len();
                let proof = ShuffleProof::from_bytes(n, bytes).ok_or(BAD)?;
                Message::Deal {
                    reveal,
                    mask,
                    slots,
                    evidence: Evidence::Shown(proof),
                }
            }
            m => m,
        })
    }
}
