//! The share link's code: the text after the `#` of a link, which browsers never send to a
//! server. Two kinds, told apart by their first character:
//!
//! - **`g` — a game code**: a game dealt from a seed with every action since the deal
//!   (base64url), replayed when decoded, so a decoded game is always a legal game.
//! - **`p` — a position link**: a bare position (RULES.md §9), `_` for a space, `~` for `|`.
//!
//! [`read`] takes a fragment (with or without its `#`, or a whole link) and says which kind it
//! holds; [`decode`] gives the game either way; every failure is a [`CodeError`]. The game
//! code's binary layout, formats 1 to 3, with its envelope and the actions' canonical order:
//! docs/links.md. A code has exactly one spelling.

use crate::action::Action;
use crate::board::{Colour, Dir};
use crate::deal::{Options, OptionsError};
use crate::game::Game;
use crate::notation::NotationError;
use crate::position::Position;
use base64::alphabet;
use base64::engine::general_purpose::{GeneralPurpose, NO_PAD, URL_SAFE_NO_PAD};
use base64::Engine;
use serde::{Deserialize, Serialize};

/// The newest format version: what this version reads, and writes for a game with a computer.
pub const VERSION: u8 = 3;
/// The longest thinking time a code carries, in milliseconds.
pub const THINK_MAX: u32 = 60_000;
/// The longest name a code carries, in bytes of UTF-8 (longer ones are cut at a character).
pub const NAME_BYTES: usize = 24;

/// The first character of a game code.
const GAME: char = 'g';
/// The first character of a position link.
const POSITION: char = 'p';
/// Hashed before the code, so that another program's CRC-32 is not taken for ours.
const DOMAIN: &[u8] = b"Dance of Muses";
const CRC_LEN: usize = 4;

/// Accepts any final character so that a code cut short can still be measured.
const LENIENT: GeneralPurpose = GeneralPurpose::new(
    &alphabet::URL_SAFE,
    NO_PAD.with_decode_allow_trailing_bits(true),
);

/// The colour orders the options byte numbers (format 1).
const COLOURS: [[Colour; 3]; 6] = {
    use Colour::*;
    [
        [Purple, Orange, White],
        [Purple, White, Orange],
        [Orange, Purple, White],
        [Orange, White, Purple],
        [White, Purple, Orange],
        [White, Orange, Purple],
    ]
};

/// Who plays a seat, as a format-3 code carries it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    Human,
    Easy,
    Medium,
    Hard,
    Master,
}

impl Player {
    const ALL: [Player; 5] = [
        Player::Human,
        Player::Easy,
        Player::Medium,
        Player::Hard,
        Player::Master,
    ];
}

/// The computers of a game, as its link carries them: who plays each seat, the seat whose
/// device runs them (never two devices), and Hard's thinking time.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Computers {
    pub kinds: Vec<Player>,
    pub host: u8,
    #[serde(rename = "think")]
    pub think_ms: u32,
}

impl Computers {
    /// Whether these computers fit a game of `players` seats: one kind per seat, at least one
    /// computer, the host a person's seat, a thinking time from 1 ms to [`THINK_MAX`].
    pub fn fits(&self, players: u8) -> bool {
        self.kinds.len() == usize::from(players)
            && self.kinds.iter().any(|&k| k != Player::Human)
            && self.kinds.get(usize::from(self.host)) == Some(&Player::Human)
            && (1..=THINK_MAX).contains(&self.think_ms)
    }
}

/// What a game code carries besides the game: names (one per seat, or none) and computers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub names: Vec<String>,
    pub computers: Option<Computers>,
}

/// What a link holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// A game dealt from a seed, with every action since the deal.
    Game(Game),
    /// A bare position: a one-round game starting there, with no deal to come.
    Position(Game),
}

impl Link {
    pub fn game(&self) -> &Game {
        match self {
            Link::Game(g) | Link::Position(g) => g,
        }
    }

    pub fn into_game(self) -> Game {
        match self {
            Link::Game(g) | Link::Position(g) => g,
        }
    }
}

