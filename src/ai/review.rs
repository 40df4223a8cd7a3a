//! The review: what the computer thinks of every action of the rounds played to the end, each
//! judged from its mover's view as it was then: Hard's search ([`super::hard`]) deals the Muses
//! that seat could not see at random and estimates each Company's chance after the best action
//! it finds and after the action played (safe actions weighed first, as Hard does).
//!
//! Marks, by the chance the mover's Company lost against the best action: **blunder**
//! ([`BLUNDER`], or handing the round over to a rival when a safe action existed), **mistake**
//! ([`MISTAKE`]), **inaccuracy** ([`INACCURACY`]); **strong**: a safe action within
//! [`STRONG_LOSS`] of the best where most actions were not safe. A marked action gets the best
//! action with the Hint's reason ([`Why`]). A review is deterministic for a game, a budget and a
//! seed, and goes one action per [`Reviewer::step`]; [`Reviewer::kept`] is the text kept with
//! the game. The page's API: docs/figures-review.md.

use super::hard::{analyse, RootStat};
use super::judge::{root_threats, sound, Threat};
use super::{mix, why, Judge, Why};
use crate::action::Action;
use crate::game::Game;
use crate::notation::{action_notation, parse_action};
use crate::rng::Stream;
use serde::{Deserialize, Serialize};

/// The review's default search per action: Hard's own default.
pub const DEFAULT_ITERATIONS: u32 = super::hard::DEFAULT_ITERATIONS;
/// The "deeper" review's search per action.
pub const DEEPER_ITERATIONS: u32 = 4 * DEFAULT_ITERATIONS;
/// The most a review may search per action: beyond it a page would wait for hours.
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// Chance lost (per mille) from which an action is an inaccuracy.
pub const INACCURACY: u16 = 100;
/// Chance lost (per mille) from which an action is a mistake.
pub const MISTAKE: u16 = 200;
/// Chance lost (per mille) from which an action is a blunder.
pub const BLUNDER: u16 = 300;
/// The most chance (per mille) a strong action may lose against the best one: the search's
/// noise, not a worse action.
pub const STRONG_LOSS: u16 = 50;
/// The played action is searched until it has this share of the budget's visits, so that its
/// chance is measured as well as the best one's (UCB would leave a poor action a few visits).
const PLAYED_SHARE: u32 = 8;
/// The kept form's first word: its version.
const KEPT_FORMAT: &str = "r1";

/// What the review thinks of one action.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mark {
    Strong,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// What the mover could have played instead, and the Hint's reason for it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Better {
    pub action: Action,
    pub why: Option<Why>,
}

/// One action reviewed. Chances are per mille, one per Company in the order of their first
/// seats ([`crate::Position::companies`]).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reviewed {
    /// The action's index in the game's history.
    pub index: u32,
    pub round: u8,
    pub seat: u8,
    /// Each Company's chance to win the round with the best action the mover had.
    pub before: Vec<u16>,
    /// Each Company's chance to win the round after the action played.
    pub after: Vec<u16>,
    /// The chance the mover's Company lost against the best action (per mille).
    pub loss: u16,
    pub mark: Option<Mark>,
    /// It let the next seat, a rival, end the round and win at once.
    pub hands_over: bool,
    /// For a marked action other than a strong one: the best action found.
    pub better: Option<Better>,
}

/// A game's review: every action of its rounds played to the end, so far as reviewed.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// The search per action.
    pub iterations: u32,
    /// The seed, in decimal (JavaScript's numbers cannot hold every `u64`).
    pub seed: String,
    /// The actions to review, and the entries done.
    pub total: u32,
    pub entries: Vec<Reviewed>,
    /// The index in the game's history of each fully reviewed round's turning point (a round
    /// without an inaccuracy has none).
    pub turning_points: Vec<u32>,
}

/// How far a [`Reviewer`] is.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub done: u32,
    pub total: u32,
}

/// A review made one action at a time.
#[derive(Clone, Debug)]
pub struct Reviewer {
    game: Game,
    iterations: u32,
    seed: u64,
    /// The history's indices of the actions to review.
    todo: Vec<usize>,
    entries: Vec<Reviewed>,
}

