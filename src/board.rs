//! Board geometry: squares, directions, the tiles in play, the single-group rule and the
//! dance step with its pushes (RULES.md §5.1).
//!
//! There is no board edge: squares are any `x,y` integers (x to the east, y to the north).
//! Two Muses are connected when they touch by an edge or a corner (8-connectivity).
//!
//! ```
//! use muses::{Board, Colour, Dir, Muse, Square, Tile};
//! let mut board = Board::new();
//! board.push(Tile::new(Muse::Clio, Square::new(0, 0), true, 1, Colour::Purple));
//! board.push(Tile::new(Muse::Thalia, Square::new(1, 0), true, 1, Colour::White));
//! // Clio steps east and pushes Thalia: both move, and they still touch.
//! let step = board.step(0, Dir::E).unwrap();
//! assert_eq!(step.moved.count_ones(), 2);
//! // Clio cannot step west alone: she would leave Thalia.
//! assert!(board.step(0, Dir::W).is_none());
//! ```

use crate::muse::Muse;
use serde::{Deserialize, Serialize};

/// A square of the imaginary grid. Coordinates wrap rather than overflow, so no input can
/// make arithmetic panic (a game would need billions of steps to get there).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Square {
    pub x: i32,
    pub y: i32,
}

impl Square {
    pub const ORIGIN: Square = Square { x: 0, y: 0 };

    pub const fn new(x: i32, y: i32) -> Square {
        Square { x, y }
    }

    pub fn offset(self, dx: i32, dy: i32) -> Square {
        Square::new(self.x.wrapping_add(dx), self.y.wrapping_add(dy))
    }

    pub fn step(self, dir: Dir) -> Square {
        let (dx, dy) = dir.delta();
        self.offset(dx, dy)
    }

    /// `(dx, dy)` from `self` to `other`.
    pub fn delta_to(self, other: Square) -> (i32, i32) {
        (other.x.wrapping_sub(self.x), other.y.wrapping_sub(self.y))
    }

    /// Whether the two squares touch by an edge or a corner (and are not the same square).
    pub fn touches(self, other: Square) -> bool {
        let (dx, dy) = self.delta_to(other);
        (dx.unsigned_abs() <= 1) & (dy.unsigned_abs() <= 1) & ((dx | dy) != 0)
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

/// A direction of a dance step (never diagonal).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::N => (0, 1),
            Dir::E => (1, 0),
            Dir::S => (0, -1),
            Dir::W => (-1, 0),
        }
    }

    pub const fn letter(self) -> char {
        match self {
            Dir::N => 'N',
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
        }
    }

    pub const fn opposite(self) -> Dir {
        match self {
            Dir::N => Dir::S,
            Dir::E => Dir::W,
            Dir::S => Dir::N,
            Dir::W => Dir::E,
        }
    }

    pub fn from_letter(c: char) -> Option<Dir> {
        match c.to_ascii_uppercase() {
            'N' => Some(Dir::N),
            'E' => Some(Dir::E),
            'S' => Some(Dir::S),
            'W' => Some(Dir::W),
            _ => None,
        }
    }

    /// The plain-words name: "north".
    pub const fn word(self) -> &'static str {
        match self {
            Dir::N => "north",
            Dir::E => "east",
            Dir::S => "south",
            Dir::W => "west",
        }
    }
}

/// A dice colour, which is also the name of the Company that owns it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Purple,
    Orange,
    White,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Purple, Colour::Orange, Colour::White];

    pub const fn letter(self) -> char {
        match self {
            Colour::Purple => 'p',
            Colour::Orange => 'o',
            Colour::White => 'w',
        }
    }

    pub fn from_letter(c: char) -> Option<Colour> {
        match c {
            'p' => Some(Colour::Purple),
            'o' => Some(Colour::Orange),
            'w' => Some(Colour::White),
            _ => None,
        }
    }

    pub const fn word(self) -> &'static str {
        match self {
            Colour::Purple => "purple",
            Colour::Orange => "orange",
            Colour::White => "white",
        }
    }
}

/// A Muse tile in play with the die on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tile {
    pub muse: Muse,
    pub square: Square,
    pub face_up: bool,
    /// The die's value, 1–6.
    pub value: u8,
    pub colour: Colour,
}

impl Tile {
    pub const fn new(muse: Muse, square: Square, face_up: bool, value: u8, colour: Colour) -> Tile {
        Tile {
            muse,
            square,
            face_up,
            value,
            colour,
        }
    }
}

/// At most nine Muses are in play.
pub const MAX_TILES: usize = 9;

const NO_TILE: Tile = Tile::new(Muse::Calliope, Square::ORIGIN, true, 1, Colour::Purple);

/// The tiles in play, in the order they came into play. A tile is named by its index here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    tiles: [Tile; MAX_TILES],
    len: u8,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