/// Why a link does not open a game. Action numbers in messages count from 1; `index` fields
/// count from 0, like [`Game::actions`]. Serialised as `{"kind", "params"}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum CodeError {
    #[error("the link holds no game: nothing follows the #")]
    Empty,
    #[error("this is not a Dance of Muses link")]
    Foreign,
    /// `position` counts characters from 1, the kind letter included.
    #[error("the code is garbled: `{found}` (character {position}) cannot be part of it")]
    Garbled { position: usize, found: char },
    #[error("the code is cut short: the end of the link is missing")]
    Truncated,
    #[error("the code has extra characters at its end")]
    TrailingData,
    #[error("the code was changed or damaged: its checksum does not match")]
    Checksum,
    #[error("the code was made by a newer version of this site (format {version}; this one reads formats 1 to {VERSION})")]
    FutureVersion { version: u8 },
    #[error("the code's game options are impossible: the colours are not one of the six orders")]
    ColourOrder,
    #[error("the code's game options are impossible: unknown options are set")]
    UnknownOptions,
    #[error("the code's game options are impossible: {reason}")]
    BadOptions { reason: OptionsError },
    #[error("the code is malformed: {part}")]
    Malformed { part: Malformed },
    #[error("action {} of the code is impossible: it picks choice {} of only {choices}", .index + 1, .choice + 1)]
    IllegalAction {
        index: usize,
        choice: u32,
        choices: usize,
    },
    #[error("the code goes on after the end of the game (action {})", .index + 1)]
    AfterEnd { index: usize },
    #[error("the position in the link is not valid: {reason}")]
    Position {
        #[from]
        reason: NotationError,
    },
}

impl CodeError {
    /// Every [`CodeError`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "Empty",
        "Foreign",
        "Garbled",
        "Truncated",
        "TrailingData",
        "Checksum",
        "FutureVersion",
        "ColourOrder",
        "UnknownOptions",
        "BadOptions",
        "Malformed",
        "IllegalAction",
        "AfterEnd",
        "Position",
    ];

    fn malformed(part: Malformed) -> CodeError {
        CodeError::Malformed { part }
    }
}

/// The part of a code's body that does not read ([`CodeError::Malformed`]).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Malformed {
    NotBase64,
    OptionsOrSeed,
    ActionCount,
    ActionsRunPast,
    AfterLastAction,
    Name,
    NoName,
    Players,
}

impl std::fmt::Display for Malformed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Malformed::NotBase64 => "not base64url",
            Malformed::OptionsOrSeed => "the options or the seed are missing",
            Malformed::ActionCount => "the number of actions is unreadable",
            Malformed::ActionsRunPast => "the actions run past the end of the code",
            Malformed::AfterLastAction => "something follows the last action",
            Malformed::Name => "a player's name is unreadable",
            Malformed::NoName => "the code names no player",
            Malformed::Players => "who plays each seat is unreadable",
        })
    }
}

/// A game's identity, the same on every device whatever its progress: a dealt game's
/// `players.rounds.colours.seed`, or the position link a game begun from a position starts at.
///
/// ```
/// use muses::{code, Game, Options};
/// let game = Game::new(Options::new(2).seed(7)).unwrap();
/// assert_eq!(code::identity(&game), "2.1.pw.7");
/// ```
pub fn identity(game: &Game) -> String {
    match game.start_position() {
        Some(start) => encode_position(start),
        None => {
            let o = game.options();
            let colours: String = o.colours.iter().map(|c| c.letter()).collect();
            format!("{}.{}.{}.{}", o.players, o.rounds, colours, o.seed)
        }
    }
}

/// The link text of a game: a game code when the game was dealt from a seed; otherwise (a game
/// begun with [`Game::from_position`]) a position link to where it stands now.
pub fn encode(game: &Game) -> String {
    encode_named(game, &[])
}

/// [`encode`] with the players' names, one per seat (empty for a seat with no name); none are
/// written unless there is one per seat and some name is not empty.
pub fn encode_named(game: &Game, names: &[String]) -> String {
    encode_table(game, names, None)
}

/// [`encode_named`] with the game's computers (format 3), unless they do not fit the game.
pub fn encode_table(game: &Game, names: &[String], computers: Option<&Computers>) -> String {
    let players = game.options().players;
    let computers = computers.filter(|c| c.fits(players));
    let one_per_seat = names.len() == usize::from(players);
    let names = if computers.is_some() && !one_per_seat {
        vec![String::new(); usize::from(players)]
    } else {
        names.to_vec()
    };
    let named = one_per_seat && names.iter().any(|n| !clean_name(n).is_empty());
    let names = (named || computers.is_some()).then_some(&names[..]);
    encode_game(game, names, computers).unwrap_or_else(|| encode_position(game.position()))
}

