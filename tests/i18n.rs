//! What the page's languages must word, from the engine itself, in `tests/data/i18n.json` for
//! the message tests (tests/i18n/): an example of every error kind as the page receives it
//! (kind and named params, wrapped errors included), and every value the page names by a
//! message of its own (colours, directions, effects, areas, phases, Sun tokens, the rungs of
//! the tie ladder, a broken link's parts, a position's fields and shapes). The file must equal
//! what the engine says; `UPDATE=1 cargo test --test i18n` rewrites it.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::errors::{illegal_actions, parse_errors, position_errors, SQ};
use muses::code::{CodeError, Malformed};
use muses::fair::{DeviceError, Fault, FaultKind, LinkError};
use muses::notation::{Field, Problem, Shape};
use muses::reason::{all_kinds, InputError};
use muses::{
    ActionError, Area, Bonus, Colour, DealError, Dir, Effect, IllegalAction, MatchRung, Muse,
    OptionsError, ParseError, Phase, ReplayError, Rung,
};
use serde::Serialize;
use serde_json::{json, Value};

fn v(e: impl Serialize) -> Value {
    serde_json::to_value(e).expect("every error serialises")
}

fn samples() -> Vec<Value> {
    let mut out: Vec<Value> = illegal_actions().into_iter().map(v).collect();
    use OptionsError as O;
    out.extend(
        [
            O::Players { players: 5 },
            O::Rounds { rounds: 3 },
            O::ColourCount {
                players: 2,
                expected: 2,
                got: 3,
            },
            O::SameColour {
                colour: Colour::White,
            },
        ]
        .map(v),
    );
    use DealError::*;
    out.extend(
        [
            Hands { hands: 1 },
            HandSize {
                players: 2,
                seat: 1,
                expected: 4,
                got: 3,
            },
            NeutralMissing { players: 2 },
            NeutralExtra { muse: Muse::Erato },
            Repeated { muse: Muse::Erato },
            First {
                first: 5,
                players: 2,
            },
            DealError::Players {
                expected: 2,
                got: 3,
            },
            NotNextFirst {
                round: 2,
                expected: 1,
                got: 0,
            },
            TooMany,
            NoDeal,
        ]
        .map(v),
    );
    out.extend(parse_errors().into_iter().map(v));
    out.push(v(ActionError::NotInPlay { muse: Muse::Urania }));
    out.extend(position_errors().into_iter().map(v));
    use CodeError as C;
    out.extend(
        [
            C::Empty,
            C::Foreign,
            C::Garbled {
                position: 3,
                found: '!',
            },
            C::Truncated,
            C::TrailingData,
            C::Checksum,
            C::FutureVersion { version: 3 },
            C::ColourOrder,
            C::UnknownOptions,
            C::BadOptions {
                reason: O::Players { players: 5 },
            },
            C::IllegalAction {
                index: 0,
                choice: 9,
                choices: 3,
            },
            C::AfterEnd { index: 4 },
        ]
        .map(v),
    );
    for part in [
        Malformed::NotBase64,
        Malformed::OptionsOrSeed,
        Malformed::ActionCount,
        Malformed::ActionsRunPast,
        Malformed::AfterLastAction,
        Malformed::Name,
        Malformed::NoName,
        Malformed::Players,
    ] {
        out.push(v(C::Malformed { part }));
    }
    for reason in position_errors() {
        out.push(v(C::Position {
            reason: reason.into(),
        }));
    }
    for reason in parse_errors() {
        out.push(v(C::Position {
            reason: reason.into(),
        }));
    }
    for reason in illegal_actions() {
        out.push(v(ReplayError::Illegal { index: 6, reason }));
    }
    use InputError::*;
    out.extend(
        [
            NotOptions { detail: "?".into() },
            NotASeed { seed: "x7".into() },
            NotAColour { letter: 'q' },
            NotAnAction { detail: "?".into() },
            NotActions { detail: "?".into() },
            NotNames { detail: "?".into() },
            NotALevel {
                level: "godlike".into(),
            },
            NotComputers { detail: "?".into() },
        ]
        .map(v),
    );
    out.extend(fair_samples());
    // Live play's own kinds (the others it shares are sampled above).
    use muses::live::{LiveError as L, Unsupported};
    out.extend(
        [
            L::NotLive,
            L::BadCharacters { char: '=' },
            L::Incomplete,
            L::Damaged,
            L::NotInvitation,
            L::NotReply,
            L::Unsupported {
                part: Unsupported::Fingerprint,
            },
            L::NoCandidate,
        ]
        .map(v),
    );
    out
}

