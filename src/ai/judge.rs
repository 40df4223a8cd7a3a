//! What the levels share: a fast, allocation-free scorer that turns a finished round into
//! rewards ([`Judge`]), and the identities a seat cannot see dealt every possible way
//! ([`Worlds`]).

use crate::action::Action;
use crate::board::Colour;
use crate::deal::MAX_SEATS;
use crate::muse::Muse;
use crate::position::Position;
use crate::rng::Stream;
use crate::scoring::{self, Bonus, Standing};
use crate::view::View;

/// The most Companies at a table.
pub(crate) const MAX_COMPANIES: usize = 3;
/// Every way a dance's hidden Muses may lie (at most 4 hidden tiles: 24 ways).
const ROOT_WORLDS: usize = 24;

/// Rewards of a finished round for each Company (in [`Position::companies`] order): 1 for a
/// sole winner, shared equally by the Companies sharing a victory, 0 otherwise.
pub(crate) type Rewards = [f32; MAX_COMPANIES];

/// Scores positions as [`crate::scoring`] does, without allocating: the search calls it at
/// the end of every simulated round.
#[derive(Clone, Debug)]
pub(crate) struct Judge {
    companies: usize,
    /// The Company index of each colour (`None` for the neutral colour).
    of_colour: [Option<u8>; 3],
    of_seat: [u8; MAX_SEATS],
    bonus: Bonus,
    /// In round 2 of a match: each Company's Suns, bonus Suns and dice total of round 1.
    before: Option<[[u32; 3]; MAX_COMPANIES]>,
}

/// One Company's round: its Suns, whether it holds the bonus token, the sum of its dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub suns: [u8; MAX_COMPANIES],
    pub bonus: Option<usize>,
    pub sum: [u32; MAX_COMPANIES],
}

fn colour_index(c: Colour) -> usize {
    match c {
        Colour::Purple => 0,
        Colour::Orange => 1,
        Colour::White => 2,
    }
}

impl Judge {
    pub fn new(view: &View) -> Judge {
        let mut of_colour = [None; 3];
        let mut of_seat = [0; MAX_SEATS];
        let mut companies = 0;
        for (s, &c) in view.seats.iter().enumerate().take(MAX_SEATS) {
            let k = *of_colour[colour_index(c)].get_or_insert_with(|| {
                companies += 1;
                companies as u8 - 1
            });
            of_seat[s] = k;
        }
        // A match's second round is won on both rounds' totals (RULES.md §7); its first is
        // played to be won, the best proxy for Suns that count again later.
        let before = (view.rounds > 1 && !view.results.is_empty()).then(|| {
            let mut t = [[0; 3]; MAX_COMPANIES];
            for r in &view.results {
                for (k, c) in r.companies.iter().enumerate().take(MAX_COMPANIES) {
                    t[k][0] += u32::from(c.suns);
                    t[k][1] += c.bonus.map_or(0, |b| u32::from(b.extra()));
                    t[k][2] += c.sum;
                }
            }
            t
        });
        Judge {
            companies,
            of_colour,
            of_seat,
            bonus: scoring::bonus_for_round(&view.results),
            before,
        }
    }

    /// The Company of a seat.
    pub fn company(&self, seat: usize) -> usize {
        self.of_seat.get(seat).map_or(0, |&k| usize::from(k))
    }

    /// The Company of a colour (`None` for the neutral colour).
    pub fn company_of_colour(&self, c: Colour) -> Option<usize> {
        self.of_colour[colour_index(c)].map(usize::from)
    }

    /// Reveal, Will of Apollo, columns and the bonus token (RULES.md §6.1–6.5).
    pub fn tally(&self, pos: &Position) -> Tally {
        let mut dice = [[0u8; 9]; MAX_COMPANIES];
        let mut len = [0usize; MAX_COMPANIES];
        let mut t = Tally::default();
        for tile in pos.board().tiles() {
            let Some(k) = self.of_colour[colour_index(tile.colour)] else {
                continue;
            };
            let k = usize::from(k);
            let v = if tile.value == tile.muse.suns() {
                6
            } else {
                tile.value
            };
            if let Some(slot) = dice[k].get_mut(len[k]) {
                *slot = v;
                len[k] += 1;
            }
            t.sum[k] += u32::from(v);
        }
        for k in 0..self.companies {
            crate::sort_short(&mut dice[k][..len[k]], |a, b| a > b);
        }
        let die = |k: usize, col: usize| (col < len[k]).then(|| dice[k][col]);
        let width = len.iter().copied().max().unwrap_or(0);
        for col in 0..width {
            let best = (0..self.companies).filter_map(|k| die(k, col)).max();
            let mut holders = (0..self.companies).filter(|&k| die(k, col) == best);
            if let (Some(k), None) = (holders.next(), holders.next()) {
                t.suns[k] += 1;
                t.bonus.get_or_insert(k);
            }
        }
        if let Some(k) = t.bonus {
            t.suns[k] += self.bonus.extra();
        }
        t
    }