/// A name as a code carries it: without control characters, at most [`NAME_BYTES`] long.
pub(crate) fn clean_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().filter(|c| !c.is_control()) {
        if out.len() + c.len_utf8() > NAME_BYTES {
            break;
        }
        out.push(c);
    }
    out
}

/// The game code of a game dealt from its seed (each action's index is cached in the history).
fn encode_game(
    game: &Game,
    names: Option<&[String]>,
    computers: Option<&Computers>,
) -> Option<String> {
    if !game.is_seeded() {
        return None;
    }
    let options = game.options();
    let mut bits = BitWriter::default();
    for entry in game.history() {
        let (index, choices) = *entry.code_index().get_or_init(|| {
            let list = canonical_actions(entry.position_before());
            let index = list.iter().position(|&a| a == entry.action());
            (index.map_or(u32::MAX, |i| i as u32), list.len() as u32)
        });
        if index == u32::MAX {
            return None;
        }
        bits.push(index, width(choices as usize));
    }
    let colours = COLOURS
        .iter()
        .position(|order| order.starts_with(&options.colours))?;
    let mut body =
        vec![(options.players - 2) | ((options.rounds - 1) << 2) | ((colours as u8) << 3)];
    body.extend_from_slice(&options.seed.to_le_bytes());
    for name in names.unwrap_or_default() {
        let name = clean_name(name);
        push_varint(&mut body, name.len() as u64);
        body.extend_from_slice(name.as_bytes());
    }
    if let Some(c) = computers {
        body.extend(c.kinds.iter().map(|&k| k as u8));
        body.push(c.host);
        push_varint(&mut body, u64::from(c.think_ms));
    }
    push_varint(&mut body, game.actions().len() as u64);
    body.extend_from_slice(&bits.bytes);
    let version = match (names, computers) {
        (_, Some(_)) => 3,
        (Some(_), None) => 2,
        (None, None) => 1,
    };
    Some(seal(version, &body))
}

/// A game code around raw body bytes, with a valid checksum (for tests and fuzzing).
pub fn seal(version: u8, body: &[u8]) -> String {
    let mut bytes = vec![version];
    push_varint(&mut bytes, body.len() as u64);
    bytes.extend_from_slice(body);
    let crc = crc32(DOMAIN.iter().chain(&bytes));
    bytes.extend_from_slice(&crc.to_le_bytes());
    let mut text = String::from(GAME);
    URL_SAFE_NO_PAD.encode_string(&bytes, &mut text);
    text
}

/// The position link of a position.
pub fn encode_position(position: &Position) -> String {
    let mut text = String::from(POSITION);
    for c in position.to_string().chars() {
        match c {
            ' ' => text.push('_'),
            '|' => text.push('~'),
            c if c.is_ascii_alphanumeric() || "@,=/-".contains(c) => text.push(c),
            c => {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    text.push_str(&format!("%{b:02X}"));
                }
            }
        }
    }
    text
}

/// The game a link opens, whatever its kind.
pub fn decode(link: &str) -> Result<Game, CodeError> {
    read(link).map(Link::into_game)
}

/// Reads a link: a fragment with or without its `#`, or a whole link.
pub fn read(link: &str) -> Result<Link, CodeError> {
    read_named(link).map(|(link, _)| link)
}

/// [`read`], and the players' names the link carries (one per seat, or none).
pub fn read_named(link: &str) -> Result<(Link, Vec<String>), CodeError> {
    read_table(link).map(|(link, table)| (link, table.names))
}

/// [`read`], and the players' names and computers the code carries.
pub fn read_table(link: &str) -> Result<(Link, Table), CodeError> {
    let link = link.trim();
    let fragment = link.split_once('#').map_or(link, |(_, f)| f);
    let mut chars = fragment.chars();
    match chars.next() {
        None => Err(CodeError::Empty),
        Some(GAME) => decode_game(chars.as_str()).map(|(game, table)| (Link::Game(game), table)),
        Some(POSITION) => {
            let position: Position = unescape(chars.as_str())?
                .parse()
                .map_err(|reason| CodeError::Position { reason })?;
            Ok((
                Link::Position(Game::from_position(position)),
                Table::default(),
            ))
        }
        Some(_) => Err(CodeError::Foreign),
    }
}