/// Fair mode's errors as its API throws them: every one a [`DeviceError`].
fn fair_samples() -> Vec<Value> {
    use FaultKind::*;
    let kinds = [
        NotAPoint,
        DuplicateCard,
        BadDeal,
        ReusedKey,
        BadStrip,
        FalseShow {
            slot: 2,
            muse: Muse::Calliope,
        },
        MuseTaken {
            muse: Muse::Calliope,
        },
        NotItsSlot,
        FaultKind::Illegal(IllegalAction::CannotStep { square: SQ }),
        WrongKey,
        FalseShuffle,
        FalseDeal,
        FalseAlarm,
    ];
    let fault = |kind| Fault {
        seat: 1,
        round: 1,
        kind,
    };
    let links = [
        LinkError::Empty,
        LinkError::Foreign,
        LinkError::Garbled {
            position: 7,
            found: '*',
        },
        LinkError::Checksum,
        LinkError::FutureVersion(9),
        LinkError::OlderVersion(1),
        LinkError::TooLong {
            length: 12_345,
            max: 8_000,
        },
        LinkError::Forged,
        LinkError::Malformed("it is too short"),
        LinkError::BadOptions("a game has 2, 3 or 4 players, not 5".into()),
        LinkError::Unreadable {
            index: 3,
            seat: 0,
            what: "a card",
        },
        LinkError::False {
            index: 4,
            fault: fault(FalseDeal),
        },
    ];
    let mut out: Vec<Value> = links.into_iter().map(|l| v(DeviceError::Link(l))).collect();
    out.extend(kinds.into_iter().map(|k| v(DeviceError::Fault(fault(k)))));
    out.extend(
        [
            DeviceError::OtherGame,
            DeviceError::Rewritten { index: 2 },
            DeviceError::Equivocated { index: 3, seat: 1 },
            DeviceError::Older { held: 20, got: 12 },
            DeviceError::KeyAhead,
            DeviceError::BadRecord,
            DeviceError::SeatTaken { seat: 1 },
            DeviceError::NoSeat { seat: 4 },
            DeviceError::BadKey,
            DeviceError::NotYourTurn,
            DeviceError::Illegal(IllegalAction::NotDancing),
            DeviceError::NoRandomness,
        ]
        .map(v),
    );
    out
}

/// The kinds of every error in `value`, wrapped ones included.
fn kinds_in(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(Value::String(kind)) = map.get("kind") {
                out.push(kind.clone());
            }
            map.values().for_each(|x| kinds_in(x, out));
        }
        Value::Array(items) => items.iter().for_each(|x| kinds_in(x, out)),
        _ => {}
    }
}

