//! A whole game: its options, each round's deal (from the seed, or from outside), the two-round
//! match (§7, D8) and the history, which undo, the log and earlier moments read without
//! replaying anything. [`Game::replay`] rebuilds a game from its seed and actions.

use crate::action::{Action, IllegalAction};
use crate::deal::{Deal, DealError, Options, OptionsError, Rolls, MAX_SEATS};
use crate::event::{Cause, Event};
use crate::muse::Muse;
use crate::notation;
use crate::position::{Phase, Position};
use crate::scoring::{self, MatchScore, RoundScore};
use crate::view::{Table, View};
use serde::Serialize;
use std::cell::OnceCell;

/// Where a game began.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Start {
    /// Dealt from the options' seed.
    Seed,
    /// Dealt from outside, round by round.
    Deals,
    /// From a position (analysis, puzzles): one round, no deal.
    Position(Position),
}

/// What an action changes, kept in the history as it was before it: undo is a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    position: Position,
    /// 1 or 2.
    round: u8,
    first: u8,
    /// The Muse each seat placed face down this round.
    mysteries: [Option<Muse>; MAX_SEATS],
}

/// One action of the history: who played it, what it was, what it did.
#[derive(Clone, Debug)]
pub struct Entry {
    action: Action,
    seat: u8,
    events: Vec<Event>,
    before: State,
    /// The action's index in the share code's canonical list, once a code needed it.
    code: OnceCell<(u32, u32)>,
}

impl PartialEq for Entry {
    fn eq(&self, other: &Entry) -> bool {
        // The code index is a cache of what the rest determines.
        (self.action, self.seat, &self.events, &self.before)
            == (other.action, other.seat, &other.events, &other.before)
    }
}

impl Eq for Entry {}

impl Entry {
    /// The action; a face-down placement names its Muse ([`Game::notation`] hides it).
    pub fn action(&self) -> Action {
        self.action
    }

    /// The seat (0-based) that played it.
    pub fn seat(&self) -> usize {
        usize::from(self.seat)
    }

    /// The round it was played in.
    pub fn round(&self) -> u8 {
        self.before.round
    }

    /// What it did, as [`Game::apply`] returned it.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The position it was played in.
    pub fn position_before(&self) -> &Position {
        &self.before.position
    }

    /// The action's index in the share code's canonical list and its length, once found.
    pub(crate) fn code_index(&self) -> &OnceCell<(u32, u32)> {
        &self.code
    }
}

/// One action as a seat may read it (for logs): nothing the seat may not know.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogEntry {
    pub seat: u8,
    pub round: u8,
    /// `None` while it would name a face-down Muse the seat may not know.
    pub action: Option<Action>,
    pub notation: String,
    pub events: Vec<Event>,
}

/// A game from the deal to the winner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    options: Options,
    start: Start,
    /// The deal of each round dealt so far (a seeded game deals every round at once).
    deals: Vec<Deal>,
    rolls: Rolls,
    state: State,
    results: Vec<RoundScore>,
    match_score: Option<MatchScore>,
    actions: Vec<Action>,
    history: Vec<Entry>,
}

/// Why a game could not be rebuilt from its actions.
// tsify reads no `untagged` on a variant: the type is written out.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(
        type = r#"{ kind: "Illegal"; params: { index: number; reason: IllegalAction } } | OptionsError"#
    )
)]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum ReplayError {
    #[error("action {} is illegal: {reason}", .index + 1)]
    Illegal { index: usize, reason: IllegalAction },
    /// Serialised as the [`OptionsError`] inside.
    #[error(transparent)]
    #[serde(untagged)]
    Options(#[from] OptionsError),
}

impl ReplayError {
    /// The kinds a [`ReplayError`] adds to [`OptionsError::KINDS`].
    pub const KINDS: &'static [&'static str] = &["Illegal"];
}

