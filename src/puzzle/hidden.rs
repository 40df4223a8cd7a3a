//! The identities the mover cannot see, and who wins in each way they may lie.
//!
//! A puzzle hides every face-down Muse, so its position stands for every arrangement of the
//! Muses not face up on those tiles: its *worlds*. Only the scoring reads an identity, so the
//! search plays each line once and scores its end in every world at once (a bit set).

use crate::board::{Board, Colour};
use crate::deal;
use crate::muse::{Muse, MuseSet};
use crate::position::Position;
use crate::scoring::{round_ladder, Standing};

/// The most worlds a puzzle may stand for: one bit each in a [`Mask`]. A dance of a real game
/// has 2 to 24 (4 face-down tiles at most).
pub const MAX_WORLDS: usize = 32;

/// A set of worlds, bit `w` for world `w`.
pub type Mask = u32;

/// Every way the hidden Muses of a position may lie, and the scoring in each.
#[derive(Clone, Debug)]
pub struct Worlds {
    /// For each world, the Suns of the Muse on each tile (tile indices never change in a
    /// round: the board keeps the order tiles came into play).
    suns: Vec<[u8; crate::board::MAX_TILES]>,
    /// The Company index (in [`Position::companies`] order) of each colour; none for the
    /// neutral colour, whose die is removed before the columns.
    of_colour: [Option<u8>; 3],
    companies: usize,
}

/// The index of a colour in `of_colour`.
fn slot(c: Colour) -> usize {
    match c {
        Colour::Purple => 0,
        Colour::Orange => 1,
        Colour::White => 2,
    }
}

impl Worlds {
    /// The worlds of `pos` seen from its mover: every arrangement of the Muses not face up on
    /// the face-down tiles. `None` when there are more than [`MAX_WORLDS`] (a hand-made
    /// position with Muses out of play, D10).
    pub fn of(pos: &Position) -> Option<Worlds> {
        let tiles = pos.board().tiles();
        let mut unseen = MuseSet::FULL;
        for t in tiles.iter().filter(|t| t.face_up) {
            unseen.remove(t.muse);
        }
        let hidden: Vec<usize> = (0..tiles.len()).filter(|&i| !tiles[i].face_up).collect();
        let unseen: Vec<Muse> = unseen.iter().collect();
        let count =
            (unseen.len() + 1 - hidden.len().min(unseen.len())..=unseen.len()).product::<usize>();
        if hidden.len() > unseen.len() || count > MAX_WORLDS {
            return None;
        }
        let mut base = [0u8; crate::board::MAX_TILES];
        for (b, t) in base.iter_mut().zip(tiles) {
            *b = t.muse.suns();
        }
        let mut suns = Vec::with_capacity(count);
        arrange(&unseen, hidden.len(), &mut Vec::new(), &mut |ids| {
            let mut w = base;
            for (&i, m) in hidden.iter().zip(ids) {
                w[i] = m.suns();
            }
            suns.push(w);
        });
        let mut of_colour = [None; 3];
        for (k, &c) in deal::companies(pos.seats()).iter().enumerate() {
            of_colour[slot(c)] = Some(k as u8);
        }
        Some(Worlds {
            suns,
            of_colour,
            companies: deal::companies(pos.seats()).len(),
        })
    }

    pub fn len(&self) -> usize {
        self.suns.len()
    }

    pub fn is_empty(&self) -> bool {
        self.suns.is_empty()
    }

    /// Every world.
    pub fn all(&self) -> Mask {
        if self.len() >= 32 {
            Mask::MAX
        } else {
            (1 << self.len()) - 1
        }
    }

    /// The Company (in [`Position::companies`] order) of the seat to move in `pos`.
    pub fn company_of(&self, pos: &Position, seat: usize) -> usize {
        pos.seats()
            .get(seat)
            .and_then(|&c| self.of_colour[slot(c)])
            .map_or(0, usize::from)
    }

