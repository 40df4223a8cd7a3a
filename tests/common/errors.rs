//! One example of every engine error a rule, a link or the notation can give (its kind and
//! named params): tests/i18n.rs words each in every language, tests/reason.rs checks that each
//! type lists exactly these kinds.

use muses::notation::{Field, Problem, Shape};
use muses::{Colour, Dir, IllegalAction, Muse, ParseError, PositionError, Square};

/// A square the examples name.
pub const SQ: Square = Square::new(1, -2);
/// Another, where an example has two.
pub const TO: Square = Square::new(2, -1);

pub fn illegal_actions() -> Vec<IllegalAction> {
    use IllegalAction::*;
    vec![
        RoundOver,
        GameOver,
        AwaitingDeal,
        NotPlacing,
        NotDancing,
        NotInHand { muse: Muse::Clio },
        Occupied { square: SQ },
        FirstNotAtOrigin { square: SQ },
        NotTouching { square: SQ },
        SecondMysteriousMuse,
        MysteriousMuseRequired,
        NoTile { square: SQ },
        BreaksGroup {
            square: SQ,
            dir: Dir::W,
        },
        FaceDownPower { square: SQ },
        CannotStep { square: SQ },
        OutOfArea {
            user: SQ,
            target: TO,
        },
        LowerOnOne { target: TO },
        SwapOfEqualValues {
            user: SQ,
            target: TO,
        },
        StepAfterRoundEnd,
        PowerAfterRoundEnd,
        StepMissing,
    ]
}

pub fn parse_errors() -> Vec<ParseError> {
    let parse = |field, text: &str, problem| ParseError {
        field,
        text: text.into(),
        problem,
    };
    vec![
        parse(Field::Seats, "", Problem::Missing),
        parse(Field::Tile(2), "Clio", Problem::Shape(Shape::Tile)),
        parse(
            Field::Tile(3),
            "Zeus@1,0=1w",
            Problem::UnknownMuse("Zeus".into()),
        ),
        parse(
            Field::Tile(1),
            "CLIO@0,0=1p",
            Problem::NameCase("CLIO".into()),
        ),
        parse(Field::Action, "Clio@1;2", Problem::BadSquare("1;2".into())),
        parse(Field::ToMove, "x", Problem::BadNumber("x".into())),
        parse(Field::Seats, "pr", Problem::BadColour('r')),
        parse(Field::Action, "Clio:Q", Problem::BadDirection("Q".into())),
        parse(
            Field::Extra(4),
            "colour=p",
            Problem::UnknownField("colour".into()),
        ),
        parse(
            Field::Hands,
            "hands=",
            Problem::RepeatedField("hands".into()),
        ),
    ]
}

pub fn position_errors() -> Vec<PositionError> {
    use PositionError::*;
    let (c, m) = (Colour::Orange, Muse::Euterpe);
    vec![
        PlayerCount { players: 1 },
        SeatColours { seats: "pp".into() },
        ToMove { seat: 3 },
        DuplicateMuse { muse: m },
        DuplicateSquare { square: SQ },
        DieValue { muse: m, value: 7 },
        ColourNotInGame { muse: m, colour: c },
        TwoNeutralDice {
            first: m,
            second: Muse::Thalia,
        },
        NeutralFaceUp { muse: m },
        NeutralFaceDown { muse: m },
        TooManyDice {
            colour: c,
            count: 5,
            max: 4,
        },
        TooManyFaceDown {
            colour: c,
            count: 2,
            players: 1,
        },
        NotOneGroup,
        Trigger { seat: 5 },
        TriggerWithoutSix,
        HandCount {
            got: 1,
            expected: 2,
        },
        HandsOutOfTurn { seat: 1 },
        PlacementDie { muse: m, value: 2 },
        MysterySeat { seat: 5 },
        MysteryMismatch {
            colour: c,
            face_down: 1,
            listed: 0,
        },
        MysteryAmbiguous { colour: c },
        MysteryImpossible { seat: 1 },
        Empty,
    ]
}