impl Reviewer {
    /// A review of `game`'s actions in its rounds played to the end (a round still being
    /// played is not reviewed: its review would tell another seat what the mover holds), each
    /// searched for `iterations` (at most [`MAX_ITERATIONS`]).
    pub fn new(game: &Game, iterations: u32, seed: u64) -> Reviewer {
        let finished = game.results().len();
        let todo = game
            .history()
            .iter()
            .enumerate()
            .filter(|(_, e)| usize::from(e.round()) <= finished)
            .map(|(i, _)| i)
            .collect();
        Reviewer {
            game: game.clone(),
            iterations: iterations.clamp(1, MAX_ITERATIONS),
            seed,
            todo,
            entries: Vec::new(),
        }
    }

    /// Only the actions of the first `rounds` rounds: in a fair game, the rounds verified
    /// (an unverified round's hidden Muses are filled in, not true, and its review would be
    /// of another deal).
    pub fn first_rounds(mut self, rounds: u8) -> Reviewer {
        let history = self.game.history();
        self.todo.retain(|&i| history[i].round() <= rounds);
        self.entries.truncate(self.todo.len());
        self
    }

    pub fn progress(&self) -> Progress {
        Progress {
            done: self.entries.len() as u32,
            total: self.todo.len() as u32,
        }
    }

    pub fn is_done(&self) -> bool {
        self.entries.len() >= self.todo.len()
    }

    /// Reviews the next action, if any is left.
    pub fn step(&mut self) -> Progress {
        if let Some(&index) = self.todo.get(self.entries.len()) {
            let entry = review_action(&self.game, index, self.iterations, self.seed);
            self.entries.push(entry);
        }
        self.progress()
    }

    /// The review so far.
    pub fn review(&self) -> Review {
        Review {
            iterations: self.iterations,
            seed: self.seed.to_string(),
            total: self.todo.len() as u32,
            entries: self.entries.clone(),
            turning_points: self.turning_points(),
        }
    }

    /// The review so far in the short text a game's record keeps ([`Reviewer::resume`] reads
    /// it back): `r1 ITERATIONS SEED FINGERPRINT` then one word an action,
    /// `BEFORE/AFTER/FLAGS[/BETTER]` (chances per mille joined by `.`; a mark letter `s`, `i`,
    /// `m`, `b` or `-`, then `h` for a hand-over; "better was" in notation). What can be worked
    /// out again (indices, rounds, seats, losses, the Hint's reasons, turning points) is not
    /// kept: about 27 characters an action, a seventh of the JSON.
    pub fn kept(&self) -> String {
        let mut out = format!(
            "{KEPT_FORMAT} {} {} {:016x}",
            self.iterations,
            self.seed,
            self.fingerprint(self.entries.len())
        );
        let list = |v: &[u16]| v.iter().map(u16::to_string).collect::<Vec<_>>().join(".");
        for e in &self.entries {
            let mark = match e.mark {
                None => '-',
                Some(Mark::Strong) => 's',
                Some(Mark::Inaccuracy) => 'i',
                Some(Mark::Mistake) => 'm',
                Some(Mark::Blunder) => 'b',
            };
            let h = if e.hands_over { "h" } else { "" };
            out.push_str(&format!(
                " {}/{}/{mark}{h}",
                list(&e.before),
                list(&e.after)
            ));
            if let Some(b) = e.better {
                let pos = self.game.history()[e.index as usize].position_before();
                out.push('/');
                out.push_str(&action_notation(pos, &b.action));
            }
        }
        out
    }

    /// The review `kept` ([`Reviewer::kept`]) of `game`, ready to go on where it stopped
    /// (a review kept before a match's second round goes on with it); `None` if `kept` is not
    /// a review of this game's actions, in this form, exactly as written: a damaged or foreign
    /// text is never shown as a review. Costs no search: a few milliseconds.
    pub fn resume(game: &Game, kept: &str) -> Option<Reviewer> {
        let mut words = kept.split(' ');
        if words.next()? != KEPT_FORMAT {
            return None;
        }
        let iterations = words.next()?.parse().ok()?;
        let seed = words.next()?.parse().ok()?;
        // The fingerprint: checked with the whole text below.
        words.next()?;
        let mut reviewer = Reviewer::new(game, iterations, seed);
        for word in words {
            let &index = reviewer.todo.get(reviewer.entries.len())?;
            let entry = reviewer.read(index, word)?;
            reviewer.entries.push(entry);
        }
        // Only the canonical text: every number, letter and action as `kept` writes them.
        (reviewer.kept() == kept).then_some(reviewer)
    }

