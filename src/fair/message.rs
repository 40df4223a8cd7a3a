//! The messages of a fair game and how a link spells them.
//!
//! A message's **body** is bits of the signed message stream; its bulky evidence (decks,
//! proofs) comes apart under a digest, until every seat that must check it has (docs/fair-play.md).

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
    /// A seat masks every card of the deck with its key, permutes them and proves it; `mask` is
    /// its key's public point `K = k·B`. A seat's first shuffle carries its signing key.
    Shuffle {
        key: Option<Point>,
        mask: Point,
        evidence: Evidence,
    },
    /// The last seat of the ring deals the nine slots' cards: others' without its layer, its own
    /// masked again and permuted, which its proof proves.
    Deal {
        mask: Point,
        slots: Vec<Point>,
        evidence: Evidence,
    },
    /// A seat takes its layer off every card that is not its own, with one proof for all.
    Strip { cards: Vec<Card>, proof: Proof },
    /// A placement: the slot, the square, and face up, the Muse with a proof.
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
    /// Instead of a strip or a play: the deal is broken, so the seat shows its key at once and
    /// the round ends, for every key to find who cheated.
    Abort { seed: [u8; 16] },
}

/// A card after a strip: still masked, or open (the 4-player leftover, face up).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Card {
    Masked(Point),
    Open(Muse),
}

/// A shuffle's deck and proof, or a deal's proof, shown or left out; equal when their digests are.
#[derive(Clone, Debug)]
pub struct Evidence {
    /// A shuffle's cards, while shown (a deal has none).
    pub deck: Option<Vec<Point>>,
    /// The proof, while shown.
    pub proof: Option<ShuffleProof>,
    /// The proof's hash.
    proof_hash: [u8; 32],
    digest: [u8; 32],
}

/// How much of a message's evidence a link shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Shown {
    /// Nothing: every seat has checked it.
    Nothing,
    /// A shuffle's deck and its proof's hash.
    Deck,
    /// Everything.
    All,
}

fn hash32(tag: &str, parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Hasher::new(tag);
    for p in parts {
        h.bytes(p);
    }
    let mut out = [0; 32];
    out.copy_from_slice(&h.finish()[..32]);
    out
}

fn deck_bytes(deck: &[Point]) -> Vec<u8> {
    deck.iter().flat_map(|p| *p.bytes()).collect()
}

impl Evidence {
    /// A shuffle's evidence: `deck` is `None` for a deal's.
    pub fn new(deck: Option<Vec<Point>>, proof: ShuffleProof) -> Evidence {
        let proof_hash = hash32("proof", &[&proof.to_bytes()]);
        Evidence::with_hash(deck, Some(proof), proof_hash)
    }

    fn with_hash(
        deck: Option<Vec<Point>>,
        proof: Option<ShuffleProof>,
        proof_hash: [u8; 32],
    ) -> Evidence {
        let digest = match &deck {
            Some(d) => hash32(
                "evidence",
                &[&hash32("deck", &[&deck_bytes(d)]), &proof_hash],
            ),
            None => hash32("evidence", &[&proof_hash]),
        };
        Evidence {
            deck,
            proof,
            proof_hash,
            digest,
        }
    }

    /// Evidence left out: its digest alone.
    pub fn pruned(digest: [u8; 32]) -> Evidence {
        Evidence {
            deck: None,
            proof: None,
            proof_hash: [0; 32],
            digest,
        }
    }

    pub fn digest(&self) -> [u8; 32] {
        self.digest
    }

    /// How much of it is here.
    pub(crate) fn shown(&self) -> Shown {
        match (&self.deck, &self.proof) {
            (_, Some(_)) => Shown::All,
            (Some(_), None) => Shown::Deck,
            (None, None) => Shown::Nothing,
        }
    }

    /// As a link shows it at `shown`.
    pub(crate) fn bytes(&self, shown: Shown) -> Vec<u8> {
        let mut out = Vec::new();
        if shown == Shown::Nothing {
            return out;
        }
        if let Some(d) = &self.deck {
            out.extend(deck_bytes(d));
        }
        match (&self.proof, shown) {
            (Some(p), Shown::All) => out.extend(p.to_bytes()),
            _ => out.extend(self.proof_hash),
        }
        out
    }

