//! A round of a fair game: its deal as the transcript has it, its plays, its check once every
//! key is in, and the engine's game its deal drives.

use super::fault::{Fault, FaultKind, Verdict};
use super::group::{Key, Point};
use super::table::{Stage, Table};
use super::world;
use crate::action::{Action, IllegalAction};
use crate::board::Square;
use crate::deal::Deal;
use crate::game::Game;
use crate::muse::{Muse, MuseSet};
use curve25519_dalek::scalar::Scalar;

/// One of the nine cards of a round, once dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Slot {
    /// The seat whose hand it is in; `None` for the leftover.
    pub owner: Option<u8>,
    pub point: Point,
    /// The seats whose key still masks it (bit per seat).
    pub layers: u8,
    /// Its Muse, once public (shown face up, or the 4-player leftover).
    pub known: Option<Muse>,
    pub placed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Play {
    Place {
        slot: u8,
        to: Square,
        face_down: bool,
    },
    Act(Action),
}

#[derive(Clone, Debug)]
pub(crate) struct Round {
    pub number: u8,
    /// The first seat of the round's ring: it shuffles first; the ring's last seat deals.
    pub ring: u8,
    /// `decks[0]` the Muse points; `decks[i + 1]` the i-th shuffle, while the link shows them.
    pub decks: Vec<Vec<Point>>,
    /// Whether the link left the last deck out.
    pub pruned: bool,
    /// Per seat, the public point of its key in this round, `K = k·B`.
    pub masks: [Option<Point>; 4],
    pub slots: Vec<Slot>,
    pub keys: [Option<Key>; 4],
    /// Per seat, the index of its first message in this round.
    pub starts: [Option<usize>; 4],
    pub first: u8,
    pub plays: Vec<Play>,
    /// Dance turns played.
    pub dances: u16,
    /// Ended by [`super::MAX_DANCE_TURNS`], not by a 6.
    pub limited: bool,
    pub trigger: u8,
    /// The seat that stopped the round for a broken deal.
    pub aborted: Option<u8>,
    /// Whether its deal is done and play has begun.
    pub playing: bool,
    pub verdict: Verdict,
    /// Every slot's Muse, once the round is verified.
    pub truth: Option<[Muse; 9]>,
}

impl Round {
    pub fn new(number: u8, ring: u8, muses: &[Point; 9]) -> Round {
        Round {
            number,
            ring,
            decks: vec![muses.to_vec()],
            pruned: false,
            masks: [None; 4],
            slots: Vec::new(),
            keys: [None; 4],
            starts: [None; 4],
            first: 0,
            plays: Vec::new(),
            dances: 0,
            limited: false,
            trigger: 0,
            aborted: None,
            playing: false,
            verdict: Verdict::Playing,
            truth: None,
        }
    }
}

impl Table {
    /// The deal of a round as `known` (slot → Muse) says, the unknown slots filled in (never
    /// shown), and each slot's Muse; `None` if `known` repeats a Muse.
    pub(crate) fn deal_of(
        &self,
        round: &Round,
        known: &[Option<Muse>],
    ) -> Option<(Deal, [Muse; 9])> {
        let mut left = MuseSet::FULL;
        for m in known.iter().flatten() {
            left.remove(*m);
        }
        let mut fill = left.iter();
        let mut muses = [Muse::Calliope; 9];
        for (j, m) in muses.iter_mut().enumerate() {
            *m = known.get(j).copied().flatten().or_else(|| fill.next())?;
        }
        let n = usize::from(self.players());
        let mut hands = vec![MuseSet::EMPTY; n];
        let mut neutral = None;
        for (j, &m) in muses.iter().enumerate() {
            match self.owner_of(j) {
                Some(s) => hands[usize::from(s)].insert(m),
                None => neutral = Some(m),
            }
        }
        Some((Deal::new(hands, neutral, round.first).ok()?, muses))
    }

    /// Deals `round` into `game` as `known` says and plays its plays.
    fn play_round(
        &self,
        game: &mut Option<Game>,
        round: &Round,
        known: impl Fn(&Round, usize) -> Option<Muse>,
    ) -> Result<(), IllegalAction> {
        let known: Vec<Option<Muse>> = (0..9).map(|j| known(round, j)).collect();
        let (deal, muses) = self
            .deal_of(round, &known)
            .ok_or(IllegalAction::AwaitingDeal)?;
        world::deal(game, &self.options, deal)?;
        let Some(g) = game.as_mut() else {
            return Err(IllegalAction::AwaitingDeal);
        };
        for play in &round.plays {
            let action = match *play {
                Play::Place {
                    slot,
                    to,
                    face_down,
                } => Action::Place {
                    muse: muses[usize::from(slot)],
                    to,
                    face_down,
                },
                Play::Act(a) => a,
            };
            g.apply(action)?;
        }
        Ok(())
    }

