//! The notation of RULES.md §9: positions and actions as text.
//!
//! Reading text gives an unchecked [`Setup`] (it may describe nonsense, like shakmaty's
//! `Setup`); [`Setup::validate`] turns it into a [`Position`] or says which rule it breaks.
//! Parsing errors ([`ParseError`]) name the field and the text at fault; validation errors
//! ([`PositionError`]) name the rule.
//!
//! A position is `<board> <seats> <to-move>` and then optional fields of this engine:
//! - `hands=Clio,Thalia|Erato,Urania` the hands during placement, seat by seat (`-` empty);
//! - `mystery=13` the seats that have already placed their Mysterious Muse (`-` none),
//!   printed during placement;
//! - `trigger=2` the seat whose action showed the 6 that ended the round.
//!
//! An empty board is written `-`.
//!
//! ```
//! use muses::{Setup, Position};
//! let text = "Clio@0,0=2p/thalia@1,1=1w/Urania@-1,0=3o pow 1";
//! let setup: Setup = text.parse().unwrap();
//! assert_eq!(setup.to_string(), text);
//! let pos: Position = setup.validate().unwrap();
//! assert_eq!(pos.to_string(), text);
//! // Unchecked input can be nonsense; validation says which rule it breaks.
//! let bad: Setup = "Clio@0,0=2p/Thalia@5,5=1w pw 1".parse().unwrap();
//! assert_eq!(bad.validate().unwrap_err().to_string(), "the Muses are not one single group");
//! ```

use crate::action::Action;
use crate::board::{Board, Colour, Dir, Square, Tile, MAX_TILES};
use crate::muse::{Muse, MuseSet};
use crate::position::{Phase, Position, MAX_SEATS};
use std::fmt::{self, Display, Write};
use std::str::FromStr;

/// A position as read, not yet checked against the rules.
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

/// The part of the text a [`ParseError`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Board,
    /// The n-th tile of the board (1-based).
    Tile(usize),
    Seats,
    ToMove,
    Hands,
    Mystery,
    Trigger,
    /// An optional field (1-based position in the text).
    Extra(usize),
    Action,
}

impl Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Board => f.write_str("the board"),
            Field::Tile(n) => write!(f, "tile {n} of the board"),
            Field::Seats => f.write_str("the seats"),
            Field::ToMove => f.write_str("the seat to move"),
            Field::Hands => f.write_str("the hands"),
            Field::Mystery => f.write_str("the mystery field"),
            Field::Trigger => f.write_str("the trigger field"),
            Field::Extra(n) => write!(f, "field {n}"),
            Field::Action => f.write_str("the action"),
        }
    }
}

/// What is wrong with the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Missing,
    /// The text has a shape other than the field's.
    Shape(&'static str),
    UnknownMuse(String),
    /// A name neither Capitalised (face up) nor all lowercase (face down).
    NameCase(String),
    BadSquare(String),
    BadNumber(String),
    BadColour(char),
    BadDirection(String),
    UnknownField(String),
    RepeatedField(String),
}

impl Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Missing => f.write_str("is missing"),
            Problem::Shape(s) => write!(f, "expected {s}"),
            Problem::UnknownMuse(s) => write!(f, "`{s}` is not one of the nine Muses"),
            Problem::NameCase(s) => write!(
                f,
                "`{s}` must be Capitalised (face up) or all lowercase (face down)"
            ),
            Problem::BadSquare(s) => {
                write!(
                    f,
                    "`{s}` is not a square: expected `x,y` with whole numbers"
                )
            }
            Problem::BadNumber(s) => write!(f, "`{s}` is not a number in range"),
            Problem::BadColour(c) => write!(f, "`{c}` is not a colour: use p, o or w"),
            Problem::BadDirection(s) => write!(f, "`{s}` is not a direction: use N, E, S or W"),
            Problem::UnknownField(s) => write!(f, "`{s}` is not a known field"),
            Problem::RepeatedField(s) => write!(f, "`{s}` is given twice"),
        }
    }
}

