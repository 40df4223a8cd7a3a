//! Player views: what one seat may see of a game (RULES.md §4, D3). The table and the computer
//! players work from views, never from the truth.
//!
//! ```
//! use muses::{Game, Options};
//! let mut game = Game::new(Options::new(2).seed(3)).unwrap();
//! // Play the placement, always taking the first legal action (the last Muse goes face down).
//! while game.position().phase() == muses::Phase::Placement {
//!     game.apply(game.legal_actions()[0]).unwrap();
//! }
//! let view = game.view(Some(0), false);
//! assert!(view.tiles.iter().filter(|t| !t.face_up).all(|t| t.muse.is_none()));
//! ```

use crate::action::Action;
use crate::board::{Board, Colour, Square, Tile};
use crate::deal::MAX_SEATS;
use crate::muse::{Muse, MuseSet};
use crate::notation;
use crate::position::{Parts, Phase, Position, PositionError};
use crate::rng::Stream;
use crate::scoring::{self, Bonus, MatchScore, RoundScore};
use serde::{Deserialize, Serialize};

/// A tile as a seat sees it: a face-down tile has no Muse.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileView {
    pub square: Square,
    pub muse: Option<Muse>,
    pub face_up: bool,
    pub value: u8,
    pub colour: Colour,
}

/// A Company as the table shows it: its colour, its seats (0-based) and its Suns so far.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompanyView {
    pub colour: Colour,
    pub seats: Vec<u8>,
    pub suns: u32,
}

/// What one seat (or, with no seat, anybody at the table) may see.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// Whose eyes (0-based); `None` sees only what is public.
    pub seat: Option<u8>,
    pub players: u8,
    /// The colour of each seat.
    pub seats: Vec<Colour>,
    pub neutral: Option<Colour>,
    pub round: u8,
    pub rounds: u8,
    pub phase: Phase,
    pub game_over: bool,
    pub to_move: u8,
    pub first_player: u8,
    pub tiles: Vec<TileView>,
    /// This seat's own hand.
    pub hand: Vec<Muse>,
    pub hand_sizes: Vec<u8>,
    pub mystery_placed: Vec<bool>,
    /// This seat's own Mysterious Muse, only when asked for (D3: never on a shared screen).
    pub own_mystery: Option<Muse>,
    pub trigger: Option<u8>,
    /// The bonus token of the round being played, or of the next once one is scored (§7).
    pub next_bonus: Option<Bonus>,
    /// Each Company, by its first seat, with its Suns so far.
    pub companies: Vec<CompanyView>,
    /// The rounds played to the end (everything is revealed in them).
    pub results: Vec<RoundScore>,
    pub match_score: Option<MatchScore>,
}

/// What a game knows besides its position, for [`View::new`] (`Game::view` fills it in).
pub(crate) struct Table<'a> {
    pub position: &'a Position,
    pub round: u8,
    pub rounds: u8,
    pub first: u8,
    pub game_over: bool,
    /// The Muse each seat placed face down this round.
    pub mysteries: &'a [Option<Muse>],
    pub results: &'a [RoundScore],
    pub match_score: Option<&'a MatchScore>,
}

/// Each Company of `seats` with its seats and the Suns it won in `results`.
fn companies(seats: &[Colour], results: &[RoundScore]) -> Vec<CompanyView> {
    crate::deal::companies(seats)
        .into_iter()
        .map(|colour| CompanyView {
            colour,
            seats: (0..seats.len() as u8)
                .filter(|&s| seats[usize::from(s)] == colour)
                .collect(),
            suns: results
                .iter()
                .flat_map(|r| r.companies.iter().filter(|c| c.colour == colour))
                .map(|c| u32::from(c.suns))
                .sum(),
        })
        .collect()
}

