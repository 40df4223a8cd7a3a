//! A validated position of one round: the tiles in play, the seats, whose turn it is, the
//! hands during placement, and who ended the round.
//!
//! A [`Position`] is always legal: the only ways to one are a deal, [`Position::from_setup`]
//! (which checks a [`Setup`]) and [`Position::apply`], which plays a legal action or nothing.
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

use crate::action::{Action, IllegalAction};
use crate::board::{Board, Colour, Dir, Square, Step, Tile, MAX_TILES};
use crate::deal::{self, Deal, MAX_SEATS};
use crate::event::{Cause, Event, Sink};
use crate::muse::{Muse, MuseSet};
use crate::power;
use crate::scoring::{self, Bonus, RoundScore};
use serde::{Deserialize, Serialize};

/// Where a round stands.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
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
    board: Board,
    seats: [Colour; MAX_SEATS],
    players: u8,
    to_move: u8,
    hands: [MuseSet; MAX_SEATS],
    /// Bit `s` set when seat `s` has placed their Mysterious Muse.
    mystery_placed: u8,
    /// The seat whose action showed a 6.
    trigger: Option<u8>,
}

/// A position's fields, unchecked: what the computer players build their sampled worlds
/// from (the identities a seat cannot see, dealt at random), much faster than a [`Setup`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Parts {
    pub board: Board,
    pub seats: [Colour; MAX_SEATS],
    pub players: u8,
    pub to_move: u8,
    pub hands: [MuseSet; MAX_SEATS],
    pub mystery_placed: u8,
    pub trigger: Option<u8>,
}

impl Position {
    /// The start of a round: the neutral Muse (if any) on 0,0 with a neutral die showing 1,
    /// every other Muse in hand, the First Player to move. `seats` are valid options' seat
    /// colours for the deal's number of players (the game checks both).
    pub(crate) fn deal(seats: &[Colour], deal: &Deal) -> Position {
        let n = seats.len().min(MAX_SEATS);
        let mut pos = Position {
            board: Board::new(),
            seats: [Colour::Purple; MAX_SEATS],
            players: n as u8,
            to_move: deal.first(),
            hands: [MuseSet::EMPTY; MAX_SEATS],
            mystery_placed: 0,
            trigger: None,
        };
        pos.seats[..n].copy_from_slice(&seats[..n]);
        for (h, &d) in pos.hands.iter_mut().zip(deal.hands()) {
            *h = d;
        }
        if let (Some(m), Some(colour)) = (deal.neutral(), pos.neutral_colour()) {
            // Face down with two players, face up with four (RULES.md §3).
            let face_up = deal::neutral_face_up(n);
            pos.board
                .push(Tile::new(m, Square::ORIGIN, face_up, 1, colour));
        }
        pos
    }

    /// The crate's one door around validation, for the computer players' sampled worlds
    /// (`View::sample`, the worlds of ai/): they must fit a legal position, which the
    /// computer checks once per choice through [`Position::from_setup`].
    pub(crate) fn from_parts(parts: Parts) -> Position {
        let Parts {
            board,
            seats,
            players,
            to_move,
            hands,
            mystery_placed,
            trigger,
        } = parts;
        Position {
            board,
            seats,
            players,
            to_move,
            hands,
            mystery_placed,
            trigger,
        }
    }

    /// The fields, to change into another world with [`Position::from_parts`].
    pub(crate) fn parts(&self) -> Parts {
        Parts {
            board: self.board,
            seats: self.seats,
            players: self.players,
            to_move: self.to_move,
            hands: self.hands,
            mystery_placed: self.mystery_placed,
            trigger: self.trigger,
        }
    }

    /// The position as an unchecked [`Setup`] (what the notation prints).
    pub fn to_setup(&self) -> Setup {
        let placing = self.phase() == Phase::Placement;
        Setup {
            tiles: self.board.tiles().to_vec(),
            seats: self.seats().to_vec(),
            to_move: self.to_move as u32 + 1,
            hands: placing.then(|| {
                (0..self.players())
                    .map(|s| self.hand(s).iter().collect())
                    .collect()
            }),
            mystery: placing.then(|| {
                (0..self.players())
                    .filter(|&s| self.has_placed_mystery(s))
                    .map(|s| s as u32 + 1)
                    .collect()
            }),
            trigger: self.trigger.map(|t| t as u32 + 1),
        }
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
        deal::neutral_colour(self.seats())
    }

