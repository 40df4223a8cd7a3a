//! A validated position of one round: the tiles in play, the seats, whose turn it is, the
//! hands during placement, and who ended the round. It is always legal (build one with
//! [`Position::deal`] or by validating a [`crate::Setup`]); [`Position::apply`] either plays
//! a legal action or changes nothing.
//!
//! ```
//! use muses::{Action, Dir, Position, Square};
//! let mut pos: Position = "Clio@0,0=2p/Thalia@1,1=1w pw 1".parse().unwrap();
//! let before = pos;
//! // Clio stepping west would leave Thalia alone: refused, nothing changes.
//! assert!(pos.apply(Action::Step { from: Square::new(0, 0), dir: Dir::W }).is_err());
//! assert_eq!(pos, before);
//! pos.apply(Action::Step { from: Square::new(0, 0), dir: Dir::N }).unwrap();
//! assert_eq!(pos.to_string(), "Clio@0,1=3p/Thalia@1,1=1w pw 2");
//! ```

use crate::action::{Action, Cause, Event, IllegalAction, Sink};
use crate::board::{Board, Colour, Dir, Square, Step, Tile};
use crate::muse::{Muse, MuseSet};
use crate::power;
use crate::scoring::{self, Bonus, RoundScore};
use serde::{Deserialize, Serialize};

/// The most players at a table.
pub const MAX_SEATS: usize = 4;

/// Where a round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Placement,
    Dance,
    /// A die shows 6.
    Over,
}

/// A legal position of one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) seats: [Colour; MAX_SEATS],
    pub(crate) players: u8,
    pub(crate) to_move: u8,
    pub(crate) hands: [MuseSet; MAX_SEATS],
    /// Bit `s` set when seat `s` has placed their Mysterious Muse.
    pub(crate) mystery_placed: u8,
    /// The seat whose action showed a 6.
    pub(crate) trigger: Option<u8>,
}

impl Position {
    /// The start of a round: the neutral Muse (if any) on 0,0 with a neutral die showing 1,
    /// every other Muse in hand, the First Player to move.
    pub fn deal(
        seats: &[Colour],
        hands: &[MuseSet],
        neutral: Option<Muse>,
        first: usize,
    ) -> Position {
        let mut pos = Position {
            board: Board::new(),
            seats: [Colour::Purple; MAX_SEATS],
            players: seats.len().min(MAX_SEATS) as u8,
            to_move: first as u8,
            hands: [MuseSet::EMPTY; MAX_SEATS],
            mystery_placed: 0,
            trigger: None,
        };
        pos.seats[..seats.len().min(MAX_SEATS)]
            .copy_from_slice(&seats[..seats.len().min(MAX_SEATS)]);
        pos.hands[..hands.len().min(MAX_SEATS)]
            .copy_from_slice(&hands[..hands.len().min(MAX_SEATS)]);
        if let (Some(m), Some(colour)) = (neutral, pos.neutral_colour()) {
            // Face down with two players, face up with four (RULES.md §3).
            let face_up = pos.players == 4;
            pos.board
                .push(Tile::new(m, Square::ORIGIN, face_up, 1, colour));
        }
        pos
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn players(&self) -> usize {
        self.players as usize
    }

    /// The colour of each seat, in seat order.
    pub fn seats(&self) -> &[Colour] {
        &self.seats[..self.players as usize]
    }

    /// The seat to act (0-based).
    pub fn to_move(&self) -> usize {
        self.to_move as usize
    }

    pub fn hand(&self, seat: usize) -> MuseSet {
        self.hands.get(seat).copied().unwrap_or_default()
    }

    /// Whether `seat` has placed their Mysterious Muse (always true once placement is over).
    pub fn has_placed_mystery(&self, seat: usize) -> bool {
        seat < self.players()
            && (self.phase() != Phase::Placement || self.mystery_placed & (1 << seat) != 0)
    }

    /// The seat whose action ended the round.
    pub fn trigger(&self) -> Option<usize> {
        self.trigger.map(usize::from)
    }

    /// The colour no Company chose (2 and 4 players).
    pub fn neutral_colour(&self) -> Option<Colour> {
        if self.players == 3 {
            return None;
        }
        Colour::ALL.into_iter().find(|c| !self.seats().contains(c))
    }

    /// The Companies' colours, ordered by their first seat.
    pub fn companies(&self) -> Vec<Colour> {
        let mut out = Vec::with_capacity(3);
        for &c in self.seats() {
            if !out.contains(&c) {
                out.push(c);
            }
        }
        out
    }

    pub fn phase(&self) -> Phase {
        if self.board.max_value() >= 6 {
            Phase::Over
        } else if self.hands().iter().any(|h| !h.is_empty()) {
            Phase::Placement
        } else {
            Phase::Dance
        }
    }

    pub fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    fn hands(&self) -> &[MuseSet] {
        &self.hands[..self.players as usize]
    }

    fn next_seat(&self) -> u8 {
        (self.to_move + 1) % self.players.max(1)
    }

    /// Every legal action, in a fixed order.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(256);
        self.legal_actions_into(&mut out);
        out
    }

