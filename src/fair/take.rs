//! Each kind of message checked against the table and taken in: a false one changes nothing
//! and names the seat that sent it. Every claim is proved when it comes: a shuffle and the
//! deal's own cards by a proof of a shuffle, the cards handed over by being the deck's, a
//! strip and a face-up placement by a proof of equal logarithms against the seat's key.

use super::fault::{Fault, FaultKind, Verdict};
use super::group::{fold, Dleq, Key, Point, Proof};
use super::message::{
    deal_statement, place_statement, shuffle_statement, strip_statement, Card, Evidence, Message,
};
use super::round::{Play, Slot};
use super::table::{Stage, Table};
use crate::action::{Action, IllegalAction};
use crate::board::Square;
use crate::deal::roll_for_first_player;
use crate::muse::Muse;
use crate::rng::Stream;

impl Table {
    /// Checks `message` from `seat` against the state and takes it in; on a fault the state
    /// is as it was.
    pub(super) fn take(&mut self, seat: u8, message: &Message) -> Result<(), Fault> {
        let fault = |kind| self.fault(seat, kind);
        match (self.stage, message) {
            (
                Stage::Shuffle(i),
                Message::Shuffle {
                    key,
                    mask,
                    evidence,
                },
            ) => self.take_shuffle(seat, i, key, mask, evidence),
            (
                Stage::Deal,
                Message::Deal {
                    mask,
                    slots,
                    evidence,
                },
            ) => self.take_deal(seat, mask, slots, evidence),
            (Stage::Strip(i), Message::Strip { cards, proof }) => {
                self.take_strip(seat, i, cards, proof)
            }
            (
                Stage::Play,
                Message::Place {
                    slot,
                    to,
                    face_down,
                    shown,
                },
            ) => self.take_place(seat, *slot, *to, *face_down, shown),
            (Stage::Play, Message::Act(action)) => self.take_act(seat, action),
            (Stage::Reveal(i), Message::Reveal { seed }) => {
                self.reveal(seat, seed, i);
                Ok(())
            }
            (Stage::Strip(_) | Stage::Play, Message::Abort { seed }) => {
                let r = self.round_mut();
                r.aborted = Some(seat);
                r.trigger = seat;
                self.reveal(seat, seed, 0);
                Ok(())
            }
            // A message of another kind than the protocol expects now.
            _ => Err(fault(FaultKind::NotAPoint)),
        }
    }

    /// A seat's key point, refused if a key of an earlier round had it: that key is public.
    fn fresh_mask(&self, seat: u8, mask: &Point) -> Result<(), Fault> {
        let earlier = &self.rounds[..self.rounds.len() - 1];
        if earlier.iter().any(|r| r.masks.contains(&Some(*mask))) {
            return Err(self.fault(seat, FaultKind::ReusedKey));
        }
        Ok(())
    }

    fn take_shuffle(
        &mut self,
        seat: u8,
        i: u8,
        key: &Option<Point>,
        mask: &Point,
        evidence: &Evidence,
    ) -> Result<(), Fault> {
        let round1 = self.round().number == 1;
        if key.is_some() != round1 {
            return Err(self.fault(seat, FaultKind::NotAPoint));
        }
        self.fresh_mask(seat, mask)?;
        // A deck without its proof: every seat has checked it (the link says so only then).
        match (&evidence.deck, &evidence.proof) {
            (Some(deck), proof) => {
                if deck.len() != 9 || (proof.is_some() && self.round().pruned) {
                    return Err(self.fault(seat, FaultKind::NotAPoint));
                }
                if has_duplicate(deck) {
                    return Err(self.fault(seat, FaultKind::DuplicateCard));
                }
                if let Some(proof) = proof {
                    let input = self.round().decks.last().cloned().unwrap_or_default();
                    let context = self.context(seat, &shuffle_statement(key));
                    if !proof.verify(&input, deck, mask, &context) {
                        return Err(self.fault(seat, FaultKind::FalseShuffle));
                    }
                }
                let r = self.round_mut();
                r.decks.push(deck.clone());
                r.pruned = false;
            }
            (None, _) => self.round_mut().pruned = true,
        }
        if let Some(k) = key {
            self.keys[usize::from(seat)] = Some(*k);
        }
        self.round_mut().masks[usize::from(seat)] = Some(*mask);
        self.stage = if i + 2 < self.players() {
            Stage::Shuffle(i + 1)
        } else {
            Stage::Deal
        };
        Ok(())
    }