/// A legal dance step: the tile, the direction, and the tiles it moves (a bit set of indices,
/// the stepper and every Muse she pushes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub tile: u8,
    pub dir: Dir,
    pub moved: u16,
}

/// Up to 36 steps (9 tiles × 4 directions), without allocating.
#[derive(Clone, Copy, Debug)]
pub struct StepList {
    steps: [Step; MAX_TILES * 4],
    len: u8,
}

impl StepList {
    pub fn as_slice(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl std::ops::Deref for StepList {
    type Target = [Step];
    fn deref(&self) -> &[Step] {
        self.as_slice()
    }
}

impl Board {
    pub const fn new() -> Board {
        Board {
            tiles: [NO_TILE; MAX_TILES],
            len: 0,
        }
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles[..self.len as usize]
    }

    pub fn tiles_mut(&mut self) -> &mut [Tile] {
        &mut self.tiles[..self.len as usize]
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a tile. A board holds at most [`MAX_TILES`]; callers check before (validation
    /// rejects more Muses than exist), so a tenth tile is ignored rather than panicking.
    pub fn push(&mut self, tile: Tile) {
        if let Some(slot) = self.tiles.get_mut(self.len as usize) {
            *slot = tile;
            self.len += 1;
        }
    }

    /// The index of the tile on `sq`.
    pub fn index_at(&self, sq: Square) -> Option<usize> {
        self.tiles().iter().position(|t| t.square == sq)
    }

    pub fn at(&self, sq: Square) -> Option<&Tile> {
        self.tiles().iter().find(|t| t.square == sq)
    }

    pub fn index_of(&self, muse: Muse) -> Option<usize> {
        self.tiles().iter().position(|t| t.muse == muse)
    }

    /// The tiles a step of the tile on `from` towards `dir` would move, legal or not: she and
    /// the unbroken line of Muses in front of her (a bit set of indices; empty without her).
    pub fn line(&self, from: Square, dir: Dir) -> u16 {
        let mut moved = 0u16;
        let mut sq = from;
        while let Some(j) = self.index_at(sq) {
            moved |= 1 << j;
            sq = sq.step(dir);
        }
        moved
    }

    /// Whether the square touches a tile in play.
    pub fn touches_any(&self, sq: Square) -> bool {
        self.tiles().iter().any(|t| t.square.touches(sq))
    }

    /// For each tile, the bit set of the tiles it touches.
    fn adjacency(&self) -> [u16; MAX_TILES] {
        let n = self.len();
        let mut adj = [0u16; MAX_TILES];
        for i in 0..n {
            for j in i + 1..n {
                if self.tiles[i].square.touches(self.tiles[j].square) {
                    adj[i] |= 1 << j;
                    adj[j] |= 1 << i;
                }
            }
        }
        adj
    }

    /// Whether every tile is in one 8-connected group (an empty board is).
    pub fn is_one_group(&self) -> bool {
        let all = (1u16 << self.len()) - 1;
        groups_of(&self.adjacency(), all).len <= 1
    }

    /// The step of tile `i` in `dir` with its pushes, or `None` if it would split the group
    /// (or there is no tile `i`).
    pub fn step(&self, i: usize, dir: Dir) -> Option<Step> {
        self.steps().step(i, dir)
    }

    /// For asking about several single steps of this board in a row (the computer's
    /// playouts try random ones): the look-ups [`Board::step`] needs, made once.
    pub fn steps(&self) -> Steps<'_> {
        let grid = Grid::new(self);
        let adj = grid.adjacency(self);
        Steps {
            board: self,
            grid,
            adj,
        }
    }

    /// The step of tile `i`, given the grid, the adjacency and, if known, the groups the
    /// others form without her (`lone_parts`, for steps that push nobody).
    fn step_with(
        &self,
        grid: &Grid,
        adj: &[u16; MAX_TILES],
        i: usize,
        dir: Dir,
        lone_parts: Option<&GroupList>,
    ) -> Option<Step> {
        let n = self.len();
        // The stepper and the unbroken line of Muses in front of her move together.
        let mut moved = 1u16 << i;
        let mut sq = self.tiles[i].square.step(dir);
        while let Some(j) = grid.at(sq) {
            moved |= 1 << j;
            sq = sq.step(dir);
        }
        let step = Step {
            tile: i as u8,
            dir,
            moved,
        };
        let rest = ((1u16 << n) - 1) & !moved;
        if rest == 0 {
            return Some(step);
        }
        // The moving line stays in one piece, and the others keep their contacts among
        // themselves: the step is legal when the line lands touching each of their groups.
        let mut touched = 0u16;
        for a in bits(moved) {
            touched |= grid.around(self.tiles[a].square.step(dir));
        }
        touched &= rest;
        let lands = |parts: &GroupList| parts.iter().all(|&g| g & touched != 0);
        let legal = match lone_parts {
            Some(parts) if moved == 1 << i => lands(parts),
            _ => lands(&groups_of(adj, rest)),
        };
        legal.then_some(step)
    }

    /// Every legal dance step, tile by tile in board order, directions N E S W.
    pub fn legal_steps(&self) -> StepList {
        let mut list = StepList {
            steps: [Step {
                tile: 0,
                dir: Dir::N,
                moved: 0,
            }; MAX_TILES * 4],
            len: 0,
        };
        let n = self.len();
        let grid = Grid::new(self);
        let adj = grid.adjacency(self);
        let all = (1u16 << n) - 1;
        let one_group = groups_of(&adj, all).len <= 1;
        for i in 0..n {
            let others = all & !(1 << i);
            // In one group, the others stay one group without her when her own neighbours
            // hold together among themselves: a small check that spares a flood fill.
            let parts = if one_group && groups_of(&adj, adj[i]).len <= 1 {
                GroupList::one(others)
            } else {
                groups_of(&adj, others)
            };
            for dir in Dir::ALL {
                if let Some(s) = self.step_with(&grid, &adj, i, dir, Some(&parts)) {
                    list.steps[list.len as usize] = s;
                    list.len += 1;
                }
            }
        }
        list
    }

    /// Whether tile `i` has at least one legal step.
    pub fn can_step(&self, i: usize) -> bool {
        let grid = Grid::new(self);
        let adj = grid.adjacency(self);
        i < self.len()
            && Dir::ALL
                .iter()
                .any(|&d| self.step_with(&grid, &adj, i, d, None).is_some())
    }

    /// The empty squares touching a tile, in square order (x, then y). For one group (the
    /// only boards positions hold); tiles far from the others are not looked around.
    pub fn free_squares_around(&self) -> Vec<Square> {
        let grid = Grid::new(self);
        let mut out = Vec::with_capacity(48);
        // The grid is laid out y-major; squares sort x first, so walk it column by column.
        for x in 0..16 {
            for y in 0..16 {
                let k = y * 16 + x;
                if grid.near[k] != 0 && grid.tile[k] == EMPTY {
                    out.push(grid.origin.offset(x as i32, y as i32));
                }
            }
        }
        out
    }

    /// Moves the tiles of a step (without touching the dice).
    pub fn shift(&mut self, step: &Step) {
        for i in bits(step.moved) {
            if let Some(t) = self.tiles_mut().get_mut(i) {
                t.square = t.square.step(step.dir);
            }
        }
    }

    /// The highest die value in play (0 on an empty board).
    pub fn max_value(&self) -> u8 {
        self.tiles().iter().map(|t| t.value).max().unwrap_or(0)
    }
}

/// A board's single steps, its look-ups made once ([`Board::steps`]).
pub struct Steps<'a> {
    board: &'a Board,
    grid: Grid,
    adj: [u16; MAX_TILES],
}

impl Steps<'_> {
    /// [`Board::step`]: tile `i` in `dir` with its pushes, if legal.
    pub fn step(&self, i: usize, dir: Dir) -> Option<Step> {
        if i >= self.board.len() {
            return None;
        }
        self.board.step_with(&self.grid, &self.adj, i, dir, None)
    }
}

/// The tiles in a 16 × 16 window, for constant-time look-ups while generating steps: on
/// each square, the tile there and the bit set of the tiles touching it. A group of at most
/// nine tiles spans at most nine squares each way, so with a margin of three every square a
/// step, a push or a neighbour of theirs reaches is inside.
struct Grid {
    origin: Square,
    tile: [u8; 256],
    near: [u16; 256],
}

const EMPTY: u8 = u8::MAX;

impl Grid {
    fn new(board: &Board) -> Grid {
        let tiles = board.tiles();
        let min_x = tiles.iter().map(|t| t.square.x).min().unwrap_or(0);
        let min_y = tiles.iter().map(|t| t.square.y).min().unwrap_or(0);
        let mut grid = Grid {
            origin: Square::new(min_x, min_y).offset(-3, -3),
            tile: [EMPTY; 256],
            near: [0; 256],
        };
        const AROUND: [usize; 8] = [0, 1, 2, 16, 18, 32, 33, 34];
        for (i, t) in tiles.iter().enumerate() {
            let Some(k) = grid.cell(t.square) else {
                continue;
            };
            grid.tile[k] = i as u8;
            // Inside the margin (always, for one group) the 8 neighbours are fixed offsets.
            let (x, y) = (k % 16, k / 16);
            if (1..15).contains(&x) && (1..15).contains(&y) {
                for off in AROUND {
                    grid.near[k - 17 + off] |= 1 << i;
                }
            }
        }
        grid
    }

