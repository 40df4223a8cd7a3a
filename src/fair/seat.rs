//! One seat's secrets and the messages only it can write.
//!
//! Every secret a seat uses comes from its 16-byte secret *and the transcript it answers*
//! (the signing key from the secret alone): shown another history, the same secret gives
//! keys and permutations that have nothing to do with the true ones.

use super::group::{fold, short, Dleq, Hasher, Key, Point, SigningKey};
use super::message::{
    deal_statement, place_statement, shuffle_statement, strip_statement, Card, Evidence, Message,
};
use super::round::Round;
use super::shuffle::ShuffleProof;
use super::table::{Step, Table};
use super::Fault;
use crate::action::Action;
use crate::game::Game;
use crate::muse::{Muse, MuseSet};
use crate::rng::Stream;

/// A seat's secret in one fair game: 16 random bytes, from which come its signing key, its
/// key for each round, its random value for the dice and its permutations. It never leaves
/// the device but as the key text of [`super::Device::export_key`].
#[derive(Clone)]
pub struct Seat {
    seat: u8,
    master: [u8; 16],
    signing: SigningKey,
}

impl PartialEq for Seat {
    fn eq(&self, other: &Seat) -> bool {
        self.seat == other.seat && self.master == other.master
    }
}

impl Eq for Seat {}

impl std::fmt::Debug for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Seat({}, …)", self.seat)
    }
}

/// Why a seat cannot play an action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("it is not this seat's turn to play")]
    NotYourTurn,
    #[error("{} is not in this seat's hand", .0.name())]
    NotInHand(Muse),
}

impl Seat {
    pub fn new(seat: u8, master: [u8; 16]) -> Seat {
        Seat {
            seat,
            master,
            signing: SigningKey::derive(&master),
        }
    }

    /// A seat with a fresh secret from the platform's randomness.
    pub fn random(seat: u8) -> Option<Seat> {
        let mut master = [0u8; 16];
        getrandom::fill(&mut master).ok()?;
        Some(Seat::new(seat, master))
    }

    /// 0-based.
    pub fn seat(&self) -> u8 {
        self.seat
    }

    pub(crate) fn master(&self) -> &[u8; 16] {
        &self.master
    }

    /// Its public signing key, which its first message carries (the creator's: the header).
    pub fn public_key(&self) -> &Point {
        self.signing.public()
    }

    /// A secret for `what`, from its secret and the transcript's hash `before` it.
    fn derive(&self, what: &str, before: &[u8; 64]) -> [u8; 64] {
        let mut h = Hasher::new(what);
        h.bytes(&self.master).bytes(&[self.seat]).bytes(before);
        h.finish()
    }

    /// Its key in `round`: from the transcript before its first message of that round, so a
    /// key answers one history only, and is revealed at the round's end.
    pub fn key(&self, table: &Table, round: u8) -> Key {
        let seed = short(&self.derive("round key", &table.round_start(self.seat, round)));
        Key::derive(table.id(), round, self.seat, seed)
    }

    /// A permutation's stream for the message it writes now.
    fn stream(&self, table: &Table, what: &str) -> Stream {
        let hash = self.derive(what, table.hash());
        let mut seed = [0u8; 8];
        seed.copy_from_slice(&hash[..8]);
        Stream::new(u64::from_le_bytes(seed))
    }

    /// The Muse of one of its slots of the current round, once every other layer is off.
    pub fn read(&self, table: &Table, slot: usize) -> Option<Muse> {
        read(self, table, table.round(), slot)
    }

    /// Its hand: the Muses of its slots not yet placed, once dealt.
    pub fn hand(&self, table: &Table) -> Vec<Muse> {
        table
            .in_hand(self.seat)
            .into_iter()
            .filter_map(|j| self.read(table, j))
            .collect()
    }

    /// The engine's game as this seat knows it: its own cards true, the shown ones, the
    /// unknown Muses filled in order (never shown).
    pub fn game(&self, table: &Table) -> Option<Game> {
        table
            .world_from(|round, j| {
                Table::public_muse(round, j).or_else(|| read(self, table, round, j))
            })
            .ok()
            .flatten()
    }