    /// The winning Companies as a bit set (the tie ladder of RULES.md §6.6, D7, or the
    /// match's of §7).
    pub fn winners(&self, pos: &Position) -> u8 {
        let t = self.tally(pos);
        let n = self.companies;
        if let Some(before) = &self.before {
            let totals: [[u32; 3]; MAX_COMPANIES] = std::array::from_fn(|k| {
                let bonus = if t.bonus == Some(k) {
                    u32::from(self.bonus.extra())
                } else {
                    0
                };
                [
                    before[k][0] + u32::from(t.suns[k]),
                    before[k][1] + bonus,
                    before[k][2] + t.sum[k],
                ]
            });
            return scoring::match_ladder(&totals[..n]).0;
        }
        let standings: [Standing; MAX_COMPANIES] = std::array::from_fn(|k| Standing {
            suns: t.suns[k],
            bonus: t.bonus == Some(k),
            sum: t.sum[k],
        });
        let trigger = pos
            .trigger()
            .and_then(|s| pos.seats().get(s))
            .and_then(|&c| self.of_colour[colour_index(c)]);
        scoring::round_ladder(&standings[..n], trigger.map(usize::from)).0
    }

    /// Each Company's reward for the round ending as `pos` stands.
    pub fn rewards(&self, pos: &Position) -> Rewards {
        let w = self.winners(pos);
        let share = 1.0 / w.count_ones().max(1) as f32;
        std::array::from_fn(|k| if w & (1 << k) != 0 { share } else { 0.0 })
    }

    /// The rewards of the round ending as `pos` stands, averaged over the worlds.
    pub fn expected(&self, worlds: &Worlds, pos: &Position) -> Rewards {
        let mut total = [0.0; MAX_COMPANIES];
        let mut dressed = *pos;
        for w in 0..worlds.len() {
            worlds.dress(w, &mut dressed);
            for (t, r) in total.iter_mut().zip(self.rewards(&dressed)) {
                *t += r;
            }
        }
        total.map(|t| t / worlds.len().max(1) as f32)
    }

    /// Of the actions that end the round from `pos`, the one its mover expects most from,
    /// with its expected rewards (`actions` is scratch space).
    pub fn best_end(
        &self,
        worlds: &Worlds,
        pos: &Position,
        actions: &mut Vec<Action>,
    ) -> Option<Rewards> {
        let mover = self.company(pos.to_move());
        let mut best: Option<Rewards> = None;
        endings(pos, actions, |end| {
            let r = self.expected(worlds, end);
            if best.is_none_or(|b| r[mover] > b[mover]) {
                best = Some(r);
            }
        });
        best
    }
}

/// What an action does at once for its mover, judged over the worlds of the mover's view: the
/// sound part of a choice, which the search and the review check at the root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Threat {
    /// It ends the round: the mover's Company's expected reward.
    Ends(f32),
    /// The next seat, of a rival Company, can then end the round and win: from its best end,
    /// its Company's expected reward (over one half) and the mover's.
    HandsOver { theirs: f32, mine: f32 },
    /// Neither: the round goes on and nobody can end it and win at once.
    Open,
}

impl Threat {
    /// Neither a hand-over nor an end the mover does not expect to win.
    pub fn is_safe(self) -> bool {
        match self {
            Threat::Ends(r) => r > 0.5,
            Threat::HandsOver { .. } => false,
            Threat::Open => true,
        }
    }

    /// An end the mover's Company wins however the hidden Muses lie.
    pub fn wins_surely(self) -> bool {
        matches!(self, Threat::Ends(r) if r >= 1.0)
    }
}

