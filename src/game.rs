//! A whole game: its options and seed, the deal (RULES.md §3, D2), the rounds, the two-round
//! match (§7, D8) and the list of actions played. A game is its seed plus its action list:
//! [`Game::replay`] rebuilds any game from them.
//!
//! ```
//! use muses::{Game, Options, Phase};
//! let mut game = Game::new(Options::new(2).seed(7));
//! assert_eq!(game.position().phase(), Phase::Placement);
//! while let Some(&a) = game.legal_actions().first() {
//!     game.apply(a).unwrap();
//! }
//! assert!(game.is_over());
//! let again = Game::replay(game.options().clone(), game.actions()).unwrap();
//! assert_eq!(again.position(), game.position());
//! ```

use crate::action::{Action, Event, IllegalAction};
use crate::board::Colour;
use crate::muse::{Muse, MuseSet};
use crate::position::{Phase, Position};
use crate::rng::Stream;
use crate::scoring::{self, MatchScore, RoundScore};
use serde::{Deserialize, Serialize};

/// How a game is set up before the deal.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// 2, 3 or 4.
    pub players: u8,
    /// 1, or 2 for a match (RULES.md §7).
    pub rounds: u8,
    pub seed: u64,
    /// One colour per Company, in the order of their first seats.
    pub colours: Vec<Colour>,
}

impl Options {
    /// A one-round game with the default colours (purple, then white, then orange) and seed 0.
    pub fn new(players: u8) -> Options {
        let colours = match players {
            3 => vec![Colour::Purple, Colour::Orange, Colour::White],
            _ => vec![Colour::Purple, Colour::White],
        };
        Options {
            players,
            rounds: 1,
            seed: 0,
            colours,
        }
    }

    pub fn seed(mut self, seed: u64) -> Options {
        self.seed = seed;
        self
    }

    pub fn rounds(mut self, rounds: u8) -> Options {
        self.rounds = rounds;
        self
    }

    pub fn colours(mut self, colours: Vec<Colour>) -> Options {
        self.colours = colours;
        self
    }

    /// Checks the options make a game.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !(2..=4).contains(&self.players) {
            return Err(OptionsError::Players(self.players));
        }
        if !(1..=2).contains(&self.rounds) {
            return Err(OptionsError::Rounds(self.rounds));
        }
        let companies = if self.players == 3 { 3 } else { 2 };
        if self.colours.len() != companies {
            return Err(OptionsError::ColourCount {
                players: self.players,
                expected: companies,
                got: self.colours.len(),
            });
        }
        for (i, c) in self.colours.iter().enumerate() {
            if self.colours[..i].contains(c) {
                return Err(OptionsError::SameColour(*c));
            }
        }
        Ok(())
    }

    /// The colour of each seat: in 4 players seats 1 and 3 share a Company, as do 2 and 4.
    pub fn seat_colours(&self) -> Vec<Colour> {
        (0..self.players as usize)
            .map(|s| self.colours[s % self.colours.len().max(1)])
            .collect()
    }
}

/// Options that cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    #[error("a game has 2, 3 or 4 players, not {0}")]
    Players(u8),
    #[error("a game has 1 round or a match of 2, not {0}")]
    Rounds(u8),
    #[error("{players} players make {expected} Companies, so {expected} colours, not {got}")]
    ColourCount {
        players: u8,
        expected: usize,
        got: usize,
    },
    #[error("two Companies cannot both be {}", .0.word())]
    SameColour(Colour),
}

/// The First Player's roll (D2): each contender's die, round after round of re-rolls.
pub type Rolls = Vec<Vec<(u8, u8)>>;

/// A game from the deal to the winner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    options: Options,
    stream: Stream,
    position: Position,
    round: u8,
    first: u8,
    rolls: Rolls,
    /// The Muse each seat placed face down this round.
    mysteries: [Option<Muse>; 4],
    results: Vec<RoundScore>,
    match_score: Option<MatchScore>,
    actions: Vec<Action>,
    /// Where a game built from a position started (no deal to replay).
    start: Option<Position>,
}

/// Why a game could not be rebuilt from its actions.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    #[error("action {index} is illegal: {error}")]
    Illegal { index: usize, error: IllegalAction },
}

impl Game {
    /// Deals a new game. Invalid options are mended (see [`Game::try_new`] to refuse them).
    pub fn new(options: Options) -> Game {
        match Game::try_new(options.clone()) {
            Ok(g) => g,
            Err(_) => {
                let fixed = Options::new(options.players.clamp(2, 4))
                    .seed(options.seed)
                    .rounds(options.rounds.clamp(1, 2));
                Game::deal_first_round(fixed)
            }
        }
    }

    pub fn try_new(options: Options) -> Result<Game, OptionsError> {
        options.validate()?;
        Ok(Game::deal_first_round(options))
    }

    fn deal_first_round(options: Options) -> Game {
        let mut stream = Stream::new(options.seed);
        let n = options.players;
        let mut position = deal(&options, &mut stream);
        let (first, rolls) = roll_for_first_player(&mut stream, n);
        position.to_move = first;
        Game {
            options,
            stream,
            position,
            round: 1,
            first,
            rolls,
            mysteries: [None; 4],
            results: Vec::new(),
            match_score: None,
            actions: Vec::new(),
            start: None,
        }
    }