/// Text that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    pub field: Field,
    /// The text at fault.
    pub text: String,
    pub problem: Problem,
}

impl Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.text.is_empty() || matches!(self.problem, Problem::Missing) {
            write!(f, "{} {}", self.field, self.problem)
        } else {
            write!(f, "{} `{}`: {}", self.field, self.text, self.problem)
        }
    }
}

fn err(field: Field, text: &str, problem: Problem) -> ParseError {
    ParseError {
        field,
        text: text.to_string(),
        problem,
    }
}

/// Coordinates are limited so that no position starts near the wrapping point.
const MAX_COORD: i64 = 1_000_000_000;

fn parse_coord(s: &str) -> Option<i32> {
    let v: i64 = s.parse().ok()?;
    (v.abs() <= MAX_COORD).then_some(v as i32)
}

/// `x,y`.
pub fn parse_square(s: &str) -> Option<Square> {
    let (x, y) = s.split_once(',')?;
    Some(Square::new(parse_coord(x)?, parse_coord(y)?))
}

/// A Muse name: `Some((muse, face_up))` for `Clio` or `clio`.
fn parse_name(field: Field, text: &str, s: &str) -> Result<(Muse, bool), ParseError> {
    let muse =
        Muse::from_name(s).ok_or_else(|| err(field, text, Problem::UnknownMuse(s.to_string())))?;
    if s == muse.name() {
        Ok((muse, true))
    } else if s == muse.name().to_ascii_lowercase() {
        Ok((muse, false))
    } else {
        Err(err(field, text, Problem::NameCase(s.to_string())))
    }
}

fn parse_seat(field: Field, s: &str) -> Result<u32, ParseError> {
    s.parse::<u32>()
        .map_err(|_| err(field, s, Problem::BadNumber(s.to_string())))
}

fn parse_tile(n: usize, s: &str) -> Result<Tile, ParseError> {
    let field = Field::Tile(n);
    let shape = Problem::Shape("`Name@x,y=vc`, like `Clio@0,0=2p`");
    let (name, rest) = s
        .split_once('@')
        .ok_or_else(|| err(field, s, shape.clone()))?;
    let (sq, die) = rest.split_once('=').ok_or_else(|| err(field, s, shape))?;
    let (muse, face_up) = parse_name(field, s, name)?;
    let square = parse_square(sq).ok_or_else(|| err(field, s, Problem::BadSquare(sq.into())))?;
    let colour_char = die
        .chars()
        .last()
        .ok_or_else(|| err(field, s, Problem::Shape("a die like `2p` after `=`")))?;
    let digits = &die[..die.len() - colour_char.len_utf8()];
    let colour = Colour::from_letter(colour_char)
        .ok_or_else(|| err(field, s, Problem::BadColour(colour_char)))?;
    let value = digits
        .parse::<u8>()
        .map_err(|_| err(field, s, Problem::BadNumber(digits.into())))?;
    Ok(Tile::new(muse, square, face_up, value, colour))
}

fn parse_hands(s: &str) -> Result<Vec<Vec<Muse>>, ParseError> {
    s.split('|')
        .map(|hand| {
            if hand == "-" {
                return Ok(Vec::new());
            }
            hand.split(',')
                .map(|name| {
                    Muse::from_name(name)
                        .ok_or_else(|| err(Field::Hands, s, Problem::UnknownMuse(name.into())))
                })
                .collect()
        })
        .collect()
}

fn parse_seat_list(field: Field, s: &str) -> Result<Vec<u32>, ParseError> {
    if s == "-" {
        return Ok(Vec::new());
    }
    s.chars()
        .map(|c| {
            c.to_digit(10)
                .ok_or_else(|| err(field, s, Problem::BadNumber(c.to_string())))
        })
        .collect()
}

impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Setup, ParseError> {
        let mut fields = text.split_whitespace();
        let board = fields
            .next()
            .ok_or_else(|| err(Field::Board, "", Problem::Missing))?;
        let tiles = if board == "-" {
            Vec::new()
        } else {
            board
                .split('/')
                .enumerate()
                .map(|(i, t)| parse_tile(i + 1, t))
                .collect::<Result<Vec<_>, _>>()?
        };
        let seats_text = fields
            .next()
            .ok_or_else(|| err(Field::Seats, "", Problem::Missing))?;
        let seats = seats_text
            .chars()
            .map(|c| {
                Colour::from_letter(c)
                    .ok_or_else(|| err(Field::Seats, seats_text, Problem::BadColour(c)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let to_move_text = fields
            .next()
            .ok_or_else(|| err(Field::ToMove, "", Problem::Missing))?;
        let to_move = parse_seat(Field::ToMove, to_move_text)?;
        let mut setup = Setup {
            tiles,
            seats,
            to_move,
            hands: None,
            mystery: None,
            trigger: None,
        };
        for (k, extra) in fields.enumerate() {
            let field = Field::Extra(k + 4);
            let (key, value) = extra.split_once('=').ok_or_else(|| {
                err(
                    field,
                    extra,
                    Problem::Shape("`key=value` (hands, mystery or trigger)"),
                )
            })?;
            let repeated = || err(field, extra, Problem::RepeatedField(key.into()));
            match key {
                "hands" if setup.hands.is_none() => setup.hands = Some(parse_hands(value)?),
                "mystery" if setup.mystery.is_none() => {
                    setup.mystery = Some(parse_seat_list(Field::Mystery, value)?)
                }
                "trigger" if setup.trigger.is_none() => {
                    setup.trigger = Some(parse_seat(Field::Trigger, value)?)
                }
                "hands" | "mystery" | "trigger" => return Err(repeated()),
                _ => return Err(err(field, extra, Problem::UnknownField(key.into()))),
            }
        }
        Ok(setup)
    }
}

fn write_tile(f: &mut impl Write, t: &Tile) -> fmt::Result {
    if t.face_up {
        f.write_str(t.muse.name())?;
    } else {
        f.write_str(&t.muse.name().to_ascii_lowercase())?;
    }
    write!(f, "@{}={}{}", t.square, t.value, t.colour.letter())
}

impl Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tiles.is_empty() {
            f.write_str("-")?;
        }
        for (i, t) in self.tiles.iter().enumerate() {
            if i > 0 {
                f.write_char('/')?;
            }
            write_tile(f, t)?;
        }
        f.write_char(' ')?;
        for c in &self.seats {
            f.write_char(c.letter())?;
        }
        write!(f, " {}", self.to_move)?;
        if let Some(hands) = &self.hands {
            f.write_str(" hands=")?;
            for (i, hand) in hands.iter().enumerate() {
                if i > 0 {
                    f.write_char('|')?;
                }
                if hand.is_empty() {
                    f.write_char('-')?;
                }
                for (j, m) in hand.iter().enumerate() {
                    if j > 0 {
                        f.write_char(',')?;
                    }
                    f.write_str(m.name())?;
                }
            }
        }
        if let Some(m) = &self.mystery {
            f.write_str(" mystery=")?;
            if m.is_empty() {
                f.write_char('-')?;
            }
            for s in m {
                write!(f, "{s}")?;
            }
        }
        if let Some(t) = self.trigger {
            write!(f, " trigger={t}")?;
        }
        Ok(())
    }
}

/// A position that reads well but breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{0} seats: a game has 2, 3 or 4 players")]
    PlayerCount(usize),
    #[error("the seats `{0}` do not fit: 2 players take two colours, 3 players all three, 4 players alternate two colours (like pwpw)")]
    SeatColours(String),
    #[error("seat {0} is to move, but there is no such seat")]
    ToMove(u32),
    #[error("{0} appears twice")]
    DuplicateMuse(Muse),
    #[error("two Muses are on square {0}")]
    DuplicateSquare(Square),
    #[error("the die on {muse} shows {value}: a die shows 1 to 6")]
    DieValue { muse: Muse, value: u8 },
    #[error("{muse} carries a {} die, but no Company is {} and it is not the neutral colour", colour.word(), colour.word())]
    ColourNotInGame { muse: Muse, colour: Colour },
    #[error("{first} and {second} both carry the neutral die")]
    TwoNeutralDice { first: Muse, second: Muse },
    #[error("the neutral Muse {0} must be face down with 2 players")]
    NeutralFaceUp(Muse),
    #[error("the neutral Muse {0} must be face up with 4 players")]
    NeutralFaceDown(Muse),
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
    #[error("seat {0} triggered the end, but there is no such seat")]
    Trigger(u32),
    #[error("a trigger is given, but no die shows 6")]
    TriggerWithoutSix,
    #[error("hands are given for {got} seats, but there are {expected}")]
    HandCount { got: usize, expected: usize },
    #[error("the hands do not fit seat {0} being the one to move: going round from it, hands never grow")]
    HandsOutOfTurn(u32),
    #[error("Muses are still in hand, so every die shows 1, but the die on {muse} shows {value}")]
    PlacementDie { muse: Muse, value: u8 },
    #[error("the mystery field names seat {0}, which does not exist")]
    MysterySeat(u32),
    #[error("the {} Company has {face_down} Muses face down, but the mystery field lists {listed} of its seats", colour.word())]
    MysteryMismatch {
        colour: Colour,
        face_down: usize,
        listed: usize,
    },
    #[error("the {} Company has one Muse face down: say whose with the mystery field", colour.word())]
    MysteryAmbiguous { colour: Colour },
    #[error("seat {0} has no Muse left in hand to place face down")]
    MysteryImpossible(u32),
    #[error("nothing to play: no Muse in play or in hand")]
    Empty,
}

