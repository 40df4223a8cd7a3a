//! The notation of RULES.md §9: parse errors name the field and the text at fault;
//! validation turns readable nonsense into a distinct error for each rule.
#![cfg(not(target_arch = "wasm32"))]

use muses::notation::{Field, Problem};
use muses::{Colour, Muse, NotationError, ParseError, Position, PositionError, Setup, Square};

fn parse_err(text: &str) -> ParseError {
    text.parse::<Setup>().expect_err(text)
}

fn invalid(text: &str) -> PositionError {
    match text.parse::<Position>() {
        Err(NotationError::Invalid(e)) => e,
        other => panic!("{text}: expected a validation error, got {other:?}"),
    }
}

#[test]
fn print_then_parse_is_the_identity() {
    for text in [
        "Clio@0,0=2p/thalia@1,1=1w/Urania@-1,0=3o pow 1",
        "- pow 1 hands=Clio,Erato,Thalia|Calliope,Euterpe,Urania|Melpomene,Polyhymnia,Terpsichore mystery=-",
        "Euterpe@0,0=1o/clio@1,0=1p pwpw 2 hands=Erato|Calliope,Melpomene|Polyhymnia,Thalia|Terpsichore,Urania mystery=1",
        "Clio@0,0=6p/Urania@1,0=1w pw 1 trigger=1",
    ] {
        let pos: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.to_string(), text);
    }
}

#[test]
fn parse_errors_name_the_field_and_the_text() {
    let cases: &[(&str, Field, &str)] = &[
        ("", Field::Board, ""),
        ("Clio@0,0=1p", Field::Seats, ""),
        ("Clio@0,0=1p pw", Field::ToMove, ""),
        ("Clio@0,0=1p pw one", Field::ToMove, "one"),
        (
            "Clio@0,0=1p/Zeus@1,0=1w pw 1",
            Field::Tile(2),
            "Zeus@1,0=1w",
        ),
        ("Clio@0,x=1p pw 1", Field::Tile(1), "Clio@0,x=1p"),
        ("Clio@0,0=1r pw 1", Field::Tile(1), "Clio@0,0=1r"),
        ("Clio@0,0=p pw 1", Field::Tile(1), "Clio@0,0=p"),
        ("Clio@0,0 pw 1", Field::Tile(1), "Clio@0,0"),
        ("Clio@0,0=1p pq 1", Field::Seats, "pq"),
        ("Clio@0,0=1p pw 1 colour=red", Field::Extra(4), "colour=red"),
        (
            "Clio@0,0=1p pw 1 trigger=1 trigger=2",
            Field::Extra(5),
            "trigger=2",
        ),
        (
            "Clio@0,0=1p pw 1 hands=Clio|Hera",
            Field::Hands,
            "Clio|Hera",
        ),
        ("Clio@0,0=1p pw 1 trigger=x", Field::Trigger, "x"),
    ];
    for (text, field, at) in cases {
        let e = parse_err(text);
        assert_eq!((&e.field, e.text.as_str()), (field, *at), "{text}: {e}");
    }
    let e = parse_err("Clio@0,0=1p/Zeus@1,0=1w pw 1");
    assert_eq!(e.problem, Problem::UnknownMuse("Zeus".into()));
    assert_eq!(
        e.to_string(),
        "tile 2 of the board `Zeus@1,0=1w`: `Zeus` is not one of the nine Muses"
    );
}