    /// Whether the deal is broken for this seat: one of its cards opens to no Muse, to one
    /// shown elsewhere, or to one it holds twice; or the card it must open for all does not
    /// open. Only a false shuffle or deal does this; the seat then stops the round.
    pub fn broken(&self, table: &Table) -> bool {
        let round = table.round();
        let mine = 1 << self.seat;
        let mut seen = MuseSet::EMPTY;
        for (j, slot) in round.slots.iter().enumerate() {
            if slot.owner != Some(self.seat) || slot.layers != mine {
                continue;
            }
            let Some(m) = self.read(table, j) else {
                return true;
            };
            let elsewhere = round
                .slots
                .iter()
                .enumerate()
                .any(|(i, s)| i != j && s.known == Some(m));
            if elsewhere || seen.contains(m) {
                return true;
            }
            seen.insert(m);
        }
        let key = self.key(table, round.number);
        table.next() == Some((self.seat, Step::Strip))
            && table.strip_slots(self.seat).into_iter().any(|j| {
                round.slots[j].layers == mine
                    && key
                        .unmask(&round.slots[j].point)
                        .is_none_or(|p| !table.muse_points().contains(&p))
            })
    }

    /// Its next message when the protocol waits for one that asks no choice of the player
    /// (a shuffle, the deal, a strip, its key, or stopping a round whose deal is broken);
    /// `None` when it is not this seat's turn, or it is for a play.
    pub fn auto(&self, table: &Table) -> Option<Message> {
        let (seat, step) = table.next()?;
        if seat != self.seat {
            return None;
        }
        let round = table.round();
        let key = self.key(table, round.number);
        let first_round = round.number == 1;
        if matches!(step, Step::Strip | Step::Play) && self.broken(table) {
            return Some(Message::Abort { seed: key.seed });
        }
        match step {
            Step::Shuffle => {
                let input = round.decks.last()?;
                let mut order: Vec<usize> = (0..input.len()).collect();
                self.stream(table, "shuffle").shuffle(&mut order);
                let deck: Vec<Point> = order
                    .iter()
                    .map(|&i| key.mask(&input[i]))
                    .collect::<Option<_>>()?;
                let signing = first_round.then(|| *self.public_key());
                let mask = key.mask_point()?;
                let context = table.context(self.seat, &shuffle_statement(&signing));
                let proof = ShuffleProof::prove(&key, &order, input, &deck, &mask, &context)?;
                Some(Message::Shuffle {
                    key: signing,
                    mask,
                    evidence: Evidence::new(Some(deck), proof),
                })
            }
            Step::Deal => {
                let input = round.decks.last()?;
                // The deck's cards in a random order: the first go to the slots it hands
                // over, as they are; the others, masked, to its own slots, in that order.
                let mut order: Vec<usize> = (0..input.len()).collect();
                self.stream(table, "deal").shuffle(&mut order);
                let given = table.given_slots();
                let own: Vec<usize> = (0..9).filter(|j| !given.contains(j)).collect();
                let mut slots = vec![input[0]; 9];
                for (&j, &d) in given.iter().zip(&order) {
                    slots[j] = input[d];
                }
                let kept = &order[given.len()..];
                for (&j, &d) in own.iter().zip(kept) {
                    slots[j] = key.mask(&input[d])?;
                }
                // The proof's inputs are the deck's other cards in deck order.
                let mut rest: Vec<usize> = kept.to_vec();
                rest.sort_unstable();
                let inputs: Vec<Point> = rest.iter().map(|&d| input[d]).collect();
                let permutation: Vec<usize> = kept
                    .iter()
                    .map(|d| rest.iter().position(|r| r == d))
                    .collect::<Option<_>>()?;
                let outputs: Vec<Point> = own.iter().map(|&j| slots[j]).collect();
                let mask = key.mask_point()?;
                let context = table.context(self.seat, &deal_statement(&slots));
                let proof =
                    ShuffleProof::prove(&key, &permutation, &inputs, &outputs, &mask, &context)?;
                Some(Message::Deal {
                    mask,
                    slots,
                    evidence: Evidence::new(None, proof),
                })
            }
            Step::Strip => {
                let mut cards = Vec::new();
                let mut pairs = Vec::new();
                for j in table.strip_slots(self.seat) {
                    let slot = round.slots[j];
                    let after = key.unmask(&slot.point)?;
                    cards.push(if slot.layers == 1 << self.seat {
                        let i = table.muse_points().iter().position(|m| *m == after)?;
                        Card::Open(Muse::from_index(i)?)
                    } else {
                        Card::Masked(after)
                    });
                    pairs.push((after, slot.point));
                }
                let context = table.context(self.seat, &strip_statement(&cards));
                let (h, b) = fold(&context, &pairs)?;
                let proof = self.prove(table, &key, &h, &b, &context)?;
                Some(Message::Strip { cards, proof })
            }
            Step::Reveal => Some(Message::Reveal { seed: key.seed }),
            Step::Play => None,
        }
    }

