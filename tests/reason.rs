//! Every error serialises as `{kind, params}` with a kind its type lists, and every listed
//! kind is one some error has: the page words errors from these lists (issue 13).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::errors::{illegal_actions, parse_errors, position_errors, SQ};
use muses::code::{self, CodeError};
use muses::notation::{Field, Problem};
use muses::reason::{all_kinds, InputError, KINDS};
use muses::{
    ActionError, Colour, DealError, Dir, IllegalAction, Muse, OptionsError, ParseError,
    PositionError, ReplayError,
};
use serde::Serialize;
use serde_json::Value;

fn kind_and_params(e: &impl Serialize) -> (String, Value) {
    let v = serde_json::to_value(e).unwrap();
    let kind = v["kind"].as_str().expect("a kind").to_string();
    let params = v.get("params").cloned().unwrap_or(Value::Null);
    assert!(
        params.is_null() || params.is_object(),
        "{kind}: params are named"
    );
    (kind, params)
}

/// The kinds of `examples` are exactly `listed`.
fn covers(examples: &[impl Serialize], listed: &[&str]) {
    let mut seen: Vec<String> = examples.iter().map(|e| kind_and_params(e).0).collect();
    seen.sort();
    seen.dedup();
    let mut listed: Vec<String> = listed.iter().map(|k| k.to_string()).collect();
    listed.sort();
    assert_eq!(seen, listed);
}

#[test]
fn illegal_actions_are_listed_with_named_params() {
    use IllegalAction::*;
    let examples = illegal_actions();
    covers(&examples, IllegalAction::KINDS);
    for e in &examples {
        assert_eq!(
            e.kind(),
            kind_and_params(e).0,
            "kind() is the serialised kind"
        );
    }
    let (_, params) = kind_and_params(&BreaksGroup {
        square: SQ,
        dir: Dir::W,
    });
    assert_eq!(
        params,
        serde_json::json!({"square": {"x": 1, "y": -2}, "dir": "W"})
    );
}

#[test]
fn options_deal_and_replay_errors_are_listed() {
    use OptionsError::*;
    let options = [
        OptionsError::Players { players: 5 },
        Rounds { rounds: 3 },
        ColourCount {
            players: 2,
            expected: 2,
            got: 3,
        },
        SameColour {
            colour: Colour::White,
        },
    ];
    covers(&options, OptionsError::KINDS);
    use DealError::*;
    let deals = [
        Hands { hands: 1 },
        HandSize {
            players: 2,
            seat: 0,
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
    ];
    covers(&deals, DealError::KINDS);
    // A wrapped error serialises as itself.
    let (kind, _) = kind_and_params(&DealError::Options(Rounds { rounds: 0 }));
    assert_eq!(kind, "Rounds");
    let (kind, params) = kind_and_params(&ReplayError::Illegal {
        index: 3,
        reason: IllegalAction::NotTouching { square: SQ },
    });
    assert_eq!(kind, "Illegal");
    assert_eq!(params["reason"]["kind"], "NotTouching");
    assert_eq!(ReplayError::KINDS, ["Illegal"]);
}

#[test]
fn notation_errors_are_listed() {
    let parse = |problem| ParseError {
        field: Field::Tile(2),
        text: "Zeus@1,0=1w".into(),
        problem,
    };
    let examples = parse_errors();
    covers(&examples, ParseError::KINDS);
    let (_, params) = kind_and_params(&parse(Problem::UnknownMuse("Zeus".into())));
    assert_eq!(
        params,
        serde_json::json!({"field": "Tile", "index": 2, "text": "Zeus@1,0=1w", "name": "Zeus"})
    );
    covers(
        &[ActionError::NotInPlay { muse: Muse::Clio }],
        ActionError::KINDS,
    );

    let positions = position_errors();
    covers(&positions, PositionError::KINDS);
}

#[test]
fn link_and_input_errors_are_listed() {
    use CodeError::*;
    let examples = [
        Empty,
        Foreign,
        Garbled {
            position: 3,
            found: '!',
        },
        Truncated,
        TrailingData,
        Checksum,
        FutureVersion { version: 3 },
        ColourOrder,
        UnknownOptions,
        BadOptions {
            reason: OptionsError::Players { players: 5 },
        },
        Malformed {
            part: code::Malformed::NoName,
        },
        IllegalAction {
            index: 0,
            choice: 9,
            choices: 3,
        },
        AfterEnd { index: 4 },
        Position {
            reason: PositionError::NotOneGroup.into(),
        },
    ];
    covers(&examples, CodeError::KINDS);
    use InputError::*;
    let inputs = [
        NotOptions { detail: "?".into() },
        NotASeed { seed: "x".into() },
        NotAColour { letter: 'q' },
        NotAnAction { detail: "?".into() },
        NotActions { detail: "?".into() },
        NotNames { detail: "?".into() },
        NotALevel {
            level: "godlike".into(),
        },
        NotComputers { detail: "?".into() },
    ];
    covers(&inputs, InputError::KINDS);
}

#[test]
fn live_errors_are_listed() {
    use muses::live::{Flaw, LiveError as L, Unsupported};
    let all = [
        L::Empty,
        L::NotLive,
        L::TooLong,
        L::BadCharacters { char: '=' },
        L::Incomplete,
        L::Damaged,
        L::FutureVersion { version: 3 },
        L::Malformed {
            what: Flaw::Version,
        },
        L::NotInvitation,
        L::NotReply,
        L::Unsupported {
            part: Unsupported::Fingerprint,
        },
        L::NoCandidate,
    ];
    covers(&all, L::KINDS);
}

#[test]
fn all_kinds_lists_every_type_once() {
    let all = all_kinds();
    assert_eq!(KINDS.len(), 13);
    for (_, kinds) in KINDS {
        for k in *kinds {
            assert!(all.contains(k));
        }
    }
    let mut sorted = all.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, all);
}