impl View {
    /// The view of `seat` (0-based), or the public view with `None` (`own_mystery`: D3).
    pub(crate) fn new(table: Table, seat: Option<usize>, own_mystery: bool) -> View {
        let pos = table.position;
        let seat = seat.filter(|&s| s < pos.players());
        let revealed = table.game_over;
        let mine = seat
            .filter(|_| own_mystery)
            .and_then(|s| table.mysteries.get(s).copied().flatten());
        let tiles = pos
            .board()
            .tiles()
            .iter()
            .map(|t| TileView {
                square: t.square,
                muse: (t.face_up || revealed || Some(t.muse) == mine).then_some(t.muse),
                face_up: t.face_up,
                value: t.value,
                colour: t.colour,
            })
            .collect();
        View {
            seat: seat.map(|s| s as u8),
            players: pos.players() as u8,
            seats: pos.seats().to_vec(),
            neutral: pos.neutral_colour(),
            round: table.round,
            rounds: table.rounds,
            phase: pos.phase(),
            game_over: table.game_over,
            to_move: pos.to_move() as u8,
            first_player: table.first,
            tiles,
            hand: seat
                .map(|s| pos.hand(s).iter().collect())
                .unwrap_or_default(),
            hand_sizes: (0..pos.players())
                .map(|s| pos.hand(s).len() as u8)
                .collect(),
            mystery_placed: (0..pos.players())
                .map(|s| pos.has_placed_mystery(s))
                .collect(),
            own_mystery: mine,
            trigger: pos.trigger().map(|t| t as u8),
            next_bonus: (!table.game_over).then(|| scoring::bonus_for_round(table.results)),
            companies: companies(pos.seats(), table.results),
            results: table.results.to_vec(),
            match_score: table.match_score.cloned(),
        }
    }

    /// The Muses whose place this seat does not know.
    pub fn unseen(&self) -> MuseSet {
        let mut set = MuseSet::FULL;
        for m in self
            .tiles
            .iter()
            .filter_map(|t| t.muse)
            .chain(self.hand.iter().copied())
        {
            set.remove(m);
        }
        set
    }

    /// The legal actions of the seat to move in its own view (legality never depends on a
    /// hidden identity); none for a view no legal position fits.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.game_over {
            return Vec::new();
        }
        // Any consistent world gives the same list; the identity-free one is the first.
        let world = Position::from_parts(self.parts(|unknown| unknown.to_vec()));
        match Position::from_setup(&world.to_setup()) {
            Ok(pos) => pos.legal_actions(),
            Err(_) => Vec::new(),
        }
    }

    /// A legal position consistent with this view: the unseen Muses dealt at random to the
    /// face-down tiles it cannot see and to the other hands.
    pub fn world(&self, stream: &mut Stream) -> Result<Position, PositionError> {
        Position::from_setup(&self.sample(stream).to_setup())
    }

    /// [`View::world`] without the check, for the computer's search.
    pub(crate) fn sample(&self, stream: &mut Stream) -> Position {
        Position::from_parts(self.parts(|unknown| {
            let mut u = unknown.to_vec();
            stream.shuffle(&mut u);
            u
        }))
    }

    /// A world's fields, filling the unknown identities in the order `arrange` gives.
    fn parts(&self, arrange: impl FnOnce(&[Muse]) -> Vec<Muse>) -> Parts {
        let unseen: Vec<Muse> = self.unseen().iter().collect();
        let mut fill = arrange(&unseen).into_iter();
        let mut board = Board::new();
        for t in &self.tiles {
            let muse = t.muse.or_else(|| fill.next()).unwrap_or(Muse::Calliope);
            board.push(Tile::new(muse, t.square, t.face_up, t.value, t.colour));
        }
        let n = (self.players as usize).min(MAX_SEATS);
        let mut hands = [MuseSet::EMPTY; MAX_SEATS];
        for (s, hand) in hands.iter_mut().enumerate().take(n) {
            if Some(s as u8) == self.seat {
                *hand = self.hand.iter().copied().collect();
            } else {
                for _ in 0..self.hand_sizes.get(s).copied().unwrap_or(0) {
                    if let Some(m) = fill.next() {
                        hand.insert(m);
                    }
                }
            }
        }
        let mut seats = [Colour::Purple; MAX_SEATS];
        for (slot, &c) in seats.iter_mut().zip(&self.seats) {
            *slot = c;
        }
        let mystery_placed = if self.phase == Phase::Placement {
            self.mystery_placed
                .iter()
                .enumerate()
                .filter(|(_, &p)| p)
                .fold(0, |bits, (s, _)| bits | 1 << s)
        } else {
            0
        };
        Parts {
            board,
            seats,
            players: n as u8,
            to_move: self.to_move,
            hands,
            mystery_placed,
            trigger: self.trigger,
        }
    }

    /// The action in notation: face-up tiles by name, tiles it cannot see by square.
    pub fn action_notation(&self, action: &Action) -> String {
        let mut board = Board::new();
        for t in &self.tiles {
            // Only the squares matter to the writer; the names come from the view.
            board.push(Tile::new(
                Muse::Calliope,
                t.square,
                t.face_up,
                t.value,
                t.colour,
            ));
        }
        let name = |tile: &Tile| {
            let t = self.tiles.iter().find(|t| t.square == tile.square)?;
            t.muse
                .map(|m| notation::tile_name(&Tile::new(m, t.square, t.face_up, 1, t.colour)))
        };
        notation::write_action(&board, name, action)
    }
}
