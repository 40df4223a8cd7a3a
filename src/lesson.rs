//! The tutorial's lessons as data the engine checks: each step a small position (RULES.md §9)
//! and one typed [`Goal`]; an action that misses it says why ([`IllegalAction`] or [`OffGoal`])
//! and is not played, so a lesson can always be finished. The page words them by id.

use crate::action::{Action, IllegalAction};
use crate::board::{Colour, Dir, Square};
use crate::code;
use crate::event::Event;
use crate::game::Game;
use crate::muse::Effect;
use crate::position::{Phase, Position};
use serde::Serialize;

/// A lesson: an id (the page's key for its title) and its steps, played in order.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub id: &'static str,
    pub steps: &'static [LessonStep],
}

/// One step of a lesson: what to do, and where.
#[derive(Clone, Copy, Debug)]
pub struct LessonStep {
    /// Unique across all lessons (`"push.two"`): the page's key for its sentences.
    pub id: &'static str,
    /// The position it starts from, or `None` to go on from where the previous step left it.
    pub position: Option<&'static str>,
    pub goal: Goal,
}

/// What a lesson step asks for, checked against the action and what it did.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum Goal {
    /// A dance step of one Muse alone, without a Power.
    Step,
    /// An action the engine refuses for this reason (an [`IllegalAction`] kind).
    Refused { reason: &'static str },
    /// A Group Move without a Power: at least `min_moved` Muses move, the stepper included.
    Push { min_moved: u8 },
    /// The stepper's Power with this effect, before or after her step (`None`: either).
    Power {
        effect: Effect,
        timing: Option<Timing>,
    },
    /// A placement, face down (the Mysterious Muse) or face up.
    Place { face_down: bool },
    /// An action that shows a 6, which ends the round at once (D6).
    EndRound,
    /// Nothing to play: the page explains what the table shows (the round's score).
    Explain { topic: Topic },
}

/// When a Power is used: before or after the step.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Timing {
    Before,
    After,
}

/// What an [`Goal::Explain`] step is about, in the round's score (RULES.md §6).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Topic {
    WillOfApollo,
    Columns,
    Silver,
}

/// Why a legal action does not meet its step's goal (it is not played). Serialised as
/// `{"kind": "WrongEffect", "params": {"wanted": "Lower", "used": "Raise"}}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum OffGoal {
    /// A Power was used where the step asks for a dance step alone.
    UsedPower,
    /// A Group Move (`moved` Muses) where the step asks for one Muse alone.
    Pushed { moved: u8 },
    /// The Muse stepped alone where the step asks for a Group Move.
    NoPush,
    /// A Group Move of `moved` Muses where the step asks for at least `wanted`.
    TooFewMoved { moved: u8, wanted: u8 },
    /// No Power was used where the step asks for one.
    NoPower,
    /// A Power with another effect.
    WrongEffect { wanted: Effect, used: Effect },
    /// The Power came at the other moment (`wanted` is when it should have).
    WrongTiming { wanted: Timing },
    /// A placement face up where the step asks face down, or the other way round.
    WrongFace { face_down: bool },
    /// No die reached 6.
    NoSix,
    /// The action is legal, where the step asks to try one the engine refuses.
    NotRefused,
    /// Nothing is to be played in this step.
    NothingToPlay,
}

impl OffGoal {
    /// Every [`OffGoal`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "UsedPower",
        "Pushed",
        "NoPush",
        "TooFewMoved",
        "NoPower",
        "WrongEffect",
        "WrongTiming",
        "WrongFace",
        "NoSix",
        "NotRefused",
        "NothingToPlay",
    ];
}

/// The engine's answer to one action in a lesson step.
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "LessonCheck")
)]
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Check {
    /// Whether the action meets the goal (for a [`Goal::Refused`] step: was refused as wanted).
    pub ok: bool,
    /// What it did: only an action that meets its goal is played; otherwise empty.
    pub events: Vec<Event>,
    /// Why the engine refused it, if it did.
    pub reason: Option<IllegalAction>,
    /// Why a legal action does not meet the goal.
    pub off_goal: Option<OffGoal>,
}

