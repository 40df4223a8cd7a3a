//! The notation of RULES.md §9: positions and actions as text.
//!
//! Reading text gives an unchecked [`Setup`]; [`Position::from_setup`] checks it. A
//! [`ParseError`] names the field and text at fault, a [`crate::PositionError`] the rule.
//! After `<board> <seats> <to-move>` come this engine's optional fields: `hands=Clio,Thalia|…`
//! (placement), `mystery=13` (seats that placed their Mysterious Muse), `trigger=2`.

use crate::action::Action;
use crate::board::{Board, Colour, Dir, Square, Tile};
use crate::muse::Muse;
use crate::position::{Position, PositionError, Setup};
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use std::fmt::{self, Display, Write};
use std::str::FromStr;

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
    Shape(Shape),
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

/// The shape a piece of text should have had.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Shape {
    /// `Name@x,y=vc`.
    Tile,
    /// A die like `2p` after `=`.
    Die,
    /// `key=value` (hands, mystery or trigger).
    KeyValue,
    /// A dance step like `Clio:E`.
    Step,
    /// A step before the Power, like `Thalia:S*Clio`.
    StepBeforePower,
    /// One Power, before the step or after it.
    OnePower,
    /// Any action.
    Action,
}

impl Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Shape::Tile => "`Name@x,y=vc`, like `Clio@0,0=2p`",
            Shape::Die => "a die like `2p` after `=`",
            Shape::KeyValue => "`key=value` (hands, mystery or trigger)",
            Shape::Step => "a step like `Clio:E`",
            Shape::StepBeforePower => "a step before the Power, like `Thalia:S*Clio`",
            Shape::OnePower => "one Power, before the step or after it, not both",
            Shape::Action => {
                "an action like `Clio:E`, `Thalia*Clio:S`, `Thalia:S*Clio` or `Clio@1,0`"
            }
        })
    }
}

impl Problem {
    /// The machine name of the problem: the `kind` of a [`ParseError`].
    pub const fn kind(&self) -> &'static str {
        match self {
            Problem::Missing => "Missing",
            Problem::Shape(_) => "Shape",
            Problem::UnknownMuse(_) => "UnknownMuse",
            Problem::NameCase(_) => "NameCase",
            Problem::BadSquare(_) => "BadSquare",
            Problem::BadNumber(_) => "BadNumber",
            Problem::BadColour(_) => "BadColour",
            Problem::BadDirection(_) => "BadDirection",
            Problem::UnknownField(_) => "UnknownField",
            Problem::RepeatedField(_) => "RepeatedField",
        }
    }
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

/// Text that could not be read. Serialised as `{"kind": <the problem>, "params": {"field",
/// "index" (for a tile or an extra field), "text", and the problem's own: "shape", "name",
/// "letter" or "value"}}`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(type = r#"{ params: {
    field: "Board" | "Tile" | "Seats" | "ToMove" | "Hands" | "Mystery" | "Trigger" | "Extra" | "Action";
    /** For a tile or an extra field: its place, from 1. */
    index?: number;
    text: string;
} } & (
    | { kind: "Missing" }
    | { kind: "Shape"; params: { shape: Shape } }
    | { kind: "UnknownMuse" | "NameCase"; params: { name: string } }
    | { kind: "BadColour"; params: { letter: string } }
    | { kind: "BadSquare" | "BadNumber" | "BadDirection" | "UnknownField" | "RepeatedField"; params: { value: string } }
)"#)
)]
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

impl ParseError {
    /// Every [`ParseError`] kind (its problem's), as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "Missing",
        "Shape",
        "UnknownMuse",
        "NameCase",
        "BadSquare",
        "BadNumber",
        "BadColour",
        "BadDirection",
        "UnknownField",
        "RepeatedField",
    ];
}

impl Serialize for ParseError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("kind", self.problem.kind())?;
        map.serialize_entry("params", &ParseParams(self))?;
        map.end()
    }
}

/// The named parameters of a [`ParseError`].
struct ParseParams<'a>(&'a ParseError);

impl Serialize for ParseParams<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let e = self.0;
        let mut map = serializer.serialize_map(None)?;
        let (field, index) = match e.field {
            Field::Board => ("Board", None),
            Field::Tile(n) => ("Tile", Some(n)),
            Field::Seats => ("Seats", None),
            Field::ToMove => ("ToMove", None),
            Field::Hands => ("Hands", None),
            Field::Mystery => ("Mystery", None),
            Field::Trigger => ("Trigger", None),
            Field::Extra(n) => ("Extra", Some(n)),
            Field::Action => ("Action", None),
        };
        map.serialize_entry("field", field)?;
        if let Some(n) = index {
            map.serialize_entry("index", &n)?;
        }
        map.serialize_entry("text", &e.text)?;
        match &e.problem {
            Problem::Missing => {}
            Problem::Shape(s) => map.serialize_entry("shape", s)?,
            Problem::BadColour(c) => map.serialize_entry("letter", c)?,
            Problem::UnknownMuse(s) | Problem::NameCase(s) => map.serialize_entry("name", s)?,
            Problem::BadSquare(s)
            | Problem::BadNumber(s)
            | Problem::BadDirection(s)
            | Problem::UnknownField(s)
            | Problem::RepeatedField(s) => map.serialize_entry("value", s)?,
        }
        map.end()
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
    let shape = Problem::Shape(Shape::Tile);
    let (name, rest) = s
        .split_once('@')
        .ok_or_else(|| err(field, s, shape.clone()))?;
    let (sq, die) = rest.split_once('=').ok_or_else(|| err(field, s, shape))?;
    let (muse, face_up) = parse_name(field, s, name)?;
    let square = parse_square(sq).ok_or_else(|| err(field, s, Problem::BadSquare(sq.into())))?;
    let colour_char = die
        .chars()
        .last()
        .ok_or_else(|| err(field, s, Problem::Shape(Shape::Die)))?;
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
            let (key, value) = extra
                .split_once('=')
                .ok_or_else(|| err(field, extra, Problem::Shape(Shape::KeyValue)))?;
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