impl Game {
    /// Deals a new game from the options' seed, or says why the options make no game.
    pub fn new(options: Options) -> Result<Game, OptionsError> {
        options.validate()?;
        let (first, later, rolls) = Deal::seeded(&options);
        Ok(Game::start(options, Start::Seed, first, later, rolls))
    }

    /// A game whose rounds are dealt from outside, not from the seed (each round's First Player
    /// the seat after the last's, D8); with no deal left it waits for [`Game::add_deal`].
    pub fn from_deals(options: Options, deals: Vec<Deal>) -> Result<Game, DealError> {
        options.validate()?;
        let mut checked: Vec<Deal> = Vec::with_capacity(deals.len());
        for deal in deals {
            check_next(&options, &checked, &deal)?;
            checked.push(deal);
        }
        let mut deals = checked.into_iter();
        let first = deals.next().ok_or(DealError::NoDeal)?;
        Ok(Game::start(
            options,
            Start::Deals,
            first,
            deals.collect(),
            Vec::new(),
        ))
    }

    fn start(options: Options, start: Start, first: Deal, later: Vec<Deal>, rolls: Rolls) -> Game {
        let state = State {
            position: Position::deal(&options.seat_colours(), &first),
            round: 1,
            first: first.first(),
            mysteries: [None; MAX_SEATS],
        };
        let mut deals = vec![first];
        deals.extend(later);
        Game {
            state,
            options,
            start,
            deals,
            rolls,
            results: Vec::new(),
            match_score: None,
            actions: Vec::new(),
            history: Vec::new(),
        }
    }

    /// A one-round game from a position (analysis, puzzles): there is no deal to come.
    pub fn from_position(position: Position) -> Game {
        let mut mysteries = [None; MAX_SEATS];
        // Outside 4 players a face-down tile's colour says whose it is.
        if position.players() != 4 {
            for t in position.board().tiles().iter().filter(|t| !t.face_up) {
                if let Some(s) = position.seats().iter().position(|&c| c == t.colour) {
                    mysteries[s] = Some(t.muse);
                }
            }
        }
        let mut game = Game {
            options: Options {
                players: position.players() as u8,
                rounds: 1,
                seed: 0,
                colours: position.companies(),
            },
            start: Start::Position(position),
            deals: Vec::new(),
            rolls: Vec::new(),
            state: State {
                position,
                round: 1,
                first: position.to_move() as u8,
                mysteries,
            },
            results: Vec::new(),
            match_score: None,
            actions: Vec::new(),
            history: Vec::new(),
        };
        if position.is_over() {
            game.finish_round(&mut Vec::new());
        }
        game
    }

    /// Rebuilds a game dealt from a seed from its options and actions.
    pub fn replay(options: Options, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(options)?;
        for (index, &a) in actions.iter().enumerate() {
            game.apply(a)
                .map_err(|reason| ReplayError::Illegal { index, reason })?;
        }
        Ok(game)
    }

    /// The game as it was after its first `n` actions, from the history.
    pub fn prefix(&self, n: usize) -> Game {
        let mut game = self.clone();
        game.undo(self.history.len().saturating_sub(n));
        game
    }

    /// Takes back the last `n` actions (at most all) and returns them in the order played.
    pub fn undo(&mut self, n: usize) -> Vec<Action> {
        let k = self.history.len().saturating_sub(n);
        if let Some(e) = self.history.get(k) {
            self.state = e.before;
            self.results.truncate(usize::from(e.before.round) - 1);
            self.match_score = None;
        }
        self.history.truncate(k);
        self.actions.split_off(k)
    }

    /// The position a game built from a position started from.
    pub fn start_position(&self) -> Option<&Position> {
        match &self.start {
            Start::Position(p) => Some(p),
            _ => None,
        }
    }