/// Something for the page to point at while a step is shown.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind")]
pub enum Highlight {
    /// The Muse the goal is about: the one to step, push with or use the Power of.
    Muse { square: Square },
    /// Where she goes (each square she may step to alone, for [`Goal::Step`]), or where a
    /// Muse may be placed.
    Destination { square: Square },
    /// A Muse she pushes.
    Pushed { square: Square },
    /// A square of her Area of Effect, centred where she stands when she uses her Power.
    Area { square: Square },
    /// The Muse her Power lands on.
    Target { square: Square },
    /// A Muse whose die the Will of Apollo turned to 6.
    WillOfApollo { square: Square },
    /// A column of the dice rows (0-based) and the Company that won it, if one did.
    Column {
        index: usize,
        winner: Option<Colour>,
    },
}

/// A position from the rulebook's dance-step figure (tests/rulebook.rs): Polyhymnia (A),
/// Calliope (B), Euterpe (C), Clio (D), Thalia (E) and Urania.
const FIGURE: &str = "Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/\
                      Thalia@-1,1=1p/Urania@-1,-1=1w pw 1";

/// The six lessons, in order.
pub static LESSONS: &[Lesson] = &[
    Lesson {
        id: "step",
        steps: &[LessonStep {
            id: "step.move",
            position: Some("Clio@0,0=1p/Thalia@1,0=1w/Urania@1,1=1p pw 1"),
            goal: Goal::Step,
        }],
    },
    Lesson {
        id: "group",
        steps: &[
            LessonStep {
                id: "group.split",
                position: Some("Clio@0,0=1p/Thalia@1,0=1w/Urania@2,0=1p pw 1"),
                goal: Goal::Refused {
                    reason: "BreaksGroup",
                },
            },
            LessonStep {
                id: "group.step",
                position: None,
                goal: Goal::Step,
            },
        ],
    },
    Lesson {
        id: "push",
        steps: &[
            LessonStep {
                id: "push.two",
                position: Some(FIGURE),
                goal: Goal::Push { min_moved: 2 },
            },
            LessonStep {
                id: "push.three",
                position: Some(FIGURE),
                goal: Goal::Push { min_moved: 3 },
            },
        ],
    },
    Lesson {
        id: "powers",
        steps: &[
            LessonStep {
                id: "powers.raise-before",
                position: Some("Clio@0,0=1p/Urania@1,1=2w/Thalia@1,0=1w pw 1"),
                goal: Goal::Power {
                    effect: Effect::Raise,
                    timing: Some(Timing::Before),
                },
            },
            LessonStep {
                id: "powers.raise-after",
                position: Some("Clio@0,0=1p/Urania@1,1=2w/Thalia@1,0=1w pw 1"),
                goal: Goal::Power {
                    effect: Effect::Raise,
                    timing: Some(Timing::After),
                },
            },
            LessonStep {
                id: "powers.lower",
                position: Some("Terpsichore@0,0=2p/Urania@-1,0=3w/Clio@1,0=1w/Thalia@0,-1=2p pw 1"),
                goal: Goal::Power {
                    effect: Effect::Lower,
                    timing: None,
                },
            },
            LessonStep {
                id: "powers.swap",
                position: Some("Calliope@0,0=1p/Euterpe@1,0=4w/Clio@-1,0=1w pw 1"),
                goal: Goal::Power {
                    effect: Effect::Swap,
                    timing: None,
                },
            },
        ],
    },
    Lesson {
        id: "placement",
        steps: &[
            LessonStep {
                id: "placement.touch",
                position: Some("thalia@0,0=1o pw 1 hands=Clio,Erato|Euterpe,Melpomene mystery=-"),
                goal: Goal::Place { face_down: false },
            },
            // The learner plays purple all through: here white has placed Euterpe meanwhile.
            LessonStep {
                id: "placement.mystery",
                position: Some(
                    "thalia@0,0=1o/Clio@1,1=1p/Euterpe@-1,-1=1w pw 1 \
                     hands=Erato,Urania|Melpomene mystery=-",
                ),
                goal: Goal::Place { face_down: true },
            },
            // Another table: purple's last Muse, and purple has no Mysterious Muse yet.
            LessonStep {
                id: "placement.last",
                position: Some(
                    "thalia@0,0=1o/Clio@1,1=1p/Euterpe@-1,-1=1w/melpomene@-1,0=1w pw 1 \
                     hands=Erato|- mystery=2",
                ),
                goal: Goal::Place { face_down: true },
            },
        ],
    },
    Lesson {
        id: "end",
        steps: &[
            LessonStep {
                id: "end.six",
                position: Some(END),
                goal: Goal::EndRound,
            },
            LessonStep {
                id: "end.will",
                position: None,
                goal: Goal::Explain {
                    topic: Topic::WillOfApollo,
                },
            },
            LessonStep {
                id: "end.columns",
                position: None,
                goal: Goal::Explain {
                    topic: Topic::Columns,
                },
            },
            LessonStep {
                id: "end.silver",
                position: None,
                goal: Goal::Explain {
                    topic: Topic::Silver,
                },
            },
        ],
    },
];