/// Text that is not a legal position: unreadable, or readable but illegal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

impl Setup {
    /// Checks every rule a position must follow and builds it.
    pub fn validate(&self) -> Result<Position, PositionError> {
        let n = self.seats.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(PositionError::PlayerCount(n));
        }
        let s = &self.seats;
        let colours_ok = match n {
            2 => s[0] != s[1],
            3 => s[0] != s[1] && s[1] != s[2] && s[0] != s[2],
            _ => s[0] != s[1] && s[0] == s[2] && s[1] == s[3],
        };
        if !colours_ok {
            let text: String = s.iter().map(|c| c.letter()).collect();
            return Err(PositionError::SeatColours(text));
        }
        if self.to_move == 0 || self.to_move as usize > n {
            return Err(PositionError::ToMove(self.to_move));
        }
        let hands: Vec<Vec<Muse>> = match &self.hands {
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
        for m in self
            .tiles
            .iter()
            .map(|t| t.muse)
            .chain(hands.iter().flatten().copied())
        {
            if seen.contains(m) {
                return Err(PositionError::DuplicateMuse(m));
            }
            seen.insert(m);
        }
        if self.tiles.is_empty() && hands.iter().all(Vec::is_empty) {
            return Err(PositionError::Empty);
        }
        for (i, t) in self.tiles.iter().enumerate() {
            if self.tiles[..i].iter().any(|u| u.square == t.square) {
                return Err(PositionError::DuplicateSquare(t.square));
            }
            if !(1..=6).contains(&t.value) {
                return Err(PositionError::DieValue {
                    muse: t.muse,
                    value: t.value,
                });
            }
        }
        let probe = Position::deal(s, &[], None, 0);
        let neutral = probe.neutral_colour();
        let mut neutral_muse: Option<Muse> = None;
        for t in &self.tiles {
            if Some(t.colour) == neutral {
                if let Some(first) = neutral_muse {
                    return Err(PositionError::TwoNeutralDice {
                        first,
                        second: t.muse,
                    });
                }
                neutral_muse = Some(t.muse);
                if n == 2 && t.face_up {
                    return Err(PositionError::NeutralFaceUp(t.muse));
                }
                if n == 4 && !t.face_up {
                    return Err(PositionError::NeutralFaceDown(t.muse));
                }
            } else if !s.contains(&t.colour) {
                return Err(PositionError::ColourNotInGame {
                    muse: t.muse,
                    colour: t.colour,
                });
            }
        }
        let max_dice = if n == 3 { 3 } else { 4 };
        for colour in probe.companies() {
            let seats_of: Vec<usize> = (0..n).filter(|&i| s[i] == colour).collect();
            let count = self.tiles.iter().filter(|t| t.colour == colour).count()
                + seats_of.iter().map(|&i| hands[i].len()).sum::<usize>();
            if count > max_dice {
                return Err(PositionError::TooManyDice {
                    colour,
                    count,
                    max: max_dice,
                });
            }
            let down = self
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
        for t in self.tiles.iter().take(MAX_TILES) {
            board.push(*t);
        }
        if !board.is_one_group() {
            return Err(PositionError::NotOneGroup);
        }
        let placing = hands.iter().any(|h| !h.is_empty());
        let mut mystery_placed = 0u8;
        if placing {
            if let Some(t) = self.tiles.iter().find(|t| t.value != 1) {
                return Err(PositionError::PlacementDie {
                    muse: t.muse,
                    value: t.value,
                });
            }
            // Going round from the seat to move, each seat has placed no more than the last.
            let start = self.to_move as usize - 1;
            let sizes: Vec<usize> = (0..n).map(|k| hands[(start + k) % n].len()).collect();
            let fits = sizes.windows(2).all(|w| w[1] <= w[0]) && sizes[n - 1] + 1 >= sizes[0];
            if !fits {
                return Err(PositionError::HandsOutOfTurn(self.to_move));
            }
            mystery_placed = self.mystery_bits(&probe)?;
            for (seat, hand) in hands.iter().enumerate() {
                if mystery_placed & (1 << seat) == 0 && hand.is_empty() {
                    return Err(PositionError::MysteryImpossible(seat as u32 + 1));
                }
            }
        }
        let trigger = match self.trigger {
            Some(t) if t == 0 || t as usize > n => return Err(PositionError::Trigger(t)),
            Some(_) if board.max_value() < 6 => return Err(PositionError::TriggerWithoutSix),
            Some(t) => Some(t as u8 - 1),
            None => None,
        };
        let mut pos = probe;
        pos.board = board;
        pos.to_move = self.to_move as u8 - 1;
        for (i, h) in hands.iter().enumerate() {
            pos.hands[i] = h.iter().copied().collect();
        }
        pos.mystery_placed = mystery_placed;
        pos.trigger = trigger;
        Ok(pos)
    }

    /// Which seats have placed their Mysterious Muse: the mystery field, checked against the
    /// face-down tiles, or read off them when a colour says whose they are.
    fn mystery_bits(&self, probe: &Position) -> Result<u8, PositionError> {
        let n = self.seats.len();
        let listed = self.mystery.clone().unwrap_or_default();
        if let Some(&bad) = listed.iter().find(|&&s| s == 0 || s as usize > n) {
            return Err(PositionError::MysterySeat(bad));
        }
        let mut bits = 0u8;
        for colour in probe.companies() {
            let seats_of: Vec<usize> = (0..n).filter(|&i| self.seats[i] == colour).collect();
            let face_down = self
                .tiles
                .iter()
                .filter(|t| t.colour == colour && !t.face_up)
                .count();
            if self.mystery.is_some() {
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
}

impl Position {
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

    /// How the tile on `sq` is named in actions: its Muse, lowercase when face down.
    pub fn tile_name(&self, sq: Square) -> Option<String> {
        self.board.at(sq).map(|t| {
            if t.face_up {
                t.muse.name().to_string()
            } else {
                t.muse.name().to_ascii_lowercase()
            }
        })
    }

    /// The action in notation, naming tiles by their Muse.
    pub fn action_notation(&self, action: &Action) -> String {
        let names: Vec<(Square, Option<String>)> = self
            .board
            .tiles()
            .iter()
            .map(|t| (t.square, self.tile_name(t.square)))
            .collect();
        action_notation(&names, action)
    }

    /// Reads an action written in notation, naming tiles by Muse or by square.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        let parsed = parse_action_text(text)?;
        let square_of = |r: &TileRef| match *r {
            TileRef::Square(sq) => Ok(sq),
            TileRef::Muse(m) => self
                .board
                .index_of(m)
                .map(|i| self.board.tiles()[i].square)
                .ok_or(ActionError::NotInPlay(m)),
        };
        Ok(match parsed {
            ActionText::Place {
                muse,
                to,
                face_down,
            } => Action::Place {
                muse,
                to,
                face_down,
            },
            ActionText::Dance { tile, dir, power } => {
                let from = square_of(&tile)?;
                match (power, dir) {
                    (None, Some(dir)) => Action::Step { from, dir },
                    (None, None) => {
                        return Err(ActionError::Parse(err(
                            Field::Action,
                            text,
                            Problem::Shape("a step like `Clio:E`"),
                        )))
                    }
                    (Some((true, t)), dir) => Action::PowerStep {
                        from,
                        target: square_of(&t)?,
                        dir,
                    },
                    (Some((false, t)), Some(dir)) => {
                        // A target named by Muse is found where she stands after the step.
                        let mut target = square_of(&t)?;
                        if let (TileRef::Muse(_), Some(i)) = (t, self.board.index_at(from)) {
                            if let (Some(step), Some(j)) =
                                (self.board.step(i, dir), self.board.index_at(target))
                            {
                                if step.moved & (1 << j) != 0 {
                                    target = target.step(dir);
                                }
                            }
                        }
                        Action::StepPower { from, dir, target }
                    }
                    (Some((false, _)), None) => {
                        return Err(ActionError::Parse(err(
                            Field::Action,
                            text,
                            Problem::Shape("a step before the Power, like `Thalia:S*Clio`"),
                        )))
                    }
                }
            }
        })
    }
}

impl Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Position, NotationError> {
        Ok(s.parse::<Setup>()?.validate()?)
    }
}

/// A tile named in an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileRef {
    Muse(Muse),
    Square(Square),
}

/// An action as read, its tiles not yet found on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionText {
    Place {
        muse: Muse,
        to: Square,
        face_down: bool,
    },
    Dance {
        tile: TileRef,
        dir: Option<Dir>,
        /// `(before the step?, target)`.
        power: Option<(bool, TileRef)>,
    },
}