/// Opens the envelope, then reads the body of its version.
fn decode_game(text: &str) -> Result<(Game, Table), CodeError> {
    if let Some((i, c)) = text
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    {
        return Err(CodeError::Garbled {
            position: i + 2,
            found: c,
        });
    }
    // A lone last character holds no whole byte.
    let whole = &text[..text.len() - usize::from(text.len() % 4 == 1)];
    let bytes = LENIENT
        .decode(whole)
        .map_err(|_| CodeError::malformed(Malformed::NotBase64))?;
    let mut at = 1;
    let body_len = match (bytes.first(), read_varint(&bytes, &mut at)) {
        (Some(_), Some(n)) => n,
        _ => return Err(CodeError::Truncated),
    };
    let total = usize::try_from(body_len)
        .ok()
        .and_then(|n| n.checked_add(at + CRC_LEN))
        .ok_or(CodeError::Truncated)?;
    let chars = total.saturating_mul(4).div_ceil(3);
    let bytes = match bytes.get(..total) {
        Some(b) if text.len() >= chars => b,
        _ => return Err(CodeError::Truncated),
    };
    if !checksum_ok(bytes) {
        return Err(CodeError::Checksum);
    }
    if text.len() > chars {
        return Err(CodeError::TrailingData);
    }
    // The last character's unused bits are zero in the one spelling of a code.
    if URL_SAFE_NO_PAD.encode(bytes) != text {
        return Err(CodeError::Checksum);
    }
    let body = &bytes[at..total - CRC_LEN];
    match bytes[0] {
        0 => Err(CodeError::Foreign),
        v @ 1..=VERSION => decode_body(body, v),
        v => Err(CodeError::FutureVersion { version: v }),
    }
}

fn checksum_ok(bytes: &[u8]) -> bool {
    let (data, crc) = bytes.split_at(bytes.len().saturating_sub(CRC_LEN));
    crc.len() == CRC_LEN && crc32(DOMAIN.iter().chain(data)).to_le_bytes() == crc
}

/// The body of format 1, 2 (with names) or 3 (with names and computers).
fn decode_body(body: &[u8], version: u8) -> Result<(Game, Table), CodeError> {
    let short = || CodeError::malformed(Malformed::OptionsOrSeed);
    let (&flags, rest) = body.split_first().ok_or_else(short)?;
    let seed: [u8; 8] = rest
        .get(..8)
        .and_then(|s| s.try_into().ok())
        .ok_or_else(short)?;
    let order = COLOURS
        .get(usize::from((flags >> 3) & 7))
        .ok_or(CodeError::ColourOrder)?;
    if flags >> 6 != 0 {
        return Err(CodeError::UnknownOptions);
    }
    let players = 2 + (flags & 3);
    let companies = if players == 3 { 3 } else { 2 };
    let options = Options::new(players)
        .seed(u64::from_le_bytes(seed))
        .rounds(1 + ((flags >> 2) & 1))
        .colours(order[..companies].to_vec());
    let mut game = Game::new(options).map_err(|reason| CodeError::BadOptions { reason })?;
    let mut at = 9;
    let mut names = Vec::new();
    if version >= 2 {
        for _ in 0..players {
            names.push(read_name(body, &mut at)?);
        }
        // Without a name, the game's code is format 1: one spelling per code.
        if version == 2 && names.iter().all(String::is_empty) {
            return Err(CodeError::malformed(Malformed::NoName));
        }
    }
    let computers = if version >= 3 {
        Some(read_computers(body, &mut at, players)?)
    } else {
        None
    };
    // Format 3 without a name keeps its names empty (one spelling): none at all.
    if names.iter().all(String::is_empty) {
        names.clear();
    }
    let count = read_varint(body, &mut at)
        .and_then(|n| usize::try_from(n).ok())
        .ok_or(CodeError::malformed(Malformed::ActionCount))?;
    let mut bits = BitReader {
        bytes: body.get(at..).unwrap_or_default(),
        at: 0,
    };
    for index in 0..count {
        let list = if game.is_over() {
            Vec::new()
        } else {
            canonical_actions(game.position())
        };
        if list.is_empty() {
            return Err(CodeError::AfterEnd { index });
        }
        let choice = bits
            .read(width(list.len()))
            .ok_or(CodeError::malformed(Malformed::ActionsRunPast))?;
        let illegal = || CodeError::IllegalAction {
            index,
            choice,
            choices: list.len(),
        };
        let action = *list.get(choice as usize).ok_or_else(illegal)?;
        game.apply(action).map_err(|_| illegal())?;
        // The game's next save needs not look this index up again.
        if let Some(entry) = game.history().last() {
            let _ = entry.code_index().set((choice, list.len() as u32));
        }
    }
    if !bits.at_end() {
        return Err(CodeError::malformed(Malformed::AfterLastAction));
    }
    Ok((game, Table { names, computers }))
}