#[test]
fn each_broken_rule_is_a_distinct_error() {
    use PositionError::*;
    let cases: Vec<(&str, PositionError)> = vec![
        ("Clio@0,0=1p p 1", PlayerCount { players: 1 }),
        ("Clio@0,0=1p pp 1", SeatColours { seats: "pp".into() }),
        ("Clio@0,0=1p pwwp 1", SeatColours { seats: "pwwp".into() }),
        ("Clio@0,0=1p pw 3", ToMove { seat: 3 }),
        ("Clio@0,0=1p pw 0", ToMove { seat: 0 }),
        ("Clio@0,0=1p/Clio@1,0=1w pw 1", DuplicateMuse { muse: Muse::Clio }),
        ("Clio@0,0=1p/Thalia@0,0=1w pw 1", DuplicateSquare { square: Square::new(0, 0) }),
        ("Clio@0,0=7p pw 1", DieValue { muse: Muse::Clio, value: 7 }),
        ("Clio@0,0=0p pw 1", DieValue { muse: Muse::Clio, value: 0 }),
        ("Clio@0,0=1o pw 1", NeutralFaceUp { muse: Muse::Clio }),
        ("clio@0,0=1o pwpw 1", NeutralFaceDown { muse: Muse::Clio }),
        ("clio@0,0=1o/thalia@1,0=1o pw 1", TwoNeutralDice { first: Muse::Clio, second: Muse::Thalia }),
        (
            "Clio@0,0=1p/Thalia@1,0=1p/Urania@2,0=1p/Erato@3,0=1p pow 1",
            TooManyDice { colour: Colour::Purple, count: 4, max: 3 },
        ),
        (
            "clio@0,0=1p/thalia@1,0=1p pw 1",
            TooManyFaceDown { colour: Colour::Purple, count: 2, players: 1 },
        ),
        ("Clio@0,0=1p/Thalia@5,5=1w pw 1", NotOneGroup),
        ("Clio@0,0=6p pw 1 trigger=3", Trigger { seat: 3 }),
        ("Clio@0,0=5p pw 1 trigger=1", TriggerWithoutSix),
        ("Clio@0,0=1p pw 1 hands=Thalia", HandCount { got: 1, expected: 2 }),
        ("Clio@0,0=1p pw 1 hands=Thalia|Urania,Erato", HandsOutOfTurn { seat: 1 }),
        ("Clio@0,0=2p pw 1 hands=Thalia|Urania", PlacementDie { muse: Muse::Clio, value: 2 }),
        ("Clio@0,0=1p pw 1 hands=Thalia|Urania mystery=5", MysterySeat { seat: 5 }),
        (
            "clio@0,0=1p pw 1 hands=Thalia|Urania mystery=-",
            MysteryMismatch { colour: Colour::Purple, face_down: 1, listed: 0 },
        ),
        (
            "Euterpe@0,0=1o/clio@1,0=1p pwpw 2 hands=Erato|Calliope,Melpomene|Polyhymnia,Thalia|Terpsichore,Urania",
            MysteryAmbiguous { colour: Colour::Purple },
        ),
        ("Clio@0,0=1p pw 2 hands=-|Urania mystery=-", MysteryImpossible { seat: 1 }),
        ("- pw 1", Empty),
        ("Clio@0,0=1p pw 1 hands=Thalia|Thalia", DuplicateMuse { muse: Muse::Thalia }),
    ];
    let mut messages = Vec::new();
    for (text, expected) in cases {
        let e = invalid(text);
        assert_eq!(e, expected, "{text}");
        messages.push(e.to_string());
    }
    let distinct: std::collections::HashSet<_> = messages.iter().collect();
    assert_eq!(
        distinct.len(),
        messages.len(),
        "every message says something different"
    );
}

/// A position's text read and written back; unchecked text validated names the rule it breaks.
#[test]
fn a_position_reads_and_writes_back() {
    use muses::{Position, Setup};
    let text = "Clio@0,0=2p/thalia@1,1=1w/Urania@-1,0=3o pow 1";
    let setup: Setup = text.parse().unwrap();
    assert_eq!(setup.to_string(), text);
    let pos = Position::from_setup(&setup).unwrap();
    assert_eq!(pos.to_string(), text);
    // Unchecked input can be nonsense; validation says which rule it breaks.
    let bad: Setup = "Clio@0,0=2p/Thalia@5,5=1w pw 1".parse().unwrap();
    assert_eq!(
        Position::from_setup(&bad).unwrap_err().to_string(),
        "the Muses are not one single group"
    );
}