    /// The message of a play chosen by this seat's player: a placement names the slot that
    /// holds the Muse and, face up, proves it.
    pub fn play(&self, table: &Table, action: Action) -> Result<Message, PlayError> {
        if table.next() != Some((self.seat, Step::Play)) {
            return Err(PlayError::NotYourTurn);
        }
        let Action::Place {
            muse,
            to,
            face_down,
        } = action
        else {
            return Ok(Message::Act(action));
        };
        let slot = table
            .in_hand(self.seat)
            .into_iter()
            .find(|&j| self.read(table, j) == Some(muse))
            .ok_or(PlayError::NotInHand(muse))?;
        let shown = if face_down {
            None
        } else {
            let round = table.round();
            let key = self.key(table, round.number);
            let context = table.context(self.seat, &place_statement(slot as u8, to, muse));
            let muse_point = &table.muse_points()[muse.index()];
            let proof = self
                .prove(table, &key, muse_point, &round.slots[slot].point, &context)
                .ok_or(PlayError::NotInHand(muse))?;
            Some((muse, proof))
        };
        Ok(Message::Place {
            slot: slot as u8,
            to,
            face_down,
            shown,
        })
    }

    /// A proof that `b = k·h` for its key `k`, against its key's public point.
    fn prove(
        &self,
        table: &Table,
        key: &Key,
        h: &Point,
        b: &Point,
        context: &[u8; 64],
    ) -> Option<super::Proof> {
        let mask = table.mask(self.seat)?;
        Some(
            Dleq {
                g: &Point::base(),
                a: &mask,
                h,
                b,
            }
            .prove(key, context),
        )
    }

    /// Signs the transcript up to its last message (and so every message before it): the
    /// table then carries this signature in place of its earlier one. Nothing to sign before
    /// its first message.
    pub fn sign(&self, table: &mut Table) {
        if let Some(end) = table.last_end(self.seat) {
            let digest = super::table::signed_digest(table.header(), &table.bits().bytes, end);
            table.set_signature(self.seat, end, self.signing.sign(&digest));
        }
    }

    /// Takes its message in and signs it: what a device sends.
    pub fn send(&self, table: &mut Table, message: Message) -> Result<(), Fault> {
        table.apply(message)?;
        self.sign(table);
        Ok(())
    }

    /// Whether this secret is the seat's in `table`: its signing key is the one the seat's
    /// first message (the header, for the creator) carries, if it sent one.
    pub fn matches(&self, table: &Table) -> bool {
        table
            .public_key(self.seat)
            .is_none_or(|k| k == *self.public_key())
    }
}

/// A slot of `seat`'s in `round`, opened with its key once only its layer is left.
fn read(seat: &Seat, table: &Table, round: &Round, slot: usize) -> Option<Muse> {
    let s = round.slots.get(slot)?;
    if s.owner != Some(seat.seat) || s.layers != 1 << seat.seat {
        return None;
    }
    let point: Point = seat.key(table, round.number).unmask(&s.point)?;
    let i = table.muse_points().iter().position(|m| *m == point)?;
    Muse::from_index(i)
}