    /// The Companies' colours, ordered by their first seat.
    pub fn companies(&self) -> Vec<Colour> {
        deal::companies(self.seats())
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
        self.end_turn(events);
        Ok(())
    }

    /// Plays a dance step that this position's board gave (`Board::step`, `legal_steps`),
    /// without checking it again: for the computer's playouts, where it is known legal.
    pub(crate) fn play_step(&mut self, step: &Step) {
        // Nobody hears the events: only the tiles move and the dice rise (`do_step` less
        // its walk down the line for the Moved events).
        raise_moved(&mut self.board, step, &mut ());
        self.end_turn(&mut ());
    }

    /// After an action: the round ends on a 6, else the next seat is to move.
    fn end_turn(&mut self, events: &mut impl Sink) {
        if self.board.max_value() >= 6 {
            // D6: a 6 ends the round at once; the acting seat's Company is the trigger.
            self.trigger = Some(self.to_move);
            events.push(Event::RoundEnded {
                trigger: self.trigger,
            });
        } else {
            self.to_move = self.next_seat();
        }
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
        scoring::score_round(&self.board, self.seats(), self.trigger(), bonus)
    }
}

/// A position as read (by the notation, say), not yet checked against the rules: it may
/// describe nonsense. [`Position::from_setup`] checks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub tiles: Vec<Tile>,
    pub seats: Vec<Colour>,
    /// 1-based, as written.
    pub to_move: u32,
    /// Seat by seat, during placement.
    pub hands: Option<Vec<Vec<Muse>>>,
    /// The seats (1-based) that have placed their Mysterious Muse.
    pub mystery: Option<Vec<u32>>,
    /// The seat (1-based) whose action ended the round.
    pub trigger: Option<u32>,
}

/// A position that reads well but breaks a rule.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum PositionError {
    #[error("{players} seats: a game has 2, 3 or 4 players")]
    PlayerCount { players: usize },
    #[error("the seats `{seats}` do not fit: 2 players take two colours, 3 players all three, 4 players alternate two colours (like pwpw)")]
    SeatColours { seats: String },
    #[error("seat {seat} is to move, but there is no such seat")]
    ToMove { seat: u32 },
    #[error("{muse} appears twice")]
    DuplicateMuse { muse: Muse },
    #[error("two Muses are on square {square}")]
    DuplicateSquare { square: Square },
    #[error("the die on {muse} shows {value}: a die shows 1 to 6")]
    DieValue { muse: Muse, value: u8 },
    #[error("{muse} carries a {} die, but no Company is {} and it is not the neutral colour", colour.word(), colour.word())]
    ColourNotInGame { muse: Muse, colour: Colour },
    #[error("{first} and {second} both carry the neutral die")]
    TwoNeutralDice { first: Muse, second: Muse },
    #[error("the neutral Muse {muse} must be face down with 2 players")]
    NeutralFaceUp { muse: Muse },
    #[error("the neutral Muse {muse} must be face up with 4 players")]
    NeutralFaceDown { muse: Muse },
    #[error("the {} Company has {count} dice on the table and in hand, but only {max} dice", colour.word())]
    TooManyDice {
        colour: Colour,
        count: usize,
        max: usize,
    },
    #[error("the {} Company has {count} Muses face down, but each of its {players} player(s) places only one", colour.word())]
    TooManyFaceDown {
        colour: Colour,
        count: usize,
        players: usize,
    },
    #[error("the Muses are not one single group")]
    NotOneGroup,
    #[error("seat {seat} triggered the end, but there is no such seat")]
    Trigger { seat: u32 },
    #[error("a trigger is given, but no die shows 6")]
    TriggerWithoutSix,
    #[error("hands are given for {got} seats, but there are {expected}")]
    HandCount { got: usize, expected: usize },
    #[error("the hands do not fit seat {seat} being the one to move: going round from it, hands never grow")]
    HandsOutOfTurn { seat: u32 },
    #[error("Muses are still in hand, so every die shows 1, but the die on {muse} shows {value}")]
    PlacementDie { muse: Muse, value: u8 },
    #[error("the mystery field names seat {seat}, which does not exist")]
    MysterySeat { seat: u32 },
    #[error("the {} Company has {face_down} Muses face down, but the mystery field lists {listed} of its seats", colour.word())]
    MysteryMismatch {
        colour: Colour,
        face_down: usize,
        listed: usize,
    },
    #[error("the {} Company has one Muse face down: say whose with the mystery field", colour.word())]
    MysteryAmbiguous { colour: Colour },
    #[error("seat {seat} has no Muse left in hand to place face down")]
    MysteryImpossible { seat: u32 },
    #[error("nothing to play: no Muse in play or in hand")]
    Empty,
}
impl PositionError {
    /// Every [`PositionError`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "PlayerCount",
        "SeatColours",
        "ToMove",
        "DuplicateMuse",
        "DuplicateSquare",
        "DieValue",
        "ColourNotInGame",
        "TwoNeutralDice",
        "NeutralFaceUp",
        "NeutralFaceDown",
        "TooManyDice",
        "TooManyFaceDown",
        "NotOneGroup",
        "Trigger",
        "TriggerWithoutSix",
        "HandCount",
        "HandsOutOfTurn",
        "PlacementDie",
        "MysterySeat",
        "MysteryMismatch",
        "MysteryAmbiguous",
        "MysteryImpossible",
        "Empty",
    ];
}