/// Names of values the page words, by the serde names the engine gives them. Each match
/// lists every variant, so a new one fails to compile here until it is added.
fn domains() -> Value {
    let rung = |r: Rung| match r {
        Rung::Suns | Rung::Bonus | Rung::DiceSum | Rung::TriggerLoses => r,
        Rung::Clockwise | Rung::Shared => r,
    };
    let match_rung = |r: MatchRung| match r {
        MatchRung::Suns | MatchRung::BonusSuns | MatchRung::DiceTotal | MatchRung::Shared => r,
    };
    let phase = |p: Phase| match p {
        Phase::Placement | Phase::Dance | Phase::Over => p,
    };
    let effect = |e: Effect| match e {
        Effect::Raise | Effect::Lower | Effect::Swap => e,
    };
    let area = |a: Area| match a {
        Area::Orthogonal | Area::Diagonal | Area::Surrounding => a,
    };
    let bonus = |b: Bonus| match b {
        Bonus::Silver | Bonus::Golden => b,
    };
    let shape = |s: Shape| match s {
        Shape::Tile | Shape::Die | Shape::KeyValue | Shape::Step => s,
        Shape::StepBeforePower | Shape::OnePower | Shape::Action => s,
    };
    let field = |f: Field| match f {
        Field::Board | Field::Tile(_) | Field::Seats | Field::ToMove | Field::Hands => f,
        Field::Mystery | Field::Trigger | Field::Extra(_) | Field::Action => f,
    };
    // A field's name is the one its parse errors carry.
    let field_name = |f: Field| {
        let e = ParseError {
            field: field(f),
            text: String::new(),
            problem: Problem::Missing,
        };
        v(e)["params"]["field"].clone()
    };
    let fields = [
        Field::Board,
        Field::Tile(1),
        Field::Seats,
        Field::ToMove,
        Field::Hands,
        Field::Mystery,
        Field::Trigger,
        Field::Extra(1),
        Field::Action,
    ];
    let malformed = |m: Malformed| match m {
        Malformed::NotBase64 | Malformed::OptionsOrSeed | Malformed::ActionCount => m,
        Malformed::ActionsRunPast | Malformed::AfterLastAction => m,
        Malformed::Name | Malformed::NoName | Malformed::Players => m,
    };
    let mut d = serde_json::Map::new();
    d.insert("colour".into(), json!(Colour::ALL));
    d.insert("dir".into(), json!(Dir::ALL));
    let effects = [Effect::Raise, Effect::Lower, Effect::Swap];
    d.insert("effect".into(), json!(effects.map(effect)));
    let areas = [Area::Orthogonal, Area::Diagonal, Area::Surrounding];
    d.insert("area".into(), json!(areas.map(area)));
    let phases = [Phase::Placement, Phase::Dance, Phase::Over];
    d.insert("phase".into(), json!(phases.map(phase)));
    let bonuses = [Bonus::Silver, Bonus::Golden];
    d.insert("bonus".into(), json!(bonuses.map(bonus)));
    // The Sun tokens, as the rules' table names them.
    let suns = v(muses::tables::rules())["suns"].clone();
    let tokens: Vec<&String> = suns
        .as_object()
        .map(|m| m.keys().collect())
        .unwrap_or_default();
    d.insert("sun".into(), json!(tokens));
    let rungs = [
        Rung::Suns,
        Rung::Bonus,
        Rung::DiceSum,
        Rung::TriggerLoses,
        Rung::Clockwise,
        Rung::Shared,
    ];
    d.insert("rung".into(), json!(rungs.map(rung)));
    let match_rungs = [
        MatchRung::Suns,
        MatchRung::BonusSuns,
        MatchRung::DiceTotal,
        MatchRung::Shared,
    ];
    d.insert("matchRung".into(), json!(match_rungs.map(match_rung)));
    let parts = [
        Malformed::NotBase64,
        Malformed::OptionsOrSeed,
        Malformed::ActionCount,
        Malformed::ActionsRunPast,
        Malformed::AfterLastAction,
        Malformed::Name,
        Malformed::NoName,
        Malformed::Players,
    ];
    d.insert("malformed".into(), json!(parts.map(malformed)));
    d.insert("field".into(), json!(fields.map(field_name)));
    let shapes = [
        Shape::Tile,
        Shape::Die,
        Shape::KeyValue,
        Shape::Step,
        Shape::StepBeforePower,
        Shape::OnePower,
        Shape::Action,
    ];
    d.insert("shape".into(), json!(shapes.map(shape)));
    Value::Object(d)
}

#[test]
fn the_page_has_every_error_kind_and_name_to_word() {
    let samples = samples();
    let mut seen = Vec::new();
    kinds_in(&Value::Array(samples.clone()), &mut seen);
    seen.sort();
    seen.dedup();
    assert_eq!(seen, all_kinds(), "a sample of every kind, and no other");
    let data = json!({ "kinds": all_kinds(), "samples": samples, "domains": domains() });
    let text = serde_json::to_string_pretty(&data).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/i18n.json");
    if std::env::var_os("UPDATE").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let kept = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        kept == text,
        "tests/data/i18n.json is not what the engine says: UPDATE=1 cargo test --test i18n"
    );
}