/// Text that is not a legal position: unreadable, or readable but illegal. Serialised as
/// the error inside it (their kinds differ).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(untagged)]
pub enum NotationError {
    #[error(transparent)]
    Parse(#[from] ParseError),
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

/// The name of a tile in actions: its Muse, lowercase when face down.
pub fn tile_name(tile: &Tile) -> String {
    if tile.face_up {
        tile.muse.name().to_string()
    } else {
        tile.muse.name().to_ascii_lowercase()
    }
}

/// An action in notation, naming every tile by its Muse (the whole truth).
pub fn action_notation(pos: &Position, action: &Action) -> String {
    write_action(pos.board(), |t| Some(tile_name(t)), action)
}

/// Reads an action written in notation, naming tiles by Muse or by square, in `pos`.
pub fn parse_action(pos: &Position, text: &str) -> Result<Action, ActionError> {
    let board = pos.board();
    let parsed = parse_action_text(text)?;
    let square_of = |r: &TileRef| match *r {
        TileRef::Square(sq) => Ok(sq),
        TileRef::Muse(m) => board
            .index_of(m)
            .map(|i| board.tiles()[i].square)
            .ok_or(ActionError::NotInPlay { muse: m }),
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
                        Problem::Shape(Shape::Step),
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
                    if let (TileRef::Muse(_), Some(j)) = (t, board.index_at(target)) {
                        if board.line(from, dir) & (1 << j) != 0 {
                            target = target.step(dir);
                        }
                    }
                    Action::StepPower { from, dir, target }
                }
                (Some((false, _)), None) => {
                    return Err(ActionError::Parse(err(
                        Field::Action,
                        text,
                        Problem::Shape(Shape::StepBeforePower),
                    )))
                }
            }
        }
    })
}

impl Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Position, NotationError> {
        Ok(Position::from_setup(&s.parse::<Setup>()?)?)
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

/// An action that could not be read or names a Muse not in play. Serialised as the
/// [`ParseError`] inside it, or as `{"kind": "NotInPlay", "params": {"muse": …}}`.
// tsify reads no `untagged` on a variant: the type is written out.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(type = r#"{ kind: "NotInPlay"; params: { muse: Muse } } | ParseError"#)
)]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum ActionError {
    #[error("{muse} is not in play")]
    NotInPlay { muse: Muse },
    #[error(transparent)]
    #[serde(untagged)]
    Parse(#[from] ParseError),
}

impl ActionError {
    /// The kinds an [`ActionError`] adds to [`ParseError::KINDS`].
    pub const KINDS: &'static [&'static str] = &["NotInPlay"];
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
        (Some(_), Some(_)) => return Err(err(Field::Action, t, Problem::Shape(Shape::OnePower))),
        (Some(b), None) => Some((true, parse_tile_ref(t, b)?)),
        (None, Some(a)) => Some((false, parse_tile_ref(t, a)?)),
        (None, None) => None,
    };
    if power.is_none() && dir.is_none() {
        return Err(err(Field::Action, t, Problem::Shape(Shape::Action)));
    }
    Ok(ActionText::Dance {
        tile: parse_tile_ref(t, tile)?,
        dir,
        power,
    })
}

/// Writes an action played on `board`, naming each tile by `name` (or by its square when
/// `name` gives none, like a face-down Muse in a player's view).
pub fn write_action(
    board: &Board,
    name: impl Fn(&Tile) -> Option<String>,
    action: &Action,
) -> String {
    let named = |sq: Square| {
        board
            .at(sq)
            .and_then(&name)
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
        Action::Step { from, dir } => format!("{}:{}", named(from), dir.letter()),
        Action::PowerStep { from, target, dir } => match dir {
            Some(d) => format!("{}*{}:{}", named(from), named(target), d.letter()),
            None => format!("{}*{}", named(from), named(target)),
        },
        Action::StepPower { from, dir, target } => {
            // The target's square is after the step: a Muse the step pushed stood one back.
            let back = target.step(dir.opposite());
            let line = board.line(from, dir);
            let pushed = board.index_at(back).is_some_and(|j| line & (1 << j) != 0);
            let target_name = if pushed { named(back) } else { named(target) };
            format!("{}:{}*{}", named(from), dir.letter(), target_name)
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
            let text = action_notation(&pos, &a);
            assert_eq!(parse_action(&pos, &text), Ok(a), "{text}");
        }
    }

    #[test]
    fn mixed_case_names_are_refused() {
        let e = "CLIO@0,0=1p pw 1".parse::<Setup>().unwrap_err();
        assert!(matches!(e.problem, Problem::NameCase(_)));
        assert_eq!(e.field, Field::Tile(1));
    }
}
