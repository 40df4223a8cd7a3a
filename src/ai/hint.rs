//! The Hint: what Medium would play for the seat to move, from that seat's view alone, with a
//! typed reason why; a claim about the end holds in every way the hidden Muses may lie, so a
//! Hint tells the seat nothing its view does not.
//!
//! ```
//! use muses::ai::{hint, Why};
//! use muses::Position;
//! use muses::Game;
//!
//! // Clio steps onto 6 and ends the round: purple 6 beats white 2 in the only column.
//! let game = Game::from_position("Clio@0,0=5p/Urania@1,0=2w pw 1".parse().unwrap());
//! let h = hint(&game.view(Some(0), false), 7).unwrap();
//! assert!(game.legal_actions().contains(&h.action));
//! assert_eq!(h.why, Some(Why::WinsRound));
//! ```

use super::{choose, Budget, Judge, Level, Worlds};
use crate::action::Action;
use crate::board::{Colour, Square};
use crate::event::Event;
use crate::muse::Muse;
use crate::rng::Stream;
use crate::view::View;
use serde::{Deserialize, Serialize};

/// Every way a dance's hidden Muses may lie (at most 4 hidden tiles: 24 ways).
const WORLDS: usize = 24;

/// What to play, and why.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Hint {
    pub action: Action,
    pub why: Option<Why>,
}

/// Why the Hint plays its action, in the first of these that is true. Serialised as
/// `{"kind": "PushesMuses", "params": {"count": 2}}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "params")]
pub enum Why {
    /// It ends the round, and the seat's Company wins it however the hidden Muses lie.
    WinsRound,
    /// The same in a match's second round, where the Company wins the match (RULES.md §7).
    WinsMatch,
    /// It ends the round: a die of `colour` shows 6 (D6).
    MakesSix { colour: Colour },
    /// It sets the Company's die on `muse` (a Muse the seat can see) to her number of Suns,
    /// which the Will of Apollo turns into 6 at the end (RULES.md §6.2).
    WillOfApollo { muse: Muse, square: Square },
    /// Its Power lowers a rival Company's die (on `square` once the action is played).
    LowersRivalDie { square: Square },
    /// Its Power raises one of the Company's own dice.
    RaisesOwnDie { square: Square },
    /// It pushes `count` Muses, whose dice rise with the stepper's.
    PushesMuses { count: u8 },
}

impl Why {
    /// Every [`Why`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "WinsRound",
        "WinsMatch",
        "MakesSix",
        "WillOfApollo",
        "LowersRivalDie",
        "RaisesOwnDie",
        "PushesMuses",
    ];
}

/// The Hint for the seat whose `view` this is, if it is to move; deterministic for a seed.
pub fn hint(view: &View, seed: u64) -> Option<Hint> {
    let action = choose(
        view,
        Level::Medium,
        seed,
        Budget::default_for(Level::Medium),
    )?;
    Some(Hint {
        action,
        why: why(view, &action, seed),
    })
}

/// The first true reason of [`Why`] for playing `action` from `view` (the seat to move's),
/// if any: a Hint's, or any action's. Deterministic for a seed.
pub fn why(view: &View, action: &Action, seed: u64) -> Option<Why> {
    let mut stream = Stream::new(seed);
    let before = view.world(&mut stream).ok()?;
    let mut after = before;
    let events = after.apply(*action).ok()?;
    let seat = usize::from(view.to_move);
    let own = *view.seats.get(seat)?;
    if after.is_over() {
        let judge = Judge::new(view);
        let worlds = Worlds::new(view, &mut stream, WORLDS);
        let me = judge.company(seat);
        let mut dressed = after;
        let wins = (0..worlds.len()).all(|w| {
            worlds.dress(w, &mut dressed);
            judge.winners(&dressed) == 1 << me
        });
        let second_round = view.rounds > 1 && !view.results.is_empty();
        return Some(match (wins, second_round) {
            (true, false) => Why::WinsRound,
            (true, true) => Why::WinsMatch,
            _ => Why::MakesSix {
                colour: after.board().tiles().iter().find(|t| t.value >= 6)?.colour,
            },
        });
    }
    let unseen = view.unseen();
    let pairs = || before.board().tiles().iter().zip(after.board().tiles());
    // Only a Muse the seat knows: a hidden one's identity in this world is a guess.
    if let Some((_, t)) = pairs().find(|(b, a)| {
        a.colour == own
            && !unseen.contains(a.muse)
            && a.value == a.muse.suns()
            && b.value != a.value
    }) {
        return Some(Why::WillOfApollo {
            muse: t.muse,
            square: t.square,
        });
    }
    // The Power's part of the change: the same step without it.
    let plain = match *action {
        Action::PowerStep {
            from,
            dir: Some(dir),
            ..
        }
        | Action::StepPower { from, dir, .. } => Some(Action::Step { from, dir }),
        _ => None,
    };
    if let Some(plain) = plain {
        let mut stepped = before;
        if stepped.apply(plain).is_ok() {
            let neutral = after.neutral_colour();
            let changes = || {
                stepped
                    .board()
                    .tiles()
                    .iter()
                    .zip(after.board().tiles())
                    .filter(|(s, a)| s.value != a.value)
            };
            if let Some((_, t)) = changes()
                .find(|(s, a)| a.value < s.value && a.colour != own && Some(a.colour) != neutral)
            {
                return Some(Why::LowersRivalDie { square: t.square });
            }
            if let Some((_, t)) = changes().find(|(s, a)| a.value > s.value && a.colour == own) {
                return Some(Why::RaisesOwnDie { square: t.square });
            }
        }
    }
    let moved = events
        .iter()
        .filter(|e| matches!(e, Event::Moved { .. }))
        .count();
    (moved > 1).then(|| Why::PushesMuses {
        count: moved as u8 - 1,
    })
}