impl Position {
    /// The one way to a position from outside: checks every rule a position must follow and
    /// builds it. The notation, share links and views all come through here.
    pub fn from_setup(setup: &Setup) -> Result<Position, PositionError> {
        let n = setup.seats.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(PositionError::PlayerCount { players: n });
        }
        let s = &setup.seats;
        let colours_ok = match n {
            2 => s[0] != s[1],
            3 => s[0] != s[1] && s[1] != s[2] && s[0] != s[2],
            _ => s[0] != s[1] && s[0] == s[2] && s[1] == s[3],
        };
        if !colours_ok {
            let text: String = s.iter().map(|c| c.letter()).collect();
            return Err(PositionError::SeatColours { seats: text });
        }
        if setup.to_move == 0 || setup.to_move as usize > n {
            return Err(PositionError::ToMove {
                seat: setup.to_move,
            });
        }
        let hands: Vec<Vec<Muse>> = match &setup.hands {
            Some(h) if h.len() != n => {
                return Err(PositionError::HandCount {
                    got: h.len(),
                    expected: n,
                })
            }
            Some(h) => h.clone(),
            None => vec![Vec::new(); n],
        };
        let mut seen = MuseSet::EMPTY;
        for m in setup
            .tiles
            .iter()
            .map(|t| t.muse)
            .chain(hands.iter().flatten().copied())
        {
            if seen.contains(m) {
                return Err(PositionError::DuplicateMuse { muse: m });
            }
            seen.insert(m);
        }
        if setup.tiles.is_empty() && hands.iter().all(Vec::is_empty) {
            return Err(PositionError::Empty);
        }
        for (i, t) in setup.tiles.iter().enumerate() {
            if setup.tiles[..i].iter().any(|u| u.square == t.square) {
                return Err(PositionError::DuplicateSquare { square: t.square });
            }
            if !(1..=6).contains(&t.value) {
                return Err(PositionError::DieValue {
                    muse: t.muse,
                    value: t.value,
                });
            }
        }
        let neutral = deal::neutral_colour(s);
        let companies = deal::companies(s);
        let mut neutral_muse: Option<Muse> = None;
        for t in &setup.tiles {
            if Some(t.colour) == neutral {
                if let Some(first) = neutral_muse {
                    return Err(PositionError::TwoNeutralDice {
                        first,
                        second: t.muse,
                    });
                }
                neutral_muse = Some(t.muse);
                if n == 2 && t.face_up {
                    return Err(PositionError::NeutralFaceUp { muse: t.muse });
                }
                if n == 4 && !t.face_up {
                    return Err(PositionError::NeutralFaceDown { muse: t.muse });
                }
            } else if !s.contains(&t.colour) {
                return Err(PositionError::ColourNotInGame {
                    muse: t.muse,
                    colour: t.colour,
                });
            }
        }
        let max_dice = if n == 3 { 3 } else { 4 };
        for &colour in &companies {
            let seats_of: Vec<usize> = (0..n).filter(|&i| s[i] == colour).collect();
            let count = setup.tiles.iter().filter(|t| t.colour == colour).count()
                + seats_of.iter().map(|&i| hands[i].len()).sum::<usize>();
            if count > max_dice {
                return Err(PositionError::TooManyDice {
                    colour,
                    count,
                    max: max_dice,
                });
            }
            let down = setup
                .tiles
                .iter()
                .filter(|t| t.colour == colour && !t.face_up)
                .count();
            if down > seats_of.len() {
                return Err(PositionError::TooManyFaceDown {
                    colour,
                    count: down,
                    players: seats_of.len(),
                });
            }
        }
        let mut board = Board::new();
        for t in setup.tiles.iter().take(MAX_TILES) {
            board.push(*t);
        }
        if !board.is_one_group() {
            return Err(PositionError::NotOneGroup);
        }
        let placing = hands.iter().any(|h| !h.is_empty());
        let mut mystery_placed = 0u8;
        if placing {
            if let Some(t) = setup.tiles.iter().find(|t| t.value != 1) {
                return Err(PositionError::PlacementDie {
                    muse: t.muse,
                    value: t.value,
                });
            }
            // Going round from the seat to move, each seat has placed no more than the last.
            let start = setup.to_move as usize - 1;
            let sizes: Vec<usize> = (0..n).map(|k| hands[(start + k) % n].len()).collect();
            let fits = sizes.windows(2).all(|w| w[1] <= w[0]) && sizes[n - 1] + 1 >= sizes[0];
            if !fits {
                return Err(PositionError::HandsOutOfTurn {
                    seat: setup.to_move,
                });
            }
            mystery_placed = mystery_bits(setup, &companies)?;
            for (seat, hand) in hands.iter().enumerate() {
                if mystery_placed & (1 << seat) == 0 && hand.is_empty() {
                    return Err(PositionError::MysteryImpossible {
                        seat: seat as u32 + 1,
                    });
                }
            }
        }
        let trigger = match setup.trigger {
            Some(t) if t == 0 || t as usize > n => return Err(PositionError::Trigger { seat: t }),
            Some(_) if board.max_value() < 6 => return Err(PositionError::TriggerWithoutSix),
            Some(t) => Some(t as u8 - 1),
            None => None,
        };
        let mut seats = [Colour::Purple; MAX_SEATS];
        seats[..n].copy_from_slice(s);
        let mut hand_sets = [MuseSet::EMPTY; MAX_SEATS];
        for (i, h) in hands.iter().enumerate() {
            hand_sets[i] = h.iter().copied().collect();
        }
        Ok(Position {
            board,
            seats,
            players: n as u8,
            to_move: setup.to_move as u8 - 1,
            hands: hand_sets,
            mystery_placed,
            trigger,
        })
    }
}