/// An action that could not be read or names a Muse not in play.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error("{0} is not in play")]
    NotInPlay(Muse),
}

fn parse_tile_ref(text: &str, s: &str) -> Result<TileRef, ParseError> {
    if s.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
        parse_square(s)
            .map(TileRef::Square)
            .ok_or_else(|| err(Field::Action, text, Problem::BadSquare(s.into())))
    } else {
        Muse::from_name(s)
            .map(TileRef::Muse)
            .ok_or_else(|| err(Field::Action, text, Problem::UnknownMuse(s.into())))
    }
}

fn parse_dir(text: &str, s: &str) -> Result<Dir, ParseError> {
    let mut chars = s.chars();
    match (chars.next().and_then(Dir::from_letter), chars.next()) {
        (Some(d), None) => Ok(d),
        _ => Err(err(Field::Action, text, Problem::BadDirection(s.into()))),
    }
}

/// Reads `Clio:E`, `Thalia*Clio:S`, `Thalia*Clio`, `Thalia:S*Clio`, `clio@1,0`, with tiles
/// named by Muse or by square `x,y`.
pub fn parse_action_text(text: &str) -> Result<ActionText, ParseError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(err(Field::Action, "", Problem::Missing));
    }
    if let Some((name, sq)) = t.split_once('@') {
        let (muse, face_up) = parse_name(Field::Action, t, name)?;
        let to =
            parse_square(sq).ok_or_else(|| err(Field::Action, t, Problem::BadSquare(sq.into())))?;
        return Ok(ActionText::Place {
            muse,
            to,
            face_down: !face_up,
        });
    }
    let (lhs, rhs) = match t.split_once(':') {
        Some((l, r)) => (l, Some(r)),
        None => (t, None),
    };
    let (tile, before) = match lhs.split_once('*') {
        Some((a, b)) => (a, Some(b)),
        None => (lhs, None),
    };
    let (dir, after) = match rhs.map(|r| r.split_once('*').map_or((r, None), |(d, x)| (d, Some(x))))
    {
        Some((d, x)) => (Some(parse_dir(t, d)?), x),
        None => (None, None),
    };
    let power = match (before, after) {
        (Some(_), Some(_)) => {
            return Err(err(
                Field::Action,
                t,
                Problem::Shape("one Power, before the step or after it, not both"),
            ))
        }
        (Some(b), None) => Some((true, parse_tile_ref(t, b)?)),
        (None, Some(a)) => Some((false, parse_tile_ref(t, a)?)),
        (None, None) => None,
    };
    if power.is_none() && dir.is_none() {
        return Err(err(
            Field::Action,
            t,
            Problem::Shape(
                "an action like `Clio:E`, `Thalia*Clio:S`, `Thalia:S*Clio` or `Clio@1,0`",
            ),
        ));
    }
    Ok(ActionText::Dance {
        tile: parse_tile_ref(t, tile)?,
        dir,
        power,
    })
}