    /// A one-round game from a position (analysis, puzzles): there is no deal to come.
    pub fn from_position(position: Position) -> Game {
        let colours = position.companies();
        let mut mysteries = [None; 4];
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
                colours,
            },
            stream: Stream::new(0),
            first: position.to_move,
            position,
            round: 1,
            rolls: Vec::new(),
            mysteries,
            results: Vec::new(),
            match_score: None,
            actions: Vec::new(),
            start: Some(position),
        };
        if game.position.is_over() {
            game.finish_round(&mut Vec::new());
        }
        game
    }

    /// Rebuilds a game from its options and actions.
    pub fn replay(options: Options, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::try_new(options)?;
        for (index, &a) in actions.iter().enumerate() {
            game.apply(a)
                .map_err(|error| ReplayError::Illegal { index, error })?;
        }
        Ok(game)
    }

    /// The game as it was after its first `n` actions (for replays and undo).
    pub fn prefix(&self, n: usize) -> Game {
        let mut game = match self.start {
            Some(p) => Game::from_position(p),
            None => Game::deal_first_round(self.options.clone()),
        };
        for &a in self.actions.iter().take(n) {
            // They were legal when played, so they are legal again.
            if game.apply(a).is_err() {
                break;
            }
        }
        game
    }

    /// Takes back the last action, if there is one.
    pub fn undo(&mut self) -> Option<Action> {
        let last = *self.actions.last()?;
        *self = self.prefix(self.actions.len() - 1);
        Some(last)
    }

    /// The position a game built from a position started from.
    pub fn start_position(&self) -> Option<&Position> {
        self.start.as_ref()
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The current round's position (the last round's, once the game is over).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// 1 or 2.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The First Player of the current round (0-based seat).
    pub fn first_player(&self) -> usize {
        self.first as usize
    }

    /// The dice rolled for the First Player of round 1 (D2): rounds of `(seat, roll)`.
    pub fn first_player_rolls(&self) -> &Rolls {
        &self.rolls
    }

    /// The Muse `seat` placed face down this round, once placed.
    pub fn mystery_of(&self, seat: usize) -> Option<Muse> {
        self.mysteries.get(seat).copied().flatten()
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

    /// Whether the last round is over and scored.
    pub fn is_over(&self) -> bool {
        self.results.len() >= self.options.rounds as usize
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            return Vec::new();
        }
        self.position.legal_actions()
    }

    /// Plays a legal action and says what happened, or refuses it and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        let seat = self.position.to_move();
        let mut events = self.position.apply(action)?;
        if let Action::Place {
            muse,
            face_down: true,
            ..
        } = action
        {
            self.mysteries[seat] = Some(muse);
        }
        self.actions.push(action);
        if self.position.phase() == Phase::Over {
            self.finish_round(&mut events);
        }
        Ok(events)
    }

    fn finish_round(&mut self, events: &mut Vec<Event>) {
        let score = self.position.score(scoring::bonus_for_round(&self.results));
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
                cause: crate::action::Cause::WillOfApollo,
            });
        }
        for t in score.tiles.iter().filter(|t| t.neutral) {
            events.push(Event::NeutralDieRemoved { square: t.square });
        }
        events.push(Event::RoundScored {
            round: self.round,
            score: Box::new(score.clone()),
        });
        self.results.push(score);
        if self.results.len() < self.options.rounds as usize {
            // D8: round 2 re-deals; its First Player is the seat after round 1's.
            self.first = (self.first + 1) % self.options.players;
            self.round += 1;
            let mut position = deal(&self.options, &mut self.stream);
            position.to_move = self.first;
            self.position = position;
            self.mysteries = [None; 4];
            events.push(Event::NewRound {
                round: self.round,
                first: self.first,
            });
        } else if self.options.rounds > 1 {
            let m = scoring::score_match(&self.results);
            events.push(Event::MatchEnded {
                score: Box::new(m.clone()),
            });
            self.match_score = Some(m);
        }
    }
}

/// Shuffles the nine Muses and deals them: seat 1 takes the first hand, seat 2 the next, …;
/// with 2 or 4 players the last Muse is the neutral one.
fn deal(options: &Options, stream: &mut Stream) -> Position {
    let mut muses = Muse::ALL;
    stream.shuffle(&mut muses);
    let n = options.players as usize;
    let per = match n {
        2 => 4,
        3 => 3,
        _ => 2,
    };
    let hands: Vec<MuseSet> = (0..n)
        .map(|s| muses[s * per..(s + 1) * per].iter().copied().collect())
        .collect();
    let neutral = (n * per < 9).then(|| muses[8]);
    Position::deal(&options.seat_colours(), &hands, neutral, 0)
}

/// D2: every player rolls; the highest is First Player; tied highest players roll again.
fn roll_for_first_player(stream: &mut Stream, players: u8) -> (u8, Rolls) {
    let mut contenders: Vec<u8> = (0..players).collect();
    let mut rolls = Vec::new();
    loop {
        let round: Vec<(u8, u8)> = contenders.iter().map(|&s| (s, stream.die())).collect();
        let best = round.iter().map(|r| r.1).max().unwrap_or(0);
        contenders = round.iter().filter(|r| r.1 == best).map(|r| r.0).collect();
        rolls.push(round);
        if contenders.len() <= 1 {
            return (contenders.first().copied().unwrap_or(0), rolls);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deal_sizes_follow_the_setup_table() {
        for (players, per, neutral) in [(2u8, 4usize, true), (3, 3, false), (4, 2, true)] {
            let g = Game::new(Options::new(players).seed(1));
            let p = g.position();
            for s in 0..players as usize {
                assert_eq!(p.hand(s).len(), per);
            }
            assert_eq!(p.board().len(), usize::from(neutral));
        }
    }
}