    fn take_deal(
        &mut self,
        seat: u8,
        mask: &Point,
        slots: &[Point],
        evidence: &Evidence,
    ) -> Result<(), Fault> {
        if slots.len() != 9 {
            return Err(self.fault(seat, FaultKind::NotAPoint));
        }
        self.fresh_mask(seat, mask)?;
        if has_duplicate(slots) {
            return Err(self.fault(seat, FaultKind::DuplicateCard));
        }
        let given = self.given_slots();
        if let Some(proof) = &evidence.proof {
            if self.round().pruned {
                return Err(self.fault(seat, FaultKind::NotAPoint));
            }
            // Each card handed over is a card of the deck, once; the dealer's own cards are
            // the deck's others, in deck order, masked with its key and permuted.
            let deck = self.round().decks.last().cloned().unwrap_or_default();
            let mut used = vec![false; deck.len()];
            for &j in &given {
                match deck.iter().position(|p| *p == slots[j]) {
                    Some(d) if !used[d] => used[d] = true,
                    _ => return Err(self.fault(seat, FaultKind::BadDeal)),
                }
            }
            let rest: Vec<Point> = (0..deck.len())
                .filter(|&d| !used[d])
                .map(|d| deck[d])
                .collect();
            let own: Vec<Point> = (0..9)
                .filter(|j| !given.contains(j))
                .map(|j| slots[j])
                .collect();
            let context = self.context(seat, &deal_statement(slots));
            if !proof.verify(&rest, &own, mask, &context) {
                return Err(self.fault(seat, FaultKind::FalseDeal));
            }
        }
        let full = (1u8 << self.players()) - 1;
        let slots = (0..9)
            .map(|j| Slot {
                owner: self.owner_of(j),
                point: slots[j],
                layers: if given.contains(&j) {
                    full & !(1 << seat)
                } else {
                    full
                },
                known: None,
                placed: false,
            })
            .collect();
        let r = self.round_mut();
        r.masks[usize::from(seat)] = Some(*mask);
        r.slots = slots;
        self.stage = Stage::Strip(0);
        Ok(())
    }

    /// Whether `proof` shows that `b = k·h` for the key `k` of the seat's mask.
    fn proves(&self, seat: u8, h: &Point, b: &Point, proof: &Proof, context: &[u8; 64]) -> bool {
        let Some(mask) = self.round().masks[usize::from(seat)] else {
            return false;
        };
        Dleq {
            g: &Point::base(),
            a: &mask,
            h,
            b,
        }
        .verify(proof, context)
    }

    fn take_strip(&mut self, seat: u8, i: u8, cards: &[Card], proof: &Proof) -> Result<(), Fault> {
        let fault = |kind| self.fault(seat, kind);
        let todo = self.strip_slots(seat);
        if cards.len() != todo.len() {
            return Err(fault(FaultKind::NotAPoint));
        }
        let mut pairs = Vec::with_capacity(cards.len());
        for (&j, card) in todo.iter().zip(cards) {
            let slot = self.round().slots[j];
            if (slot.layers == 1 << seat) != matches!(card, Card::Open(_)) {
                return Err(fault(FaultKind::NotAPoint));
            }
            let after = match card {
                Card::Masked(p) => *p,
                Card::Open(m) => self.muses[m.index()],
            };
            pairs.push((after, slot.point));
        }
        let context = self.context(seat, &strip_statement(cards));
        let (h, b) = fold(&context, &pairs).ok_or_else(|| fault(FaultKind::BadStrip))?;
        if !self.proves(seat, &h, &b, proof, &context) {
            return Err(fault(FaultKind::BadStrip));
        }
        let r = self.round_mut();
        for ((&j, (after, _)), card) in todo.iter().zip(&pairs).zip(cards) {
            let s = &mut r.slots[j];
            s.layers &= !(1 << seat);
            s.point = *after;
            if let Card::Open(m) = card {
                s.known = Some(*m);
            }
        }
        if i + 2 < self.players() {
            self.stage = Stage::Strip(i + 1);
        } else {
            self.start_play();
        }
        Ok(())
    }

