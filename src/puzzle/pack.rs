//! The compact file of a puzzle set (`src/puzzle/puzzles.bin`, the shipped one; its layout:
//! docs/puzzles.md, "The file"), and which puzzle to offer: at the player's level, of the day.

use super::{Category, Puzzle};
use crate::board::{Colour, Square, Tile};
use crate::code::canonical_actions;
use crate::muse::Muse;
use crate::position::{Position, Setup};

const MAGIC: &[u8; 4] = b"MPZ1";

/// The puzzles the page offers, made by `muses puzzles` (docs/puzzles.md). Only where they are
/// used (natively, and in the puzzles' wasm): another wasm build does not depend on the file,
/// so a new set rebuilds only them.
#[cfg(any(feature = "puzzles", not(target_arch = "wasm32")))]
pub const SHIPPED: &[u8] = include_bytes!("puzzles.bin");

/// A file that is not a puzzle set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    #[error("not a puzzle set")]
    Magic,
    #[error("the set is cut short")]
    Truncated,
    #[error("puzzle {0} is not valid")]
    Invalid(usize),
    #[error("puzzle {0} cannot be written: a board wider than 16 squares or a bad action")]
    Unwritable(usize),
}

const CATEGORIES: [Category; 6] = [
    Category::WinNow,
    Category::DontHandOver,
    Category::PowerSaves,
    Category::PowerWins,
    Category::InTwo,
    Category::Better,
];

fn colour_bits(c: Colour) -> u8 {
    match c {
        Colour::Purple => 0,
        Colour::Orange => 1,
        Colour::White => 2,
    }
}

fn colour_of(bits: u8) -> Option<Colour> {
    [Colour::Purple, Colour::Orange, Colour::White]
        .get(usize::from(bits))
        .copied()
}

fn varint(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

fn zigzag(v: i32) -> u64 {
    u64::from(((v << 1) ^ (v >> 31)) as u32)
}

fn unzigzag(v: u64) -> i32 {
    let v = v as u32;
    ((v >> 1) as i32) ^ -((v & 1) as i32)
}

/// Writes a set.
pub fn write(puzzles: &[Puzzle]) -> Result<Vec<u8>, PackError> {
    let mut out = MAGIC.to_vec();
    varint(&mut out, puzzles.len() as u64);
    for (i, p) in puzzles.iter().enumerate() {
        let pos = &p.position;
        let category = CATEGORIES
            .iter()
            .position(|&c| c == p.category)
            .unwrap_or(0) as u8;
        out.push((pos.players() as u8 - 2) | category << 2 | (pos.to_move() as u8) << 5);
        out.push(
            pos.seats()
                .iter()
                .enumerate()
                .fold(0, |b, (s, &c)| b | colour_bits(c) << (2 * s)),
        );
        out.extend_from_slice(&p.rating.to_le_bytes());
        let tiles = pos.board().tiles();
        let min_x = tiles.iter().map(|t| t.square.x).min().unwrap_or(0);
        let min_y = tiles.iter().map(|t| t.square.y).min().unwrap_or(0);
        out.push(tiles.len() as u8);
        varint(&mut out, zigzag(min_x));
        varint(&mut out, zigzag(min_y));
        for t in tiles {
            let (dx, dy) = (t.square.x - min_x, t.square.y - min_y);
            if dx > 15 || dy > 15 {
                return Err(PackError::Unwritable(i));
            }
            out.push((t.muse.index() as u8) << 4 | t.value);
            out.push((dx as u8) << 4 | dy as u8);
            out.push(colour_bits(t.colour) << 1 | u8::from(t.face_up));
        }
        let legal = canonical_actions(pos);
        varint(&mut out, p.solutions.len() as u64);
        for a in &p.solutions {
            let k = legal
                .iter()
                .position(|l| l == a)
                .ok_or(PackError::Unwritable(i))?;
            varint(&mut out, k as u64);
        }
    }
    Ok(out)
}

/// Reads bytes one at a time.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, PackError> {
        let b = *self.bytes.get(self.at).ok_or(PackError::Truncated)?;
        self.at += 1;
        Ok(b)
    }

    fn varint(&mut self) -> Result<u64, PackError> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(PackError::Truncated)
    }
}

/// Reads a set, checking every position (a damaged file is refused, never half read).
pub fn read(bytes: &[u8]) -> Result<Vec<Puzzle>, PackError> {
    if bytes.get(..4) != Some(MAGIC) {
        return Err(PackError::Magic);
    }
    let mut r = Reader { bytes, at: 4 };
    let count = r.varint()?;
    // Each puzzle takes at least 8 bytes: a count beyond the file is damage, not a request.
    if count > bytes.len() as u64 / 8 {
        return Err(PackError::Truncated);
    }
    (0..count as usize).map(|i| one(&mut r, i)).collect()
}