/// Which seats have placed their Mysterious Muse: the mystery field, checked against the
/// face-down tiles, or read off them when a colour says whose they are.
fn mystery_bits(setup: &Setup, companies: &[Colour]) -> Result<u8, PositionError> {
    let n = setup.seats.len();
    let listed = setup.mystery.clone().unwrap_or_default();
    if let Some(&bad) = listed.iter().find(|&&s| s == 0 || s as usize > n) {
        return Err(PositionError::MysterySeat { seat: bad });
    }
    let mut bits = 0u8;
    for &colour in companies {
        let seats_of: Vec<usize> = (0..n).filter(|&i| setup.seats[i] == colour).collect();
        let face_down = setup
            .tiles
            .iter()
            .filter(|t| t.colour == colour && !t.face_up)
            .count();
        if setup.mystery.is_some() {
            let listed_here = seats_of
                .iter()
                .filter(|&&i| listed.contains(&(i as u32 + 1)))
                .count();
            if listed_here != face_down {
                return Err(PositionError::MysteryMismatch {
                    colour,
                    face_down,
                    listed: listed_here,
                });
            }
            for &i in &seats_of {
                if listed.contains(&(i as u32 + 1)) {
                    bits |= 1 << i;
                }
            }
        } else if face_down == seats_of.len() {
            for &i in &seats_of {
                bits |= 1 << i;
            }
        } else if face_down > 0 {
            return Err(PositionError::MysteryAmbiguous { colour });
        }
    }
    Ok(bits)
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