/// Writes an action, naming each tile by the name given for its square (or by the square
/// when the name is unknown, like a face-down Muse in a player's view). `tiles` is the board
/// before the action.
pub fn action_notation(tiles: &[(Square, Option<String>)], action: &Action) -> String {
    let name = |sq: Square| {
        tiles
            .iter()
            .find(|(s, _)| *s == sq)
            .and_then(|(_, n)| n.clone())
            .unwrap_or_else(|| sq.to_string())
    };
    match *action {
        Action::Place {
            muse,
            to,
            face_down,
        } => {
            let n = if face_down {
                muse.name().to_ascii_lowercase()
            } else {
                muse.name().to_string()
            };
            format!("{n}@{to}")
        }
        Action::Step { from, dir } => format!("{}:{}", name(from), dir.letter()),
        Action::PowerStep { from, target, dir } => match dir {
            Some(d) => format!("{}*{}:{}", name(from), name(target), d.letter()),
            None => format!("{}*{}", name(from), name(target)),
        },
        Action::StepPower { from, dir, target } => {
            // The target's square is after the step: if she was in the pushed line, she
            // stood one square back.
            let occupied = |sq: Square| tiles.iter().any(|(s, _)| *s == sq);
            let mut line = vec![from];
            let mut sq = from.step(dir);
            while occupied(sq) && line.len() <= tiles.len() {
                line.push(sq);
                sq = sq.step(dir);
            }
            let (dx, dy) = dir.delta();
            let back = target.offset(-dx, -dy);
            let target_name = if line.contains(&back) {
                name(back)
            } else {
                name(target)
            };
            format!("{}:{}*{}", name(from), dir.letter(), target_name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_text_round_trips() {
        let pos: Position = "Thalia@0,0=1p/Clio@1,1=2w/Urania@2,1=1p pw 1"
            .parse()
            .unwrap();
        for a in pos.legal_actions() {
            let text = pos.action_notation(&a);
            assert_eq!(pos.parse_action(&text), Ok(a), "{text}");
        }
    }

    #[test]
    fn mixed_case_names_are_refused() {
        let e = "CLIO@0,0=1p pw 1".parse::<Setup>().unwrap_err();
        assert!(matches!(e.problem, Problem::NameCase(_)));
        assert_eq!(e.field, Field::Tile(1));
    }
}