fn one(r: &mut Reader, i: usize) -> Result<Puzzle, PackError> {
    let bad = || PackError::Invalid(i);
    let head = r.byte()?;
    let players = usize::from(head & 3) + 2;
    let category = *CATEGORIES.get(usize::from(head >> 2 & 7)).ok_or_else(bad)?;
    let to_move = u32::from(head >> 5 & 3) + 1;
    let colours = r.byte()?;
    let seats = (0..players)
        .map(|s| colour_of(colours >> (2 * s) & 3).ok_or_else(bad))
        .collect::<Result<Vec<_>, _>>()?;
    let rating = u16::from_le_bytes([r.byte()?, r.byte()?]);
    let n = r.byte()?;
    let min_x = unzigzag(r.varint()?);
    let min_y = unzigzag(r.varint()?);
    let mut tiles = Vec::with_capacity(usize::from(n));
    for _ in 0..n {
        let (a, b, c) = (r.byte()?, r.byte()?, r.byte()?);
        let muse = Muse::from_index(usize::from(a >> 4)).ok_or_else(bad)?;
        let square = Square::new(min_x + i32::from(b >> 4), min_y + i32::from(b & 15));
        let colour = colour_of(c >> 1 & 3).ok_or_else(bad)?;
        tiles.push(Tile::new(muse, square, c & 1 == 1, a & 15, colour));
    }
    let setup = Setup {
        tiles,
        seats,
        to_move,
        hands: None,
        mystery: None,
        trigger: None,
    };
    let position = Position::from_setup(&setup).map_err(|_| bad())?;
    let legal = canonical_actions(&position);
    let k = r.varint()?;
    if k == 0 || k > legal.len() as u64 {
        return Err(bad());
    }
    let mut solutions = Vec::with_capacity(k as usize);
    let mut last = None;
    for _ in 0..k {
        let index = r.varint()?;
        if last.is_some_and(|l| index <= l) {
            return Err(bad());
        }
        last = Some(index);
        solutions.push(*legal.get(index as usize).ok_or_else(bad)?);
    }
    Ok(Puzzle {
        position,
        category,
        solutions,
        rating,
    })
}

/// The shipped set.
#[cfg(any(feature = "puzzles", not(target_arch = "wasm32")))]
pub fn shipped() -> Vec<Puzzle> {
    read(SHIPPED).unwrap_or_default()
}

/// The index of the puzzle of the day among `count`, for a day counted from 1970-01-01 (UTC):
/// the same for every player on the same day, with no server. Consecutive days are far apart.
pub fn daily(day: i64, count: usize) -> usize {
    if count == 0 {
        return 0;
    }
    (super::generate::mix(0x0d1e_5eed, day as u64, 0) % count as u64) as usize
}

/// How far from the player's rating a puzzle is first looked for; the window widens by as
/// much until one is found.
const WINDOW: u32 = 100;

/// The index of a puzzle of `set` at `rating` (the player's), among those whose ids `played`
/// does not hold (all of them once every one was played), chosen by `seed`: the nearest
/// window of ratings that has one.
pub fn pick(
    set: &[Puzzle],
    rating: f64,
    played: &dyn Fn(&str) -> bool,
    seed: u64,
) -> Option<usize> {
    let fresh: Vec<usize> = (0..set.len()).filter(|&i| !played(&set[i].id())).collect();
    let pool = if fresh.is_empty() {
        (0..set.len()).collect()
    } else {
        fresh
    };
    let target = rating.clamp(0.0, 4000.0) as u32;
    let mut width = WINDOW;
    loop {
        let near: Vec<usize> = pool
            .iter()
            .copied()
            .filter(|&i| u32::from(set[i].rating).abs_diff(target) <= width)
            .collect();
        if !near.is_empty() {
            let k = super::generate::mix(seed, near.len() as u64, 1) % near.len() as u64;
            return Some(near[k as usize]);
        }
        if width > 4000 {
            return None;
        }
        width += WINDOW;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_and_zigzag_round_trip() {
        for v in [0i32, 1, -1, 63, -64, 1000, -1000, i32::MAX, i32::MIN] {
            let mut out = Vec::new();
            varint(&mut out, zigzag(v));
            let mut r = Reader { bytes: &out, at: 0 };
            assert_eq!(unzigzag(r.varint().unwrap()), v);
        }
    }

    #[test]
    fn damaged_sets_are_refused() {
        assert_eq!(read(b"nope"), Err(PackError::Magic));
        assert_eq!(read(b"MPZ1"), Err(PackError::Truncated));
        let bytes = SHIPPED;
        if bytes.len() > 40 {
            assert!(read(&bytes[..bytes.len() - 1]).is_err());
        }
    }

    #[test]
    fn the_day_picks_within_the_set() {
        assert!((0..1000).all(|d| daily(d, 7) < 7));
        assert_eq!(daily(20_000, 1500), daily(20_000, 1500));
        assert_ne!(daily(20_000, 1500), daily(20_001, 1500));
    }
}