/// Who plays each seat in a format-3 body, as [`encode_table`] writes it and nothing else.
fn read_computers(body: &[u8], at: &mut usize, players: u8) -> Result<Computers, CodeError> {
    let bad = || CodeError::malformed(Malformed::Players);
    let n = usize::from(players);
    let kinds = at
        .checked_add(n)
        .and_then(|end| body.get(*at..end))
        .ok_or_else(bad)?
        .iter()
        .map(|&b| Player::ALL.get(usize::from(b)).copied().ok_or_else(bad))
        .collect::<Result<Vec<_>, _>>()?;
    *at += n;
    let host = *body.get(*at).ok_or_else(bad)?;
    *at += 1;
    let think_ms = read_varint(body, at)
        .and_then(|t| u32::try_from(t).ok())
        .ok_or_else(bad)?;
    let computers = Computers {
        kinds,
        host,
        think_ms,
    };
    computers.fits(players).then_some(computers).ok_or_else(bad)
}

/// One player's name in a format-2 body, as [`encode_named`] writes it and nothing else.
fn read_name(body: &[u8], at: &mut usize) -> Result<String, CodeError> {
    let bad = || CodeError::malformed(Malformed::Name);
    let len = read_varint(body, at)
        .and_then(|n| usize::try_from(n).ok())
        .filter(|&n| n <= NAME_BYTES)
        .ok_or_else(bad)?;
    let bytes = at
        .checked_add(len)
        .and_then(|end| body.get(*at..end))
        .ok_or_else(bad)?;
    let name = name_from(bytes).ok_or_else(bad)?;
    *at += len;
    Ok(name)
}

/// A name read back from a link: [`clean_name`]'s, or `None`.
pub(crate) fn name_from(bytes: &[u8]) -> Option<String> {
    let name = std::str::from_utf8(bytes).ok()?;
    (name.len() <= NAME_BYTES && !name.chars().any(char::is_control)).then(|| name.to_string())
}

/// The legal actions of `position` in the canonical order of format 1: placements, dance steps,
/// Power-then-step, step-then-Power; then by their fields in the order the enum declares them,
/// with Muses in alphabetical order, squares by x then y, directions N E S W, face up before
/// face down, and a Power that ends the round (no step) before any step.
pub fn canonical_actions(position: &Position) -> Vec<Action> {
    let mut list = position.legal_actions();
    let mut keyed: Vec<([i64; 7], Action)> = list.iter().map(|a| (order_key(a), *a)).collect();
    crate::sort_short(&mut keyed, |a, b| a.0 < b.0);
    list = keyed.into_iter().map(|(_, a)| a).collect();
    list.dedup();
    list
}

fn order_key(action: &Action) -> [i64; 7] {
    let dir = |d: Dir| match d {
        Dir::N => 0,
        Dir::E => 1,
        Dir::S => 2,
        Dir::W => 3,
    };
    match *action {
        Action::Place {
            muse,
            to,
            face_down,
        } => [
            0,
            muse.index() as i64,
            to.x.into(),
            to.y.into(),
            face_down.into(),
            0,
            0,
        ],
        Action::Step { from, dir: d } => [1, from.x.into(), from.y.into(), dir(d), 0, 0, 0],
        Action::PowerStep {
            from,
            target,
            dir: d,
        } => [
            2,
            from.x.into(),
            from.y.into(),
            target.x.into(),
            target.y.into(),
            d.map_or(0, |d| 1 + dir(d)),
            0,
        ],
        Action::StepPower {
            from,
            dir: d,
            target,
        } => [
            3,
            from.x.into(),
            from.y.into(),
            dir(d),
            target.x.into(),
            target.y.into(),
            0,
        ],
    }
}