    /// One kept action, `word`, of the action `index` of the history.
    fn read(&self, index: usize, word: &str) -> Option<Reviewed> {
        let entry = &self.game.history()[index];
        let pos = entry.position_before();
        let seat = entry.seat();
        let companies = pos.companies();
        let me = companies
            .iter()
            .position(|c| pos.seats().get(seat) == Some(c))?;
        let mut fields = word.splitn(4, '/');
        let chances = |text: &str| -> Option<Vec<u16>> {
            let v = text
                .split('.')
                .map(|n| n.parse::<u16>().ok().filter(|&n| n <= 1000))
                .collect::<Option<Vec<u16>>>()?;
            (v.len() == companies.len()).then_some(v)
        };
        let before = chances(fields.next()?)?;
        let after = chances(fields.next()?)?;
        let (mark, hands_over) = match fields.next()?.as_bytes() {
            [m] => (*m, false),
            [m, b'h'] => (*m, true),
            _ => return None,
        };
        let mark = match mark {
            b'-' => None,
            b's' => Some(Mark::Strong),
            b'i' => Some(Mark::Inaccuracy),
            b'm' => Some(Mark::Mistake),
            b'b' => Some(Mark::Blunder),
            _ => return None,
        };
        let loss = before[me].saturating_sub(after[me]);
        let better = match fields.next() {
            None => None,
            Some(text) => Some(parse_action(pos, text).ok()?),
        };
        if !fits(mark, loss, hands_over)
            || better.is_some() != mark.is_some_and(|m| m > Mark::Strong)
        {
            return None;
        }
        let better = match better {
            Some(a) if a != entry.action() && pos.is_legal(&a) => {
                let view = self.game.prefix(index).view(Some(seat), true);
                Some(Better {
                    action: a,
                    why: why(&view, &a, mix(self.seed, index as u64, 1)),
                })
            }
            Some(_) => return None,
            None => None,
        };
        Some(Reviewed {
            index: index as u32,
            round: entry.round(),
            seat: seat as u8,
            before,
            after,
            loss,
            mark,
            hands_over,
            better,
        })
    }