    /// Whether the game was dealt from its options' seed (so that a game code can carry it).
    pub fn is_seeded(&self) -> bool {
        self.start == Start::Seed
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The deal of each round dealt so far: the whole truth.
    pub fn deals(&self) -> &[Deal] {
        &self.deals
    }

    /// The current round's position (the last one's, when over or waiting for a deal).
    pub fn position(&self) -> &Position {
        &self.state.position
    }

    /// 1 or 2.
    pub fn round(&self) -> u8 {
        self.state.round
    }

    /// The First Player of the current round (0-based seat).
    pub fn first_player(&self) -> usize {
        usize::from(self.state.first)
    }

    /// The dice rolled for the First Player of round 1 (D2): rounds of `(seat, roll)`.
    pub fn first_player_rolls(&self) -> &Rolls {
        &self.rolls
    }

    /// The Muse `seat` placed face down this round, once placed.
    pub fn mystery_of(&self, seat: usize) -> Option<Muse> {
        self.state.mysteries.get(seat).copied().flatten()
    }

    /// The results of the rounds played to the end.
    pub fn results(&self) -> &[RoundScore] {
        &self.results
    }

    pub fn match_score(&self) -> Option<&MatchScore> {
        self.match_score.as_ref()
    }

    /// Every action played since the deal.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// Every action played since the deal, with who played it and what it did.
    pub fn history(&self) -> &[Entry] {
        &self.history
    }

    /// Whether the last round is over and scored.
    pub fn is_over(&self) -> bool {
        self.results.len() >= usize::from(self.options.rounds)
    }

    /// Whether a round is over and the next one's deal has not come ([`Game::add_deal`]).
    pub fn awaiting_deal(&self) -> bool {
        !self.is_over() && self.results.len() >= usize::from(self.state.round)
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() || self.awaiting_deal() {
            return Vec::new();
        }
        self.state.position.legal_actions()
    }

    /// What `seat` (0-based) may see, or with `None` anybody at the table; `own_mystery` shows
    /// the seat its own face-down Muse (D3).
    pub fn view(&self, seat: Option<usize>, own_mystery: bool) -> View {
        let table = Table {
            position: &self.state.position,
            round: self.state.round,
            rounds: self.options.rounds,
            first: self.state.first,
            game_over: self.is_over(),
            mysteries: &self.state.mysteries,
            results: &self.results,
            match_score: self.match_score.as_ref(),
        };
        View::new(table, seat, own_mystery)
    }

    /// Plays a legal action and says what happened, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        if self.awaiting_deal() {
            return Err(IllegalAction::AwaitingDeal);
        }
        let before = self.state;
        let seat = before.position.to_move();
        let mut events = self.state.position.apply(action)?;
        if let Action::Place {
            muse,
            face_down: true,
            ..
        } = action
        {
            self.state.mysteries[seat] = Some(muse);
        }
        if self.state.position.phase() == Phase::Over {
            self.finish_round(&mut events);
        }
        self.actions.push(action);
        self.history.push(Entry {
            action,
            seat: seat as u8,
            events: events.clone(),
            before,
            code: OnceCell::new(),
        });
        Ok(events)
    }

    /// Deals the next round of a game dealt from outside; it begins if the game was waiting.
    pub fn add_deal(&mut self, deal: Deal) -> Result<Vec<Event>, DealError> {
        if self.start != Start::Deals {
            return Err(DealError::TooMany);
        }
        check_next(&self.options, &self.deals, &deal)?;
        self.deals.push(deal);
        let mut events = Vec::new();
        if self.awaiting_deal() {
            self.next_round(&mut events);
        }
        Ok(events)
    }

    /// The action `index` of the history in notation, as `reader` may read it (`None`: anybody):
    /// a tile it may not know is named by its square, a face-down placement `?@x,y`.
    pub fn notation(
        &self,
        index: usize,
        reader: Option<usize>,
        own_mystery: bool,
    ) -> Option<String> {
        let e = self.history.get(index)?;
        Some(self.read(e, reader, own_mystery).1)
    }

    /// The history as `reader` may read it ([`Game::notation`]).
    pub fn log(&self, reader: Option<usize>, own_mystery: bool) -> Vec<LogEntry> {
        self.history
            .iter()
            .map(|e| {
                let (hidden, notation) = self.read(e, reader, own_mystery);
                LogEntry {
                    seat: e.seat,
                    round: e.before.round,
                    action: (!hidden).then_some(e.action),
                    notation,
                    events: e.events.clone(),
                }
            })
            .collect()
    }

    /// Whether `e`'s action names a Muse `reader` may not know yet, and its notation for it.
    fn read(&self, e: &Entry, reader: Option<usize>, own_mystery: bool) -> (bool, String) {
        let revealed = self.results.len() >= usize::from(e.before.round);
        let own = reader
            .filter(|_| own_mystery)
            .and_then(|s| e.before.mysteries.get(s).copied().flatten());
        match e.action {
            Action::Place {
                to,
                face_down: true,
                ..
            } if !(revealed || own_mystery && reader == Some(e.seat())) => {
                (true, format!("?@{to}"))
            }
            action => (
                false,
                notation::write_action(
                    e.before.position.board(),
                    |t| {
                        (t.face_up || revealed || Some(t.muse) == own)
                            .then(|| notation::tile_name(t))
                    },
                    &action,
                ),
            ),
        }
    }

    fn finish_round(&mut self, events: &mut Vec<Event>) {
        let score = self
            .state
            .position
            .score(scoring::bonus_for_round(&self.results));
        for t in score.tiles.iter().filter(|t| t.was_face_down) {
            events.push(Event::Revealed {
                square: t.square,
                muse: t.muse,
            });
        }
        for t in score.tiles.iter().filter(|t| t.will_of_apollo) {
            events.push(Event::DieChanged {
                square: t.square,
                from: t.value,
                to: 6,
                cause: Cause::WillOfApollo,
            });
        }
        for t in score.tiles.iter().filter(|t| t.neutral) {
            events.push(Event::NeutralDieRemoved { square: t.square });
        }
        events.push(Event::RoundScored {
            round: self.state.round,
            score: Box::new(score.clone()),
        });
        self.results.push(score);
        if !self.is_over() {
            self.next_round(events);
        } else if self.options.rounds > 1 {
            let m = scoring::score_match(&self.results);
            events.push(Event::MatchEnded {
                score: Box::new(m.clone()),
            });
            self.match_score = Some(m);
        }
    }

    /// Starts the next round from its deal, if it has come (D8: its First Player is in it).
    fn next_round(&mut self, events: &mut Vec<Event>) {
        let Some(deal) = self.deals.get(usize::from(self.state.round)) else {
            return;
        };
        self.state = State {
            position: Position::deal(&self.options.seat_colours(), deal),
            round: self.state.round + 1,
            first: deal.first(),
            mysteries: [None; MAX_SEATS],
        };
        events.push(Event::NewRound {
            round: self.state.round,
            first: self.state.first,
        });
    }
}

/// Checks that `deal` may follow `dealt` in a game of `options`.
fn check_next(options: &Options, dealt: &[Deal], deal: &Deal) -> Result<(), DealError> {
    let players = usize::from(options.players);
    if deal.players() != players {
        return Err(DealError::Players {
            expected: players,
            got: deal.players(),
        });
    }
    if dealt.len() >= usize::from(options.rounds) {
        return Err(DealError::TooMany);
    }
    if let Some(last) = dealt.last() {
        // D8: each round's First Player is the seat after the last round's.
        let expected = (last.first() + 1) % options.players;
        if deal.first() != expected {
            return Err(DealError::NotNextFirst {
                round: dealt.len() + 1,
                expected,
                got: deal.first(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_sizes_follow_the_setup_table() {
        for (players, per, neutral) in [(2u8, 4usize, true), (3, 3, false), (4, 2, true)] {
            let g = Game::new(Options::new(players).seed(1)).unwrap();
            let p = g.position();
            for s in 0..players as usize {
                assert_eq!(p.hand(s).len(), per);
            }
            assert_eq!(p.board().len(), usize::from(neutral));
        }
    }
}
