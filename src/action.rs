//! What a player does ([`Action`]) and why it may not be done ([`IllegalAction`]).
//!
//! An action is a whole turn. Tiles are named by their square, not their Muse, so that a
//! player (or a computer) who cannot see a face-down identity can still name that tile.

use crate::board::{Dir, Square};
use crate::muse::Muse;
use serde::{Deserialize, Serialize};

/// One turn. The closed set of everything a player can do.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", try_from = "ActionFields")]
pub enum Action {
    /// Placement: a Muse from the hand to an empty square, face up or face down.
    Place {
        muse: Muse,
        to: Square,
        face_down: bool,
    },
    /// A dance step without a Power.
    Step { from: Square, dir: Dir },
    /// The stepper uses her Power on the Muse on `target`, then steps. `dir` is `None` only
    /// when the Power ended the round, which voids the step (D6).
    PowerStep {
        from: Square,
        target: Square,
        dir: Option<Dir>,
    },
    /// The stepper steps, then uses her Power on the Muse on `target` (a square after the
    /// step).
    StepPower {
        from: Square,
        dir: Dir,
        target: Square,
    },
}

impl Action {
    /// The square of the tile that dances (not for placements).
    pub fn stepper(&self) -> Option<Square> {
        match *self {
            Action::Place { .. } => None,
            Action::Step { from, .. }
            | Action::PowerStep { from, .. }
            | Action::StepPower { from, .. } => Some(from),
        }
    }

    /// The direction of the step, if there is one.
    pub fn dir(&self) -> Option<Dir> {
        match *self {
            Action::Place { .. } => None,
            Action::Step { dir, .. } | Action::StepPower { dir, .. } => Some(dir),
            Action::PowerStep { dir, .. } => dir,
        }
    }
}

/// An action as its flat JSON object (`{"kind": "Step", "from": …, "dir": …}`), read field by
/// field: much less code than serde's internally tagged enums, which counts in the browser.
#[derive(Deserialize)]
struct ActionFields {
    kind: ActionKind,
    muse: Option<Muse>,
    to: Option<Square>,
    face_down: Option<bool>,
    from: Option<Square>,
    dir: Option<Dir>,
    target: Option<Square>,
}

#[derive(Deserialize)]
enum ActionKind {
    Place,
    Step,
    PowerStep,
    StepPower,
}

impl TryFrom<ActionFields> for Action {
    type Error = String;

    fn try_from(f: ActionFields) -> Result<Action, String> {
        let need = |field: &str| format!("the action needs `{field}`");
        let from = f.from.ok_or_else(|| need("from"));
        let dir = f.dir.ok_or_else(|| need("dir"));
        let target = f.target.ok_or_else(|| need("target"));
        Ok(match f.kind {
            ActionKind::Place => Action::Place {
                muse: f.muse.ok_or_else(|| need("muse"))?,
                to: f.to.ok_or_else(|| need("to"))?,
                face_down: f.face_down.unwrap_or(false),
            },
            ActionKind::Step => Action::Step {
                from: from?,
                dir: dir?,
            },
            ActionKind::PowerStep => Action::PowerStep {
                from: from?,
                target: target?,
                dir: f.dir,
            },
            ActionKind::StepPower => Action::StepPower {
                from: from?,
                dir: dir?,
                target: target?,
            },
        })
    }
}

/// Why an action was refused. The game is left exactly as it was. Serialised as
/// `{"kind": "BreaksGroup", "params": {"square": {"x": 0, "y": 0}, "dir": "N"}}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "kind", content = "params")]
pub enum IllegalAction {
    #[error("the round is over")]
    RoundOver,
    #[error("the game is over")]
    GameOver,
    #[error("the round is over and the next one is not dealt yet")]
    AwaitingDeal,
    #[error("every Muse is placed: it is time to dance")]
    NotPlacing,
    #[error("Muses are still being placed: the dance has not begun")]
    NotDancing,
    #[error("{muse} is not in the hand of the player to move")]
    NotInHand { muse: Muse },
    #[error("square {square} is already taken")]
    Occupied { square: Square },
    #[error("the first Muse goes on square 0,0, not {square}")]
    FirstNotAtOrigin { square: Square },
    #[error("square {square} touches no Muse in play")]
    NotTouching { square: Square },
    #[error("the Mysterious Muse is already placed: every other Muse goes face up")]
    SecondMysteriousMuse,
    #[error(
        "this is the last Muse in hand and no Mysterious Muse was placed: it must go face down"
    )]
    MysteriousMuseRequired,
    #[error("there is no Muse on {square}")]
    NoTile { square: Square },
    #[error("a step {} from {square} would break the group of Muses", dir.word())]
    BreaksGroup { square: Square, dir: Dir },
    #[error("the Muse on {square} is face down: her Power cannot be used")]
    FaceDownPower { square: Square },
    #[error("the Muse on {square} cannot step anywhere, so she cannot use her Power")]
    CannotStep { square: Square },
    #[error("{target} is not in the Area of Effect of the Muse on {user}")]
    OutOfArea { user: Square, target: Square },
    #[error("the die on {target} shows 1 and cannot be lowered")]
    LowerOnOne { target: Square },
    #[error("the dice on {user} and {target} show the same value: swapping changes nothing")]
    SwapOfEqualValues { user: Square, target: Square },
    #[error("the Power ended the round with a 6, so no step follows it")]
    StepAfterRoundEnd,
    #[error("the step ended the round with a 6, so no Power follows it")]
    PowerAfterRoundEnd,
    #[error("a Power used before the step must be followed by the step")]
    StepMissing,
}

impl IllegalAction {
    /// The machine kind, as it serialises (one of [`IllegalAction::KINDS`]).
    pub const fn kind(&self) -> &'static str {
        use IllegalAction::*;
        match self {
            RoundOver => "RoundOver",
            GameOver => "GameOver",
            AwaitingDeal => "AwaitingDeal",
            NotPlacing => "NotPlacing",
            NotDancing => "NotDancing",
            NotInHand { .. } => "NotInHand",
            Occupied { .. } => "Occupied",
            FirstNotAtOrigin { .. } => "FirstNotAtOrigin",
            NotTouching { .. } => "NotTouching",
            SecondMysteriousMuse => "SecondMysteriousMuse",
            MysteriousMuseRequired => "MysteriousMuseRequired",
            NoTile { .. } => "NoTile",
            BreaksGroup { .. } => "BreaksGroup",
            FaceDownPower { .. } => "FaceDownPower",
            CannotStep { .. } => "CannotStep",
            OutOfArea { .. } => "OutOfArea",
            LowerOnOne { .. } => "LowerOnOne",
            SwapOfEqualValues { .. } => "SwapOfEqualValues",
            StepAfterRoundEnd => "StepAfterRoundEnd",
            PowerAfterRoundEnd => "PowerAfterRoundEnd",
            StepMissing => "StepMissing",
        }
    }

    /// Every [`IllegalAction`] kind, as its `kind` serialises.
    pub const KINDS: &'static [&'static str] = &[
        "RoundOver",
        "GameOver",
        "AwaitingDeal",
        "NotPlacing",
        "NotDancing",
        "NotInHand",
        "Occupied",
        "FirstNotAtOrigin",
        "NotTouching",
        "SecondMysteriousMuse",
        "MysteriousMuseRequired",
        "NoTile",
        "BreaksGroup",
        "FaceDownPower",
        "CannotStep",
        "OutOfArea",
        "LowerOnOne",
        "SwapOfEqualValues",
        "StepAfterRoundEnd",
        "PowerAfterRoundEnd",
        "StepMissing",
    ];
}