    /// The budget, the seed and the first `n` actions to review, in 64 bits (FNV-1a over
    /// them, the deal of each round and each action in notation): a kept review of another
    /// game, or changed, is refused.
    fn fingerprint(&self, n: usize) -> u64 {
        let mut hash = 0xcbf2_9ce4_8422_2325u64;
        let mut eat = |text: &str| {
            for b in text.bytes().chain([b'\n']) {
                hash = (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
        };
        eat(&format!("{} {}", self.iterations, self.seed));
        let mut round = None;
        for &i in self.todo.iter().take(n) {
            let entry = &self.game.history()[i];
            let pos = entry.position_before();
            if round != Some(entry.round()) {
                round = Some(entry.round());
                // A round's first position holds its whole deal.
                eat(&pos.to_string());
            }
            eat(&action_notation(pos, &entry.action()));
        }
        hash
    }

    /// Each fully reviewed round's worst action.
    fn turning_points(&self) -> Vec<u32> {
        let last_round = self.todo.last().map(|&i| self.game.history()[i].round());
        let complete = |round: u8| self.is_done() || Some(round) != last_round;
        let mut rounds: Vec<u8> = self.entries.iter().map(|e| e.round).collect();
        rounds.dedup();
        rounds
            .into_iter()
            .filter(|&r| complete(r))
            .filter_map(|r| {
                self.entries
                    .iter()
                    .filter(|e| e.round == r && e.mark.is_some_and(|m| m > Mark::Strong))
                    // The first of equals: max_by_key would keep the last.
                    .min_by_key(|e| (std::cmp::Reverse((e.mark, e.loss)), e.index))
                    .map(|e| e.index)
            })
            .collect()
    }
}

/// The whole review at once ([`Reviewer`] step by step).
pub fn review(game: &Game, iterations: u32, seed: u64) -> Review {
    let mut reviewer = Reviewer::new(game, iterations, seed);
    while !reviewer.is_done() {
        reviewer.step();
    }
    reviewer.review()
}

/// Whether `mark` is the one [`review_action`] gives an action that lost `loss`: the safety
/// of the actions it had, which only a search knows, aside.
fn fits(mark: Option<Mark>, loss: u16, hands_over: bool) -> bool {
    match mark {
        Some(Mark::Blunder) => loss >= BLUNDER || hands_over,
        Some(Mark::Mistake) => (MISTAKE..BLUNDER).contains(&loss),
        Some(Mark::Inaccuracy) => (INACCURACY..MISTAKE).contains(&loss),
        Some(Mark::Strong) => loss <= STRONG_LOSS && !hands_over,
        None => loss < INACCURACY,
    }
}

/// Per mille, rounded.
fn per_mille(chance: f32) -> u16 {
    (chance.clamp(0.0, 1.0) * 1000.0).round() as u16
}

/// Reviews action `index` of `game`'s history from its mover's view.
fn review_action(game: &Game, index: usize, iterations: u32, seed: u64) -> Reviewed {
    let entry = &game.history()[index];
    let seat = entry.seat();
    let played = entry.action();
    let view = game.prefix(index).view(Some(seat), true);
    let judge = Judge::new(&view);
    let me = judge.company(seat);
    let companies = view.companies.len();
    let mut stream = Stream::new(mix(seed, index as u64, 0));
    let legal = view.legal_actions();
    // The search weighs what Hard's would, and the action played.
    let threats = root_threats(&view, &legal, &mut stream);
    let threat_of = |a: &Action| {
        let t = threats.as_ref()?;
        legal
            .iter()
            .position(|b| b == a)
            .and_then(|k| t.get(k).copied())
    };
    let kept: Vec<Action> = match &threats {
        Some(t) => sound(t).into_iter().map(|k| legal[k]).collect(),
        None => legal.clone(),
    };
    let mut root = kept.clone();
    if !root.contains(&played) {
        root.push(played);
    }
    let stats = analyse(
        &view,
        root,
        &mut stream,
        iterations,
        Some((played, iterations / PLAYED_SHARE)),
        super::hard::Tuning::HARD,
    );
    let stat_of = |a: &Action| stats.iter().find(|s| s.action == *a);
    // The first of equals in the root's (shuffled) order: max_by_key would keep the last.
    let best = stats
        .iter()
        .filter(|s| kept.contains(&s.action))
        .min_by_key(|s| std::cmp::Reverse(s.visits))
        .or_else(|| stat_of(&played));
    let played_stat = stat_of(&played);
    let chances = |s: Option<&RootStat>| -> Vec<u16> {
        s.map_or_else(Vec::new, |s| {
            s.mean
                .iter()
                .take(companies)
                .map(|&c| per_mille(c))
                .collect()
        })
    };
    let before = chances(best);
    let after = match (best, played_stat) {
        (Some(b), _) if b.action == played => before.clone(),
        (_, p) => chances(p),
    };
    let chance = |v: &[u16]| v.get(me).copied().unwrap_or(0);
    let loss = chance(&before).saturating_sub(chance(&after));
    let hands_over = matches!(threat_of(&played), Some(Threat::HandsOver { .. }));
    let safe_existed = threats.iter().flatten().any(|t| t.is_safe());
    let mark = if hands_over && safe_existed || loss >= BLUNDER {
        Some(Mark::Blunder)
    } else if loss >= MISTAKE {
        Some(Mark::Mistake)
    } else if loss >= INACCURACY {
        Some(Mark::Inaccuracy)
    } else {
        let unsafe_count = threats.iter().flatten().filter(|t| !t.is_safe()).count();
        let safe = threat_of(&played).is_some_and(|t| t.is_safe());
        (safe && loss <= STRONG_LOSS && 2 * unsafe_count > legal.len()).then_some(Mark::Strong)
    };
    let better = match (mark, best) {
        (Some(m), Some(b)) if m > Mark::Strong && b.action != played => Some(Better {
            action: b.action,
            why: why(&view, &b.action, mix(seed, index as u64, 1)),
        }),
        _ => None,
    };
    Reviewed {
        index: index as u32,
        round: entry.round(),
        seat: seat as u8,
        before,
        after,
        loss,
        mark,
        hands_over,
        better,
    }
}