    /// The worlds in which Company `company` wins the round that ended as `pos` stands, alone
    /// (a shared victory is not a win here).
    pub fn wins(&self, pos: &Position, company: usize) -> Mask {
        let trigger = pos.trigger().map(|s| self.company_of(pos, s));
        let mut mask = 0;
        for (w, suns) in self.suns.iter().enumerate() {
            if self.winners(pos.board(), suns, trigger) == 1 << company {
                mask |= 1 << w;
            }
        }
        mask
    }

    /// The winning Companies (a bit set) in one world: RULES.md §6, with the Silver.
    fn winners(&self, board: &Board, suns: &[u8; 9], trigger: Option<usize>) -> u8 {
        let mut dice = [[0u8; 9]; 3];
        let mut len = [0usize; 3];
        let mut standings = [Standing::default(); 3];
        for (t, &s) in board.tiles().iter().zip(suns) {
            let Some(k) = self.of_colour[slot(t.colour)] else {
                continue;
            };
            let k = usize::from(k);
            let v = if t.value == s { 6 } else { t.value };
            dice[k][len[k]] = v;
            len[k] += 1;
            standings[k].sum += u32::from(v);
        }
        let n = self.companies;
        for k in 0..n {
            dice[k][..len[k]].sort_unstable_by(|a, b| b.cmp(a));
        }
        let width = len.iter().copied().max().unwrap_or(0);
        let mut bonus_taken = false;
        let die = |k: usize, col: usize| (col < len[k]).then(|| dice[k][col]);
        for col in 0..width {
            let best = (0..n).filter_map(|k| die(k, col)).max();
            let mut holders = (0..n).filter(|&k| die(k, col) == best);
            if let (Some(k), None) = (holders.next(), holders.next()) {
                standings[k].suns += 1;
                if !bonus_taken {
                    // The leftmost won column's Bronze becomes the Silver (2 Suns, D9).
                    standings[k].suns += 1;
                    standings[k].bonus = true;
                    bonus_taken = true;
                }
            }
        }
        round_ladder(&standings[..n], trigger).0
    }
}

/// Calls `out` with every ordered choice of `k` of `from`.
fn arrange(from: &[Muse], k: usize, prefix: &mut Vec<Muse>, out: &mut impl FnMut(&[Muse])) {
    if prefix.len() == k {
        out(prefix);
        return;
    }
    for &m in from {
        if !prefix.contains(&m) {
            prefix.push(m);
            arrange(from, k, prefix, out);
            prefix.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scoring::Bonus;
    use crate::{Game, Options, Phase};

    #[test]
    fn a_dance_has_every_arrangement() {
        for (players, worlds) in [(2, 6), (3, 6), (4, 24)] {
            let mut game = Game::new(Options::new(players).seed(4)).unwrap();
            while game.position().phase() == Phase::Placement {
                game.apply(game.legal_actions()[0]).unwrap();
            }
            assert_eq!(Worlds::of(game.position()).unwrap().len(), worlds);
        }
    }

    #[test]
    fn wins_agree_with_the_scoring_in_the_true_world() {
        use crate::rng::Stream;
        for players in 2..=4u8 {
            for seed in 0..150 {
                let mut game = Game::new(Options::new(players).seed(seed)).unwrap();
                let mut stream = Stream::new(seed);
                while !game.is_over() {
                    let legal = game.legal_actions();
                    let k = stream.pick(&legal).unwrap();
                    game.apply(legal[k]).unwrap();
                }
                let pos = game.position();
                let worlds = Worlds::of(pos).unwrap();
                let truth = pos.board().tiles().iter().map(|t| t.muse);
                // The world that puts every Muse back where it is.
                let w = (0..worlds.len())
                    .find(|&w| {
                        truth
                            .clone()
                            .zip(worlds.suns[w])
                            .all(|(m, s)| m.suns() == s)
                    })
                    .unwrap();
                let score = pos.score(Bonus::Silver);
                for k in 0..score.companies.len() {
                    let alone = score.winners == [k];
                    assert_eq!(worlds.wins(pos, k) & (1 << w) != 0, alone, "{pos}");
                }
            }
        }
    }
}