    fn cell(&self, sq: Square) -> Option<usize> {
        let (dx, dy) = self.origin.delta_to(sq);
        ((dx as u32) < 16 && (dy as u32) < 16).then(|| (dy * 16 + dx) as usize)
    }

    fn at(&self, sq: Square) -> Option<usize> {
        let c = self.tile[self.cell(sq)?];
        (c != EMPTY).then_some(c as usize)
    }

    /// The bit set of the tiles on the 8 squares around `sq`.
    fn around(&self, sq: Square) -> u16 {
        self.cell(sq).map_or(0, |k| self.near[k])
    }

    /// For each tile, the bit set of the tiles it touches.
    fn adjacency(&self, board: &Board) -> [u16; MAX_TILES] {
        let mut adj = [0u16; MAX_TILES];
        for (i, t) in board.tiles().iter().enumerate() {
            adj[i] = self.around(t.square);
        }
        adj
    }
}

/// The groups (8-connected) that the tiles of the bit set `set` form among themselves.
fn groups_of(adj: &[u16; MAX_TILES], set: u16) -> GroupList {
    let mut out = GroupList {
        groups: [0; MAX_TILES],
        len: 0,
    };
    let mut left = set;
    while left != 0 {
        let start = left & left.wrapping_neg();
        let mut seen = start;
        let mut frontier = start;
        while frontier != 0 {
            let i = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            let new = adj[i] & left & !seen;
            seen |= new;
            frontier |= new;
        }
        out.groups[out.len] = seen;
        out.len += 1;
        left &= !seen;
    }
    out
}

/// The indices of the set bits.
pub(crate) fn bits(mut set: u16) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            i
        })
    })
}

