//! The Muses' Powers (RULES.md §5.2): Raise, Lower or Swap one die in the user's Area of
//! Effect, centred on where the user stands when she uses it. A Power that would change
//! nothing is not a legal action (D5).

use crate::action::IllegalAction;
use crate::board::{Board, Square, Step, Tile};
use crate::event::{Cause, Event, Sink};
use crate::muse::Effect;

/// The target's index if the user (tile `user`, face up) may use her Power on `target`.
pub fn check(board: &Board, user: usize, target: Square) -> Result<usize, IllegalAction> {
    let u = board.tiles()[user];
    if !u.face_up {
        return Err(IllegalAction::FaceDownPower { square: u.square });
    }
    let (dx, dy) = u.square.delta_to(target);
    if !u.muse.area().contains(dx, dy) {
        return Err(IllegalAction::OutOfArea {
            user: u.square,
            target,
        });
    }
    let t = board
        .index_at(target)
        .ok_or(IllegalAction::NoTile { square: target })?;
    let tv = board.tiles()[t].value;
    match u.muse.effect() {
        Effect::Raise => Ok(t),
        Effect::Lower if tv == 1 => Err(IllegalAction::LowerOnOne { target }),
        Effect::Lower => Ok(t),
        Effect::Swap if tv == u.value => Err(IllegalAction::SwapOfEqualValues {
            user: u.square,
            target,
        }),
        Effect::Swap => Ok(t),
    }
}

/// Whether the effect changes the target's die (D5): a 1 cannot be lowered, equal values
/// swap to nothing.
fn changes(effect: Effect, user_value: u8, target_value: u8) -> bool {
    match effect {
        Effect::Raise => true,
        Effect::Lower => target_value > 1,
        Effect::Swap => target_value != user_value,
    }
}

/// Every tile the face-up user may target, in board order.
pub fn targets(board: &Board, user: usize) -> impl Iterator<Item = usize> + '_ {
    let u = board.tiles()[user];
    let area = u.muse.area();
    let effect = u.muse.effect();
    board
        .tiles()
        .iter()
        .enumerate()
        .filter(move |(_, t)| {
            let (dx, dy) = u.square.delta_to(t.square);
            u.face_up && area.contains(dx, dy) && changes(effect, u.value, t.value)
        })
        .map(|(i, _)| i)
}

/// The squares the face-up stepper of `step` may target after it (tiles where they land,
/// dice raised), without building the board after the step.
pub fn targets_after_step<'a>(
    board: &'a Board,
    step: &'a Step,
) -> impl Iterator<Item = Square> + 'a {
    let i = step.tile as usize;
    let u = board.tiles()[i];
    let after = move |j: usize, t: &Tile| {
        if step.moved & (1 << j) != 0 {
            (t.square.step(step.dir), t.value + 1)
        } else {
            (t.square, t.value)
        }
    };
    let (u_square, u_value) = after(i, &u);
    let area = u.muse.area();
    let effect = u.muse.effect();
    board.tiles().iter().enumerate().filter_map(move |(j, t)| {
        let (square, value) = after(j, t);
        let (dx, dy) = u_square.delta_to(square);
        (u.face_up && area.contains(dx, dy) && changes(effect, u_value, value)).then_some(square)
    })
}

/// Uses the Power of tile `user` on tile `target` (already checked), recording the changes.
pub fn apply(board: &mut Board, user: usize, target: usize, events: &mut impl Sink) {
    let u = board.tiles()[user];
    let t = board.tiles()[target];
    events.push(Event::PowerUsed {
        user: u.square,
        target: t.square,
        effect: u.muse.effect(),
    });
    let mut set = |board: &mut Board, i: usize, to: u8| {
        let tile = &mut board.tiles_mut()[i];
        events.push(Event::DieChanged {
            square: tile.square,
            from: tile.value,
            to,
            cause: Cause::Power,
        });
        tile.value = to;
    };
    match u.muse.effect() {
        Effect::Raise => set(board, target, (t.value + 1).min(6)),
        Effect::Lower => set(board, target, t.value.saturating_sub(1).max(1)),
        Effect::Swap => {
            set(board, user, t.value);
            set(board, target, u.value);
        }
    }
}