    fn take_place(
        &mut self,
        seat: u8,
        slot: u8,
        to: Square,
        face_down: bool,
        shown: &Option<(Muse, Proof)>,
    ) -> Result<(), Fault> {
        let fault = |kind| self.fault(seat, kind);
        let j = usize::from(slot);
        if !self.in_hand(seat).contains(&j) {
            return Err(fault(FaultKind::NotItsSlot));
        }
        if let Some((muse, proof)) = shown {
            if face_down {
                return Err(fault(FaultKind::NotAPoint));
            }
            let r = self.round();
            if r.slots.iter().any(|s| s.known == Some(*muse)) {
                return Err(fault(FaultKind::MuseTaken { muse: *muse }));
            }
            let context = self.context(seat, &place_statement(slot, to, *muse));
            let card = r.slots[j].point;
            if r.slots[j].layers != 1 << seat
                || !self.proves(seat, &self.muses[muse.index()], &card, proof, &context)
            {
                return Err(fault(FaultKind::FalseShow { slot, muse: *muse }));
            }
        } else if !face_down {
            return Err(fault(FaultKind::NotAPoint));
        }
        // A Muse shown changes which Muses fill the unknown slots: the round's world is dealt
        // again (nine times a round at most). Undone if the play is illegal.
        let old = self.round().slots[j];
        let r = self.round_mut();
        r.slots[j].placed = true;
        r.slots[j].known = shown.map(|(m, _)| m).or(old.known);
        r.plays.push(Play::Place {
            slot,
            to,
            face_down,
        });
        if let Err(e) = self.replay() {
            let r = self.round_mut();
            r.slots[j] = old;
            r.plays.pop();
            return Err(self.fault(seat, FaultKind::Illegal(e)));
        }
        self.after_play(seat);
        Ok(())
    }

    fn take_act(&mut self, seat: u8, action: &Action) -> Result<(), Fault> {
        let illegal = |e| FaultKind::Illegal(e);
        if matches!(action, Action::Place { .. }) {
            return Err(self.fault(seat, illegal(IllegalAction::NotDancing)));
        }
        // The engine refuses an illegal action without changing anything.
        let Some(game) = self.world.as_mut() else {
            return Err(self.fault(seat, illegal(IllegalAction::NotDancing)));
        };
        if let Err(e) = game.apply(*action) {
            return Err(self.fault(seat, FaultKind::Illegal(e)));
        }
        let r = self.round_mut();
        r.plays.push(Play::Act(*action));
        r.dances += 1;
        self.after_play(seat);
        Ok(())
    }

    /// Takes in the `i`-th key of the round's ring of reveals; the last one has every card
    /// opened. A key that does not match the seat's masking ends the game there.
    fn reveal(&mut self, seat: u8, seed: &[u8; 16], i: u8) {
        let n = self.players();
        let key = Key::derive(&self.id, self.round().number, seat, *seed);
        let opens = self.round().masks[usize::from(seat)].is_some_and(|m| key.opens(&m));
        self.round_mut().keys[usize::from(seat)] = Some(key);
        if !opens {
            // The key and the seat's masking disagree: either is false, the seat is named.
            self.round_mut().verdict = Verdict::Invalid(self.fault(seat, FaultKind::WrongKey));
            self.stage = Stage::Over;
        } else if i + 1 < n {
            self.stage = Stage::Reveal(i + 1);
            let missing = (0..n)
                .filter(|&s| self.round().keys[usize::from(s)].is_none())
                .collect();
            self.round_mut().verdict = Verdict::NotVerified { missing };
        } else {
            self.verify_round();
        }
    }

    /// In round 1 the dice choose the First Player (D2) from every seat's key point together,
    /// each fixed by a secret the seat chose before it saw the last one (the dealer's, fixed
    /// in the header): no seat alone decides. Round 2 follows D8.
    fn start_play(&mut self) {
        let n = self.players();
        let first = if self.round().number == 1 {
            let mut h = super::group::Hasher::new("dice");
            h.bytes(&self.id);
            for m in self.round().masks.iter().take(n.into()).flatten() {
                h.point(m);
            }
            let hash = h.finish();
            let mut seed = [0u8; 8];
            seed.copy_from_slice(&hash[..8]);
            let (first, rolls) =
                roll_for_first_player(&mut Stream::new(u64::from_le_bytes(seed)), n);
            self.rolls = rolls;
            first
        } else {
            (self.rounds[self.rounds.len() - 2].first + 1) % n
        };
        self.round_mut().first = first;
        self.round_mut().playing = true;
        self.stage = Stage::Play;
        // Nothing is known yet but the 4-player leftover: the replay cannot fail.
        let _ = self.replay();
    }

    /// After a play: a round over (a 6), or at [`super::MAX_DANCE_TURNS`] (FD1), waits for
    /// the keys.
    fn after_play(&mut self, seat: u8) {
        let over = self
            .world
            .as_ref()
            .is_some_and(|g| g.results().len() >= self.rounds.len());
        let limited = !over && self.round().dances >= super::MAX_DANCE_TURNS;
        if over || limited {
            let n = self.players();
            let r = self.round_mut();
            r.trigger = seat;
            r.limited = limited;
            r.verdict = Verdict::NotVerified {
                missing: (0..n).collect(),
            };
            self.stage = Stage::Reveal(0);
        }
    }
}

fn has_duplicate(points: &[Point]) -> bool {
    let mut b: Vec<&[u8; 32]> = points.iter().map(Point::bytes).collect();
    b.sort_unstable();
    b.windows(2).any(|w| w[0] == w[1])
}