/// The [`Threat`] of each action of `legal` from `base` (any world of the view: legality and
/// dice never depend on a hidden identity), for the mover's Company `me`.
pub(crate) fn threats(
    judge: &Judge,
    worlds: &Worlds,
    base: &Position,
    legal: &[Action],
    me: usize,
) -> Vec<Threat> {
    let mut scratch = Vec::new();
    legal
        .iter()
        .map(|a| {
            let mut next = *base;
            if next.play(a, &mut ()).is_err() {
                return Threat::Open;
            }
            if next.is_over() {
                return Threat::Ends(judge.expected(worlds, &next)[me]);
            }
            let them = judge.company(next.to_move());
            match judge.best_end(worlds, &next, &mut scratch) {
                Some(r) if them != me && r[them] > 0.5 => Threat::HandsOver {
                    theirs: r[them],
                    mine: r[me],
                },
                _ => Threat::Open,
            }
        })
        .collect()
}

/// The [`Threat`] of each action of `legal` (the view's own legal actions), in the dance; `None`
/// in the placement, where no action can end the round or let the next seat end it.
pub(crate) fn root_threats(
    view: &View,
    legal: &[Action],
    stream: &mut Stream,
) -> Option<Vec<Threat>> {
    let base = view.sample(stream);
    if base.phase() != crate::position::Phase::Dance {
        return None;
    }
    let judge = Judge::new(view);
    let worlds = Worlds::new(view, stream, ROOT_WORLDS);
    let me = judge.company(usize::from(view.to_move));
    Some(threats(&judge, &worlds, &base, legal, me))
}

/// The indices of `threats` a sound choice keeps: the sure wins if any; else the safe ones if
/// any; else all.
pub(crate) fn sound(threats: &[Threat]) -> Vec<usize> {
    let keep = |f: fn(&Threat) -> bool| -> Vec<usize> {
        (0..threats.len()).filter(|&i| f(&threats[i])).collect()
    };
    [keep(|t| t.wins_surely()), keep(|t| t.is_safe())]
        .into_iter()
        .find(|k| !k.is_empty())
        .unwrap_or_else(|| (0..threats.len()).collect())
}

/// Calls `end` with the position after each action that ends the round from `pos`
/// (`actions` is scratch space).
pub(crate) fn endings(pos: &Position, actions: &mut Vec<Action>, mut end: impl FnMut(&Position)) {
    if !may_end(pos) {
        return;
    }
    pos.legal_actions_into(actions);
    for a in actions.iter() {
        let mut next = *pos;
        if next.play(a, &mut ()).is_ok() && next.is_over() {
            end(&next);
        }
    }
}

/// Whether the mover of `pos` might show a 6 this turn: a turn raises a die by 2 at most (the
/// step and a Raise), so a die on 5 may, and one on 4 only if a face-up Muse that Raises steps.
pub(crate) fn may_end(pos: &Position) -> bool {
    let board = pos.board();
    match board.max_value() {
        5.. => true,
        4 => board
            .tiles()
            .iter()
            .any(|t| t.face_up && t.muse.effect() == crate::muse::Effect::Raise),
        _ => false,
    }
}

/// The ways the Muses a seat has not seen may lie on the face-down tiles it cannot see: every
/// way when there are few (a dance has 2 to 24), else a random sample.
#[derive(Clone, Debug)]
pub(crate) struct Worlds {
    hidden: Vec<usize>,
    /// `hidden.len()` identities per world, world after world.
    muses: Vec<Muse>,
    count: usize,
}

impl Worlds {
    pub fn new(view: &View, stream: &mut Stream, most: usize) -> Worlds {
        let hidden: Vec<usize> = (0..view.tiles.len())
            .filter(|&i| view.tiles[i].muse.is_none())
            .collect();
        let mut unseen: Vec<Muse> = view.unseen().iter().collect();
        let k = hidden.len();
        // A malformed view may hide more tiles than Muses remain: fill as View::sample does.
        while unseen.len() < k {
            unseen.push(Muse::Calliope);
        }
        let n = unseen.len();
        let total = (n - k + 1..=n).fold(1usize, |t, f| t.saturating_mul(f));
        let mut muses = Vec::new();
        let count = if total <= most.max(1) {
            arrangements(&unseen, k, &mut Vec::with_capacity(k), &mut muses);
            total
        } else {
            for _ in 0..most.max(1) {
                stream.shuffle(&mut unseen);
                muses.extend_from_slice(&unseen[..k]);
            }
            most.max(1)
        };
        Worlds {
            hidden,
            muses,
            count,
        }
    }