    /// Every legal action, appended to `out` (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase() {
            Phase::Over => {}
            Phase::Placement => self.placements_into(out),
            Phase::Dance => self.dances_into(out),
        }
    }

    /// The empty squares where the next Muse may go.
    pub fn placement_squares(&self) -> Vec<Square> {
        if self.board.is_empty() {
            return vec![Square::ORIGIN];
        }
        self.board.free_squares_around()
    }

    fn placements_into(&self, out: &mut Vec<Action>) {
        let seat = self.to_move();
        let hand = self.hand(seat);
        let placed = self.has_placed_mystery(seat);
        let faces: &[bool] = match (placed, hand.len()) {
            (true, _) => &[false],
            (false, 1) => &[true],
            (false, _) => &[false, true],
        };
        let squares = self.placement_squares();
        for muse in hand.iter() {
            for &to in &squares {
                for &face_down in faces {
                    out.push(Action::Place {
                        muse,
                        to,
                        face_down,
                    });
                }
            }
        }
    }

    fn dances_into(&self, out: &mut Vec<Action>) {
        let steps = self.board.legal_steps();
        for (k, step) in steps.iter().enumerate() {
            let i = step.tile as usize;
            let user = self.board.tiles()[i];
            out.push(Action::Step {
                from: user.square,
                dir: step.dir,
            });
            if !user.face_up {
                continue;
            }
            // No Power follows a step that shows a 6 (D6).
            let six = crate::board::bits(step.moved).any(|j| self.board.tiles()[j].value >= 5);
            if !six {
                for target in power::targets_after_step(&self.board, step) {
                    out.push(Action::StepPower {
                        from: user.square,
                        dir: step.dir,
                        target,
                    });
                }
            }
            // Power before the step, once per stepper (her first legal step in the list).
            if steps[..k].iter().any(|s| s.tile == step.tile) {
                continue;
            }
            for t in power::targets(&self.board, i) {
                let target = self.board.tiles()[t].square;
                // Only a Raise can make a 6 (Lower lowers, Swap exchanges values below 6).
                let ends = user.muse.effect() == crate::muse::Effect::Raise
                    && self.board.tiles()[t].value == 5;
                if ends {
                    out.push(Action::PowerStep {
                        from: user.square,
                        target,
                        dir: None,
                    });
                } else {
                    for s in steps.iter().filter(|s| s.tile == step.tile) {
                        out.push(Action::PowerStep {
                            from: user.square,
                            target,
                            dir: Some(s.dir),
                        });
                    }
                }
            }
        }
    }

    /// Whether `action` is legal here.
    pub fn is_legal(&self, action: &Action) -> bool {
        let mut copy = *self;
        copy.play(action, &mut ()).is_ok()
    }

    /// Plays a legal action and says what happened, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::with_capacity(16);
        let mut next = *self;
        next.play(&action, &mut events)?;
        *self = next;
        Ok(events)
    }

    /// Plays on `self` (which the caller throws away on error).
    pub(crate) fn play(
        &mut self,
        action: &Action,
        events: &mut impl Sink,
    ) -> Result<(), IllegalAction> {
        match (self.phase(), action) {
            (Phase::Over, _) => return Err(IllegalAction::RoundOver),
            (Phase::Placement, Action::Place { .. }) => self.place(action, events)?,
            (Phase::Placement, _) => return Err(IllegalAction::NotDancing),
            (Phase::Dance, Action::Place { .. }) => return Err(IllegalAction::NotPlacing),
            (Phase::Dance, _) => self.dance(action, events)?,
        }
        if self.board.max_value() >= 6 {
            // D6: a 6 ends the round at once; the acting seat's Company is the trigger.
            self.trigger = Some(self.to_move);
            events.push(Event::RoundEnded {
                trigger: self.trigger,
            });
        } else {
            self.to_move = self.next_seat();
        }
        Ok(())
    }

    fn place(&mut self, action: &Action, events: &mut impl Sink) -> Result<(), IllegalAction> {
        let Action::Place {
            muse,
            to,
            face_down,
        } = *action
        else {
            return Err(IllegalAction::NotDancing);
        };
        let seat = self.to_move();
        if !self.hands[seat].contains(muse) {
            return Err(IllegalAction::NotInHand { muse });
        }
        if self.board.index_at(to).is_some() {
            return Err(IllegalAction::Occupied { square: to });
        }
        if self.board.is_empty() {
            if to != Square::ORIGIN {
                return Err(IllegalAction::FirstNotAtOrigin { square: to });
            }
        } else if !self.board.touches_any(to) {
            return Err(IllegalAction::NotTouching { square: to });
        }
        let placed = self.has_placed_mystery(seat);
        if face_down && placed {
            return Err(IllegalAction::SecondMysteriousMuse);
        }
        if !face_down && !placed && self.hands[seat].len() == 1 {
            return Err(IllegalAction::MysteriousMuseRequired);
        }
        let colour = self.seats[seat];
        self.hands[seat].remove(muse);
        if face_down {
            self.mystery_placed |= 1 << seat;
        }
        self.board.push(Tile::new(muse, to, !face_down, 1, colour));
        if self.hands().iter().all(|h| h.is_empty()) {
            // Placement bookkeeping ends with placement, so equal boards are equal positions.
            self.mystery_placed = 0;
        }
        events.push(Event::Placed {
            seat: seat as u8,
            square: to,
            face_down,
            colour,
        });
        Ok(())
    }

    fn dance(&mut self, action: &Action, events: &mut impl Sink) -> Result<(), IllegalAction> {
        let from = action.stepper().ok_or(IllegalAction::NotPlacing)?;
        let i = self
            .board
            .index_at(from)
            .ok_or(IllegalAction::NoTile { square: from })?;
        let legal_step = |board: &Board, dir: Dir| {
            board
                .step(i, dir)
                .ok_or(IllegalAction::BreaksGroup { square: from, dir })
        };
        match *action {
            Action::Place { .. } => return Err(IllegalAction::NotPlacing),
            Action::Step { dir, .. } => {
                let step = legal_step(&self.board, dir)?;
                self.do_step(&step, events);
            }
            Action::PowerStep { target, dir, .. } => {
                // The Power is hers only if she can step (RULES.md §5.2).
                let step = match dir {
                    Some(d) => Some(legal_step(&self.board, d)?),
                    None if self.board.can_step(i) => None,
                    None => return Err(IllegalAction::CannotStep { square: from }),
                };
                let t = power::check(&self.board, i, target)?;
                power::apply(&mut self.board, i, t, events);
                match (self.board.max_value() >= 6, step) {
                    (true, None) => {}
                    (true, Some(_)) => return Err(IllegalAction::StepAfterRoundEnd),
                    (false, None) => return Err(IllegalAction::StepMissing),
                    (false, Some(step)) => self.do_step(&step, events),
                }
            }
            Action::StepPower { dir, target, .. } => {
                let step = legal_step(&self.board, dir)?;
                if !self.board.tiles()[i].face_up {
                    return Err(IllegalAction::FaceDownPower { square: from });
                }
                self.do_step(&step, events);
                if self.board.max_value() >= 6 {
                    return Err(IllegalAction::PowerAfterRoundEnd);
                }
                let t = power::check(&self.board, i, target)?;
                power::apply(&mut self.board, i, t, events);
            }
        }
        Ok(())
    }

    fn do_step(&mut self, step: &Step, events: &mut impl Sink) {
        // The stepper first, then the pushed Muses from nearest to farthest.
        let mut sq = self.board.tiles()[step.tile as usize].square;
        while self
            .board
            .index_at(sq)
            .is_some_and(|j| step.moved & (1 << j) != 0)
        {
            events.push(Event::Moved {
                from: sq,
                to: sq.step(step.dir),
            });
            sq = sq.step(step.dir);
        }
        raise_moved(&mut self.board, step, events);
    }

    /// Scores the round as if it ended now (RULES.md §6), with the given bonus token.
    pub fn score(&self, bonus: Bonus) -> RoundScore {
        scoring::score_round(self, bonus)
    }
}

/// Moves the tiles of a step and raises each moved Muse's die by 1 (RULES.md §5.1).
fn raise_moved(board: &mut Board, step: &Step, events: &mut impl Sink) {
    board.shift(step);
    for i in crate::board::bits(step.moved) {
        if let Some(t) = board.tiles_mut().get_mut(i) {
            let to = (t.value + 1).min(6);
            events.push(Event::DieChanged {
                square: t.square,
                from: t.value,
                to,
                cause: Cause::Step,
            });
            t.value = to;
        }
    }
}

/// The number of action sequences of length `depth` from `pos` (a round that ends early
/// contributes nothing). Pins the rules down: see the perft files under `tests/`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = pos.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .iter()
        .map(|a| {
            let mut next = *pos;
            match next.play(a, &mut ()) {
                Ok(()) => perft(&next, depth - 1),
                Err(_) => 0,
            }
        })
        .sum()
}