    /// The engine's game from the deals as `known` says, and every play so far.
    pub(crate) fn world_from(
        &self,
        known: impl Fn(&Round, usize) -> Option<Muse>,
    ) -> Result<Option<Game>, IllegalAction> {
        let mut game: Option<Game> = None;
        for round in self.rounds.iter().filter(|r| r.playing) {
            self.play_round(&mut game, round, &known)?;
        }
        Ok(game)
    }

    /// A slot's Muse as everyone knows it.
    pub(crate) fn public_muse(round: &Round, slot: usize) -> Option<Muse> {
        round
            .truth
            .map(|t| t[slot])
            .or_else(|| round.slots.get(slot).and_then(|s| s.known))
    }

    /// A slot's Muse opened with its owner's revealed key: what the owner knew.
    pub(crate) fn opened_by_owner(&self, round: &Round, slot: usize) -> Option<Muse> {
        let s = round.slots.get(slot)?;
        let owner = s.owner?;
        if s.layers != 1 << owner {
            return None;
        }
        let key = round.keys[usize::from(owner)]?;
        let point = key.unmask(&s.point)?;
        Muse::from_index(self.muses.iter().position(|m| *m == point)?)
    }

    /// The public world again, from the last verified round's end.
    pub(super) fn replay(&mut self) -> Result<(), IllegalAction> {
        let mut game = self.before_round.clone();
        let round = self.round();
        if round.playing {
            self.play_round(&mut game, round, Table::public_muse)?;
        }
        self.world = game;
        Ok(())
    }

    /// Every key is in: open every card; the next round begins if this one is valid.
    pub(super) fn verify_round(&mut self) {
        let verdict = match (self.check_round(), self.round().aborted) {
            (Ok(_), Some(seat)) => Verdict::Invalid(self.fault(seat, FaultKind::FalseAlarm)),
            (Ok(truth), None) => {
                self.round_mut().truth = Some(truth);
                Verdict::Valid
            }
            (Err(fault), _) => Verdict::Invalid(fault),
        };
        let valid = verdict == Verdict::Valid;
        self.round_mut().verdict = verdict;
        // The true deal replaces the filled-in one; a failed check, or a round ended at the
        // limit (FD1), ends the game.
        let more = usize::from(self.options.rounds) > self.rounds.len() && !self.round().limited;
        if valid && self.replay().is_ok() && more {
            let n = self.players();
            let last = (self.round().trigger + n - 1) % n;
            self.before_round = self.world.clone();
            self.begin_round(last);
        } else {
            self.stage = Stage::Over;
        }
    }

    /// Opens every card with every key: the nine Muses once each, each shown one true (all
    /// else was proved as it came).
    fn check_round(&self) -> Result<[Muse; 9], Fault> {
        let n = self.players();
        let r = self.round();
        let dealer = self.dealer();
        let key = |s: u8| r.keys[usize::from(s)].ok_or_else(|| self.fault(s, FaultKind::WrongKey));
        let mut truth = [Muse::Calliope; 9];
        let mut seen = MuseSet::EMPTY;
        for (j, slot) in r.slots.iter().enumerate() {
            // Every layer left off at once: the product of the keys' inverses.
            let mut inverse = Scalar::ONE;
            for s in (0..n).filter(|s| slot.layers & (1 << s) != 0) {
                inverse *= key(s)?.inverse;
            }
            let p = slot.point.mul_public(&inverse);
            let muse = self
                .muses
                .iter()
                .position(|m| m.is(&p))
                .and_then(Muse::from_index)
                .filter(|m| !seen.contains(*m));
            let blamed = slot.owner.unwrap_or(dealer);
            let Some(muse) = muse else {
                return Err(self.fault(blamed, FaultKind::FalseDeal));
            };
            if slot.known.is_some_and(|k| k != muse) {
                return Err(self.fault(
                    blamed,
                    FaultKind::FalseShow {
                        slot: j as u8,
                        muse,
                    },
                ));
            }
            seen.insert(muse);
            truth[j] = muse;
        }
        Ok(truth)
    }
}