    /// Reads a shuffle's evidence (`deck`) or a deal's, checked against its body's digest:
    /// `Err(None)` if changed on its way, `Err(Some(what))` if the signed bytes are unreadable.
    pub(crate) fn read(
        bytes: &[u8],
        shown: Shown,
        deck: bool,
        n: usize,
        digest: [u8; 32],
    ) -> Result<Evidence, Option<&'static str>> {
        if shown == Shown::Nothing {
            return Ok(Evidence::pruned(digest));
        }
        let (cards, rest) = bytes
            .split_at_checked(if deck { 32 * 9 } else { 0 })
            .ok_or(None)?;
        let proof_hash = match shown {
            Shown::All => hash32("proof", &[rest]),
            _ => rest.try_into().map_err(|_| None)?,
        };
        let deck_hash = hash32("deck", &[cards]);
        let signed = if deck {
            hash32("evidence", &[&deck_hash, &proof_hash])
        } else {
            hash32("evidence", &[&proof_hash])
        };
        if signed != digest {
            return Err(None);
        }
        let deck = if deck {
            Some(
                cards
                    .chunks_exact(32)
                    .map(|c| c.try_into().ok().and_then(Point::from_bytes))
                    .collect::<Option<Vec<Point>>>()
                    .ok_or(Some("a card is not a point"))?,
            )
        } else {
            None
        };
        let proof = match shown {
            Shown::All => {
                Some(ShuffleProof::from_bytes(n, rest).ok_or(Some("its proof is no proof"))?)
            }
            _ => None,
        };
        Ok(Evidence::with_hash(deck, proof, proof_hash))
    }

    /// The length of what a link shows of it.
    pub(crate) fn len(shown: Shown, deck: bool, n: usize) -> usize {
        let cards = if deck { 32 * 9 } else { 0 };
        match shown {
            Shown::Nothing => 0,
            Shown::Deck => cards + 32,
            Shown::All => cards + ShuffleProof::len(n),
        }
    }
}

impl PartialEq for Evidence {
    fn eq(&self, other: &Evidence) -> bool {
        self.digest == other.digest
    }
}

impl Eq for Evidence {}

impl Message {
    /// Its evidence: a shuffle's and the deal's.
    pub(crate) fn evidence(&self) -> Option<&Evidence> {
        match self {
            Message::Shuffle { evidence, .. } | Message::Deal { evidence, .. } => Some(evidence),
            _ => None,
        }
    }

    /// The same message with its evidence read from a link.
    pub(crate) fn with_evidence(self, new: Evidence) -> Message {
        match self {
            Message::Shuffle { key, mask, .. } => Message::Shuffle {
                key,
                mask,
                evidence: new,
            },
            Message::Deal { mask, slots, .. } => Message::Deal {
                mask,
                slots,
                evidence: new,
            },
            m => m,
        }
    }
}

/// What a shuffle's proof is bound to besides its statement and the transcript.
pub fn shuffle_statement(key: &Option<Point>) -> Vec<u8> {
    key.map(|k| k.bytes().to_vec()).unwrap_or_default()
}

/// What a deal's proof is bound to besides its statement and the transcript.
pub fn deal_statement(slots: &[Point]) -> Vec<u8> {
    slots.iter().flat_map(|p| *p.bytes()).collect()
}

/// What a strip's proof is bound to, besides the transcript.
pub fn strip_statement(cards: &[Card]) -> Vec<u8> {
    let mut out = Vec::new();
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
            Message::Shuffle { key, mask, .. } => {
                if let Some(k) = key {
                    w.point(k);
                }
                w.point(mask);
                w.bytes(&message.evidence().map_or([0; 32], Evidence::digest));
            }
            Message::Deal { mask, slots, .. } => {
                w.point(mask);
                slots.iter().for_each(|p| w.point(p));
                w.bytes(&message.evidence().map_or([0; 32], Evidence::digest));
            }
            Message::Strip { cards, proof } => {
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

    /// The signing key a seat's first message begins with, read alone.
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
                mask: r.point().ok_or(SHORT)?.ok_or("its key is not a point")?,
                evidence: Evidence::pruned(digest(r)?),
            },
            Step::Deal => Message::Deal {
                mask: r.point().ok_or(SHORT)?.ok_or("its key is not a point")?,
                slots: (0..9).map(|_| point(r)).collect::<Result<_, _>>()?,
                evidence: Evidence::pruned(digest(r)?),
            },
            Step::Strip => {
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
                Message::Strip { cards, proof }
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
}