/// ⌈log₂ n⌉: the bits that tell n choices apart.
fn width(n: usize) -> u32 {
    usize::BITS - n.saturating_sub(1).leading_zeros()
}

#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    len: usize,
}

impl BitWriter {
    fn push(&mut self, value: u32, width: u32) {
        for i in 0..width {
            if self.len % 8 == 0 {
                self.bytes.push(0);
            }
            if let Some(last) = self.bytes.last_mut() {
                *last |= (((value >> i) & 1) as u8) << (self.len % 8);
            }
            self.len += 1;
        }
    }
}

struct BitReader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl BitReader<'_> {
    fn read(&mut self, width: u32) -> Option<u32> {
        let mut value = 0;
        for i in 0..width {
            let byte = self.bytes.get(self.at / 8)?;
            value |= u32::from((byte >> (self.at % 8)) & 1) << i;
            self.at += 1;
        }
        Some(value)
    }

    /// Whether only zero padding is left, within the last byte read.
    fn at_end(&self) -> bool {
        let used = self.at.div_ceil(8);
        let pad = match self.at % 8 {
            0 => 0,
            k => self.bytes.get(used - 1).map_or(0, |b| b >> k),
        };
        self.bytes.len() == used && pad == 0
    }
}

fn push_varint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push(n as u8 | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

/// A minimal LEB128 varint at `*at`, moving `*at` past it.
fn read_varint(bytes: &[u8], at: &mut usize) -> Option<u64> {
    let mut n = 0u64;
    for shift in (0..64).step_by(7) {
        let byte = *bytes.get(*at)?;
        *at += 1;
        let bits = u64::from(byte & 0x7f);
        if bits << shift >> shift != bits || (byte == 0 && shift > 0) {
            return None;
        }
        n |= bits << shift;
        if byte & 0x80 == 0 {
            return Some(n);
        }
    }
    None
}

/// CRC-32 (IEEE 802.3, as zlib's), bitwise: a table would cost the page more than it saves.
pub(crate) fn crc32<'a>(bytes: impl IntoIterator<Item = &'a u8>) -> u32 {
    const CRC: crc::Crc<u32, crc::NoTable> =
        crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);
    let mut digest = CRC.digest();
    for &b in bytes {
        digest.update(&[b]);
    }
    digest.finalize()
}

/// The notation inside a position link: `_` is a space, `~` a `|`, `%XX` an ASCII character.
fn unescape(text: &str) -> Result<String, CodeError> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '_' => out.push(' '),
            '~' => out.push('|'),
            '%' => {
                let hex = text
                    .get(i + 1..i + 3)
                    .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()));
                match hex
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .filter(u8::is_ascii)
                {
                    Some(b) => out.push(char::from(b)),
                    None => {
                        return Err(CodeError::Garbled {
                            position: text[..i].chars().count() + 2,
                            found: '%',
                        })
                    }
                }
                chars.nth(1);
            }
            c => out.push(c),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_is_the_standard_one() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn canonical_order_is_todays_derived_order() {
        let mut game = Game::new(Options::new(2).seed(11)).unwrap();
        while !game.is_over() {
            let mut derived = game.legal_actions();
            derived.sort();
            assert_eq!(canonical_actions(game.position()), derived);
            let list = canonical_actions(game.position());
            game.apply(list[list.len() / 2]).unwrap();
        }
    }

    #[test]
    fn varints_are_minimal() {
        for n in [0, 1, 127, 128, 300, u64::MAX] {
            let mut bytes = Vec::new();
            push_varint(&mut bytes, n);
            assert_eq!(read_varint(&bytes, &mut 0), Some(n));
        }
        assert_eq!(read_varint(&[0x80, 0x00], &mut 0), None);
        assert_eq!(read_varint(&[0xff; 10], &mut 0), None);
        assert_eq!(read_varint(&[0x80], &mut 0), None);
    }

    #[test]
    fn bits_round_trip() {
        let mut w = BitWriter::default();
        let items = [(5u32, 3u32), (0, 0), (1, 1), (200, 8), (3, 2)];
        for (v, n) in items {
            w.push(v, n);
        }
        let mut r = BitReader {
            bytes: &w.bytes,
            at: 0,
        };
        for (v, n) in items {
            assert_eq!(r.read(n), Some(v));
        }
        assert!(r.at_end());
    }
}