/// The rulebook's scoring example (RULES.md §6) one action before its end: Urania's Group Move
/// west raises Thalia to 6, and the round ends with purple 6-4-4, white 6-4-3, orange 5-5-3.
///
/// ```text
///  y= 1  Terpsichore 3w   .          .           polyhymnia 3w  Melpomene 4p
///  y= 0  .                thalia 5p  clio 4o     Urania 4o      .
///  y=-1  Erato 4p         .          .           Calliope 3o    Euterpe 4w
///        x=-1             x=0        x=1         x=2            x=3
/// ```
const END: &str = "Terpsichore@-1,1=3w/polyhymnia@2,1=3w/Melpomene@3,1=4p/thalia@0,0=5p/\
                   clio@1,0=4o/Urania@2,0=4o/Erato@-1,-1=4p/Calliope@2,-1=3o/Euterpe@3,-1=4w \
                   pow 1";

/// The step with this id.
pub fn step(id: &str) -> Option<&'static LessonStep> {
    LESSONS.iter().flat_map(|l| l.steps).find(|s| s.id == id)
}

/// The lesson of a step and the step's index in it.
fn locate(id: &str) -> Option<(&'static Lesson, usize)> {
    LESSONS
        .iter()
        .find_map(|l| Some((l, l.steps.iter().position(|s| s.id == id)?)))
}

impl LessonStep {
    /// Where the step starts when started afresh: its own position, or the previous step's
    /// start after that step's solution.
    pub fn start_position(&self) -> Option<Position> {
        if let Some(text) = self.position {
            return text.parse().ok();
        }
        let (lesson, i) = locate(self.id)?;
        let previous = lesson.steps.get(i.checked_sub(1)?)?;
        let mut pos = previous.start_position()?;
        match previous.solution(&pos) {
            Some(action) if !matches!(previous.goal, Goal::Refused { .. }) => {
                pos.apply(action).ok()?;
            }
            _ => {}
        }
        Some(pos)
    }

    /// A one-round game from [`LessonStep::start_position`] (a finished round is scored).
    pub fn start(&self) -> Option<Game> {
        self.start_position().map(Game::from_position)
    }

    /// Checks `action` in `game` against the goal, and plays it only if it meets it.
    pub fn check(&self, game: &mut Game, action: Action) -> Check {
        let mut next = game.clone();
        match next.apply(action) {
            Err(reason) => Check {
                ok: matches!(self.goal, Goal::Refused { reason: kind } if reason.kind() == kind),
                events: Vec::new(),
                reason: Some(reason),
                off_goal: None,
            },
            Ok(events) => match self.goal.judge(&action, &events) {
                Ok(()) => {
                    *game = next;
                    Check {
                        ok: true,
                        events,
                        reason: None,
                        off_goal: None,
                    }
                }
                Err(why) => Check {
                    ok: false,
                    events: Vec::new(),
                    reason: None,
                    off_goal: Some(why),
                },
            },
        }
    }