    pub fn len(&self) -> usize {
        self.count
    }

    /// Puts world `w`'s identities on the hidden tiles (tile indices never change in a round).
    pub fn dress(&self, w: usize, pos: &mut Position) {
        let k = self.hidden.len();
        let Some(ids) = self.muses.get(w * k..(w + 1) * k) else {
            return;
        };
        let mut parts = pos.parts();
        let tiles = parts.board.tiles_mut();
        for (&i, &m) in self.hidden.iter().zip(ids) {
            if let Some(t) = tiles.get_mut(i) {
                t.muse = m;
            }
        }
        *pos = Position::from_parts(parts);
    }
}

/// Every ordered choice of `k` of `from`, appended to `out`.
fn arrangements(from: &[Muse], k: usize, prefix: &mut Vec<Muse>, out: &mut Vec<Muse>) {
    if prefix.len() == k {
        out.extend_from_slice(prefix);
        return;
    }
    for &m in from {
        if !prefix.contains(&m) {
            prefix.push(m);
            arrangements(from, k, prefix, out);
            prefix.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deal::Options;
    use crate::game::Game;

    /// Random games played to the end, with their last views.
    fn finished_games(players: u8, count: u64) -> Vec<Game> {
        (0..count)
            .map(|seed| {
                let mut game = Game::new(Options::new(players).seed(seed)).unwrap();
                let mut stream = Stream::new(seed);
                while let Some(a) = {
                    let legal = game.legal_actions();
                    stream.pick(&legal).map(|i| legal[i])
                } {
                    if game.apply(a).is_err() {
                        break;
                    }
                }
                game
            })
            .collect()
    }

    #[test]
    fn judge_agrees_with_the_scoring() {
        for players in 2..=4 {
            for game in finished_games(players, 200) {
                let pos = game.position();
                // As the judge saw the round while it was being played.
                let judge = Judge::new(&View {
                    results: Vec::new(),
                    ..game.view(Some(0), false)
                });
                let score = pos.score(Bonus::Silver);
                let expected = score.winners.iter().fold(0u8, |m, &k| m | 1 << k);
                assert_eq!(judge.winners(pos), expected, "{pos}");
            }
        }
    }

    #[test]
    fn judge_agrees_with_the_match_score() {
        for players in 2..=4 {
            for seed in 0..60 {
                let mut game = Game::new(Options::new(players).seed(seed).rounds(2)).unwrap();
                let mut stream = Stream::new(seed);
                let mut judge = None;
                while let Some(a) = {
                    let legal = game.legal_actions();
                    stream.pick(&legal).map(|i| legal[i])
                } {
                    if game.round() == 2 && judge.is_none() {
                        judge = Some(Judge::new(&game.view(Some(0), false)));
                    }
                    game.apply(a).unwrap();
                }
                let (Some(judge), Some(m)) = (judge, game.match_score()) else {
                    continue;
                };
                let expected = m.winners.iter().fold(0u8, |w, &k| w | 1 << k);
                // Once the match is over, the position is round 2's last.
                assert_eq!(judge.winners(game.position()), expected);
            }
        }
    }

    #[test]
    fn worlds_deal_every_arrangement_once() {
        let mut game = Game::new(Options::new(2).seed(9)).unwrap();
        while game.position().phase() == crate::position::Phase::Placement {
            game.apply(game.legal_actions()[0]).unwrap();
        }
        let view = game.view(Some(0), false);
        let worlds = Worlds::new(&view, &mut Stream::new(1), 24);
        // Own, opponent's and neutral Muses face down: 3 Muses on 3 tiles.
        assert_eq!(worlds.len(), 6);
        let mut seen: Vec<Vec<Muse>> = (0..worlds.len())
            .map(|w| {
                let mut pos = *game.position();
                worlds.dress(w, &mut pos);
                pos.board().tiles().iter().map(|t| t.muse).collect()
            })
            .collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 6);
        assert!(seen.iter().any(|w| w.as_slice()
            == game
                .position()
                .board()
                .tiles()
                .iter()
                .map(|t| t.muse)
                .collect::<Vec<_>>()));
    }
}