struct GroupList {
    groups: [u16; MAX_TILES],
    len: usize,
}

impl GroupList {
    fn one(group: u16) -> GroupList {
        let mut groups = [0; MAX_TILES];
        groups[0] = group;
        GroupList {
            groups,
            len: usize::from(group != 0),
        }
    }

    fn iter(&self) -> impl Iterator<Item = &u16> {
        self.groups[..self.len].iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(squares: &[(i32, i32)]) -> Board {
        let mut b = Board::new();
        for (k, &(x, y)) in squares.iter().enumerate() {
            b.push(Tile::new(
                Muse::ALL[k],
                Square::new(x, y),
                true,
                1,
                Colour::Purple,
            ));
        }
        b
    }

    #[test]
    fn corner_contact_connects() {
        assert!(board(&[(0, 0), (1, 1)]).is_one_group());
        assert!(!board(&[(0, 0), (2, 0)]).is_one_group());
    }

    #[test]
    fn diagonal_never_a_step_direction() {
        // Only N E S W exist; a step changes exactly one coordinate by one.
        for d in Dir::ALL {
            let (dx, dy) = d.delta();
            assert_eq!(dx.abs() + dy.abs(), 1);
        }
    }

    #[test]
    fn push_moves_the_whole_unbroken_line() {
        let b = board(&[(0, 0), (1, 0), (2, 0), (4, 0), (3, 1)]);
        let s = b.step(0, Dir::E).expect("legal");
        assert_eq!(s.moved, 0b111, "the gap at 3,0 stops the line");
    }

    #[test]
    fn step_that_splits_the_group_is_illegal() {
        // A line of three: the middle one stepping north still touches both ends diagonally,
        // an end stepping away leaves the group.
        let b = board(&[(0, 0), (1, 0), (2, 0)]);
        assert!(b.step(1, Dir::N).is_some());
        assert!(
            b.step(2, Dir::N).is_some(),
            "2,1 still touches 1,0 by a corner"
        );
        let far = board(&[(0, 0), (1, 0)]);
        assert!(far.step(0, Dir::W).is_none());
    }

    #[test]
    fn only_the_final_arrangement_counts() {
        // Pushing a whole line keeps it connected even though it passes through nothing.
        let b = board(&[(0, 0), (1, 0), (2, 0)]);
        let s = b.step(0, Dir::E).expect("the whole line moves");
        assert_eq!(s.moved, 0b111);
    }

    #[test]
    fn a_lone_tile_may_step_anywhere() {
        let b = board(&[(5, 5)]);
        assert_eq!(b.legal_steps().len(), 4);
    }

    #[test]
    fn coordinates_wrap_instead_of_overflowing() {
        let sq = Square::new(i32::MAX, i32::MIN);
        assert_eq!(sq.step(Dir::E).x, i32::MIN);
        assert_eq!(sq.step(Dir::S).y, i32::MAX);
        assert!(Square::new(i32::MAX, 0).touches(Square::new(i32::MIN, 0)));
    }
}