    /// What "Show me" plays from `pos`: the first action that meets the goal (for a
    /// [`Goal::Refused`] step, that the engine refuses as wanted).
    pub fn solution(&self, pos: &Position) -> Option<Action> {
        match self.goal {
            Goal::Explain { .. } => None,
            Goal::Refused { reason } => candidates(pos).into_iter().find(|a| {
                let mut copy = *pos;
                matches!(copy.apply(*a), Err(e) if e.kind() == reason)
            }),
            goal => pos.legal_actions().into_iter().find(|a| {
                let mut copy = *pos;
                copy.apply(*a)
                    .is_ok_and(|events| goal.judge(a, &events).is_ok())
            }),
        }
    }

    /// What the page highlights in `game` for this step: the solution's squares, the squares to
    /// place on, or the parts of the score the step explains.
    pub fn highlights(&self, game: &Game) -> Vec<Highlight> {
        let pos = game.position();
        let mut out = Vec::new();
        if let Goal::Explain { topic } = self.goal {
            if let Some(score) = game.results().last() {
                let colour =
                    |k: Option<usize>| k.and_then(|k| score.companies.get(k)).map(|c| c.colour);
                match topic {
                    Topic::WillOfApollo => out.extend(
                        score
                            .tiles
                            .iter()
                            .filter(|t| t.will_of_apollo)
                            .map(|t| Highlight::WillOfApollo { square: t.square }),
                    ),
                    Topic::Columns => {
                        out.extend(score.columns.iter().enumerate().map(|(index, &k)| {
                            Highlight::Column {
                                index,
                                winner: colour(k),
                            }
                        }))
                    }
                    Topic::Silver => {
                        out.extend(score.bonus_column.map(|index| Highlight::Column {
                            index,
                            winner: colour(score.columns.get(index).copied().flatten()),
                        }))
                    }
                }
            }
            return out;
        }
        if pos.phase() == Phase::Placement {
            out.extend(
                pos.placement_squares()
                    .into_iter()
                    .map(|square| Highlight::Destination { square }),
            );
            return out;
        }
        let Some(action) = self.solution(pos) else {
            return out;
        };
        let Some(from) = action.stepper() else {
            return out;
        };
        out.push(Highlight::Muse { square: from });
        let board = pos.board();
        let Some(i) = board.index_at(from) else {
            return out;
        };
        match (self.goal, action.dir()) {
            // Every square she may step to alone.
            (Goal::Step, _) => out.extend(Dir::ALL.into_iter().filter_map(|d| {
                let step = board.step(i, d)?;
                (step.moved.count_ones() == 1).then(|| Highlight::Destination {
                    square: from.step(d),
                })
            })),
            (_, Some(dir)) => {
                out.push(Highlight::Destination {
                    square: from.step(dir),
                });
                let line = board.line(from, dir) & !(1 << i);
                out.extend(
                    crate::board::bits(line)
                        .filter_map(|j| board.tiles().get(j))
                        .map(|t| Highlight::Pushed { square: t.square }),
                );
            }
            _ => {}
        }
        // The Area of Effect where she stands when she uses her Power.
        let power = match action {
            Action::PowerStep { target, .. } => Some((from, target)),
            Action::StepPower { dir, target, .. } => Some((from.step(dir), target)),
            _ => None,
        };
        if let (Some((centre, target)), Some(user)) = (power, board.tiles().get(i)) {
            out.extend(
                user.muse
                    .area()
                    .offsets()
                    .iter()
                    .map(|&(dx, dy)| Highlight::Area {
                        square: centre.offset(dx, dy),
                    }),
            );
            out.push(Highlight::Target { square: target });
        }
        out
    }
}

impl Goal {
    /// Whether a legal action, which did `events`, meets the goal.
    pub fn judge(&self, action: &Action, events: &[Event]) -> Result<(), OffGoal> {
        let moved = events
            .iter()
            .filter(|e| matches!(e, Event::Moved { .. }))
            .count() as u8;
        let power = events.iter().find_map(|e| match e {
            Event::PowerUsed { effect, .. } => Some(*effect),
            _ => None,
        });
        let timing = match action {
            Action::PowerStep { .. } => Some(Timing::Before),
            Action::StepPower { .. } => Some(Timing::After),
            _ => None,
        };
        match *self {
            Goal::Step if power.is_some() => Err(OffGoal::UsedPower),
            Goal::Step if moved > 1 => Err(OffGoal::Pushed { moved }),
            Goal::Step => Ok(()),
            Goal::Push { .. } if power.is_some() => Err(OffGoal::UsedPower),
            Goal::Push { .. } if moved <= 1 => Err(OffGoal::NoPush),
            Goal::Push { min_moved } if moved < min_moved => Err(OffGoal::TooFewMoved {
                moved,
                wanted: min_moved,
            }),
            Goal::Push { .. } => Ok(()),
            Goal::Power {
                effect,
                timing: wanted,
            } => match (power, timing) {
                (None, _) => Err(OffGoal::NoPower),
                (Some(used), _) if used != effect => Err(OffGoal::WrongEffect {
                    wanted: effect,
                    used,
                }),
                (_, Some(used)) => match wanted {
                    Some(w) if w != used => Err(OffGoal::WrongTiming { wanted: w }),
                    _ => Ok(()),
                },
                _ => Ok(()),
            },
            Goal::Place { face_down } => match action {
                Action::Place { face_down: f, .. } if *f == face_down => Ok(()),
                _ => Err(OffGoal::WrongFace { face_down }),
            },
            Goal::EndRound if events.iter().any(|e| matches!(e, Event::RoundEnded { .. })) => {
                Ok(())
            }
            Goal::EndRound => Err(OffGoal::NoSix),
            Goal::Refused { .. } => Err(OffGoal::NotRefused),
            Goal::Explain { .. } => Err(OffGoal::NothingToPlay),
        }
    }
}

/// The actions a [`Goal::Refused`] step tries, legal or not, in a fixed order.
fn candidates(pos: &Position) -> Vec<Action> {
    let tiles = pos.board().tiles();
    if pos.phase() != Phase::Placement {
        return tiles
            .iter()
            .flat_map(|t| {
                Dir::ALL.map(|dir| Action::Step {
                    from: t.square,
                    dir,
                })
            })
            .collect();
    }
    let (mut lo, mut hi) = (Square::ORIGIN, Square::ORIGIN);
    for t in tiles {
        lo = Square::new(lo.x.min(t.square.x), lo.y.min(t.square.y));
        hi = Square::new(hi.x.max(t.square.x), hi.y.max(t.square.y));
    }
    let mut out = Vec::new();
    for muse in pos.hand(pos.to_move()).iter() {
        for y in lo.y - 2..=hi.y + 2 {
            for x in lo.x - 2..=hi.x + 2 {
                for face_down in [false, true] {
                    out.push(Action::Place {
                        muse,
                        to: Square::new(x, y),
                        face_down,
                    });
                }
            }
        }
    }
    out
}

/// The lessons as `lessons()` hands them over (`src/lessons.json`).
#[cfg_attr(
    target_arch = "wasm32",
    derive(tsify::Tsify),
    tsify(rename = "Lessons")
)]
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    pub lessons: Vec<LessonInfo>,
    /// Every [`OffGoal`] kind, for the page's message tables.
    pub off_goal_kinds: &'static [&'static str],
    /// Every kind of a Hint's why ([`crate::ai::Why`]).
    pub why_kinds: &'static [&'static str],
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, Serialize)]
pub struct LessonInfo {
    pub id: &'static str,
    pub steps: Vec<StepInfo>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, Serialize)]
pub struct StepInfo {
    pub id: &'static str,
    pub goal: Goal,
    /// Whether it goes on from where the previous step left the table.
    pub continues: bool,
    /// Where it starts when started afresh, as a position link's fragment.
    pub link: String,
}

/// The lessons as the page reads them.
pub fn table() -> Table {
    Table {
        lessons: LESSONS
            .iter()
            .map(|l| LessonInfo {
                id: l.id,
                steps: l
                    .steps
                    .iter()
                    .filter_map(|s| {
                        Some(StepInfo {
                            id: s.id,
                            goal: s.goal,
                            continues: s.position.is_none(),
                            link: code::encode_position(&s.start_position()?),
                        })
                    })
                    .collect(),
            })
            .collect(),
        off_goal_kinds: OffGoal::KINDS,
        why_kinds: crate::ai::Why::KINDS,
    }
}
