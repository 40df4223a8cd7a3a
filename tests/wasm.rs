//! The JavaScript API (`src/wasm.rs`) as the browser sees it, run in headless Chromium:
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test wasm`
//! (with `wasm-bindgen-test-runner` as the wasm32 runner; `make test` sets it).
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect, JSON};
use muses::reason::all_kinds;
#[cfg(feature = "master")]
use muses::wasm::combine_thoughts;
use muses::wasm::{muse_table, perft, rules, seating, version, Game};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A JS value from JSON text, as a page would write it.
fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON")
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).expect("an object")
}

/// The message of a thrown JS `Error`.
fn message(err: JsValue) -> String {
    err.dyn_into::<js_sys::Error>()
        .expect("a JS Error")
        .message()
        .into()
}

/// The kind of the error `result` must be, which its message repeats for the console (`what`
/// names the input in a failure).
fn error_of<T>(result: Result<T, JsValue>, what: &str) -> String {
    let (kind, _) = reason_of(result, what);
    kind
}

/// The string parameter `name` of an error's params.
fn param(params: &JsValue, name: &str) -> String {
    get(params, name).as_string().expect("a string parameter")
}

/// The `kind` and `params` of the error `result` must be.
fn reason_of<T>(result: Result<T, JsValue>, what: &str) -> (String, JsValue) {
    match result {
        Ok(_) => panic!("{what}: accepted"),
        Err(err) => {
            assert!(err.is_instance_of::<js_sys::Error>(), "{what}: a JS Error");
            let kind = get(&err, "kind").as_string().expect("a kind");
            let params = get(&err, "params");
            // No English sentence: the page words the kind (www/ui/reasons.js).
            assert_eq!(message(err), kind, "{what}: the message is the kind");
            assert!(is_plain_object(&params), "{what}: params are an object");
            (kind, params)
        }
    }
}

fn new_game() -> Game {
    Game::new(js(r#"{"players": 2, "seed": "1"}"#))
        .map_err(message)
        .expect("a game")
}

fn is_plain_object(value: &JsValue) -> bool {
    value.is_object()
        && !Array::is_array(value)
        && Object::get_prototype_of(value) == Object::get_prototype_of(&Object::new())
}

#[wasm_bindgen_test]
fn version_is_the_crate_version() {
    assert_eq!(version(), env!("CARGO_PKG_VERSION"));
}

#[wasm_bindgen_test]
fn muse_table_has_the_nine_muses() {
    let table = Array::from(&muse_table());
    assert_eq!(table.length(), 9);
    let first = table.get(0);
    assert!(is_plain_object(&first));
    assert!(get(&first, "name").is_string());
    assert!(Array::is_array(&get(&first, "offsets")));
}

#[wasm_bindgen_test]
fn a_game_is_dealt_from_its_options() {
    let game = new_game();
    let options = game.options();
    assert_eq!(get(&options, "players").as_f64(), Some(2.0));
    assert_eq!(get(&options, "seed").as_string().as_deref(), Some("1"));
    assert_eq!(get(&options, "rounds").as_f64(), Some(1.0));
    // The same seed deals the same game.
    assert_eq!(new_game().position(), game.position());
    assert!(!game.is_over());
}

#[wasm_bindgen_test]
fn bad_options_are_errors_with_a_kind() {
    for bad in [
        r#"{"players": 9}"#,
        r#"{"players": 2, "seed": "x"}"#,
        r#"{"players": 2, "colours": "zz"}"#,
        r#""nonsense""#,
        r#"{}"#,
    ] {
        assert!(
            !error_of(Game::new(js(bad)), bad).is_empty(),
            "{bad}: no kind"
        );
    }
}

#[wasm_bindgen_test]
fn the_view_is_a_plain_object_with_the_expected_fields() {
    let game = new_game();
    let view = game.view(None, false);
    assert!(is_plain_object(&view), "a plain object, not a Map");
    for field in [
        "seat",
        "players",
        "seats",
        "neutral",
        "round",
        "rounds",
        "phase",
        "game_over",
        "to_move",
        "first_player",
        "tiles",
        "hand",
        "hand_sizes",
        "mystery_placed",
        "own_mystery",
        "trigger",
        "next_bonus",
        "results",
        "match_score",
    ] {
        assert!(
            Reflect::has(&view, &JsValue::from_str(field)).unwrap(),
            "the view has no `{field}`"
        );
    }
    assert!(get(&view, "seat").is_null(), "the public view has no seat");
    assert_eq!(get(&view, "players").as_f64(), Some(2.0));
    assert_eq!(
        get(&view, "phase").as_string().as_deref(),
        Some("Placement")
    );
    assert_eq!(Array::from(&get(&view, "seats")).length(), 2);
    for tile in Array::from(&get(&view, "tiles")).iter() {
        assert!(is_plain_object(&tile));
        assert!(is_plain_object(&get(&tile, "square")));
    }
    // A seat's own view shows its hand.
    let seat = game.view(Some(0), false);
    assert_eq!(get(&seat, "seat").as_f64(), Some(0.0));
    assert!(Array::from(&get(&seat, "hand")).length() > 0);
}

#[wasm_bindgen_test]
fn legal_actions_are_listed_with_their_notation() {
    let game = new_game();
    let actions = Array::from(&game.legal_actions());
    assert!(actions.length() > 0);
    for legal in actions.iter() {
        assert!(is_plain_object(&get(&legal, "action")));
        assert!(get(&get(&legal, "action"), "kind").is_string());
        assert!(!get(&legal, "notation").as_string().unwrap().is_empty());
    }
}

#[wasm_bindgen_test]
fn a_legal_action_returns_events() {
    let mut game = new_game();
    let before = game.position();
    let first = Array::from(&game.legal_actions()).get(0);
    let events = game
        .apply(get(&first, "action"))
        .map_err(message)
        .expect("a legal action is played");
    let events = Array::from(&events);
    assert!(events.length() > 0);
    assert!(get(&events.get(0), "kind").is_string());
    assert_ne!(game.position(), before);
    assert_eq!(Array::from(&game.actions()).length(), 1);
}

#[wasm_bindgen_test]
fn garbage_and_illegal_actions_are_errors_and_change_nothing() {
    let mut game = new_game();
    let before = game.position();
    let not_actions = [
        JsValue::from_str("nonsense"),
        JsValue::NULL,
        JsValue::UNDEFINED,
        js(r#"{"kind": "Fly", "to": {"x": 0, "y": 0}}"#),
    ];
    for garbage in not_actions {
        assert!(!error_of(game.apply(garbage), "not an action").is_empty());
        assert_eq!(game.position(), before);
    }
    // Well-formed but illegal: there is no dance step during the placement.
    let illegal = js(r#"{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "N"}"#);
    assert!(!error_of(game.apply(illegal), "an illegal action").is_empty());
    assert_eq!(game.position(), before);
    assert!(!error_of(game.apply_notation("nonsense"), "bad notation").is_empty());
    assert_eq!(game.position(), before);
    assert_eq!(Array::from(&game.actions()).length(), 0);
}

#[wasm_bindgen_test]
fn notation_round_trips_through_apply_notation_and_replay() {
    let options = js(r#"{"players": 3, "seed": "2024"}"#);
    let mut game = Game::new(options.clone()).map_err(message).unwrap();
    for _ in 0..4 {
        let first = Array::from(&game.legal_actions()).get(0);
        let text = get(&first, "notation").as_string().unwrap();
        game.apply_notation(&text)
            .map_err(message)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    let replayed = Game::replay(options, game.actions())
        .map_err(message)
        .unwrap();
    assert_eq!(replayed.position(), game.position());
}

#[wasm_bindgen_test]
fn from_position_with_garbage_is_an_error_with_a_message() {
    for garbage in ["", "nonsense", "players 9 | ??", "\u{1F600}"] {
        let what = format!("{garbage:?}");
        assert!(!error_of(Game::from_position(garbage), &what).is_empty());
    }
}

#[wasm_bindgen_test]
fn from_position_reads_a_games_own_position() {
    let game = new_game();
    let copy = Game::from_position(&game.position())
        .map_err(message)
        .expect("the position text reads back");
    assert_eq!(copy.position(), game.position());
}

#[wasm_bindgen_test]
fn preview_changes_nothing() {
    let game = new_game();
    let before = game.position();
    let first = Array::from(&game.legal_actions()).get(0);
    let preview = game
        .preview(get(&first, "action"), None)
        .map_err(message)
        .unwrap();
    assert!(Array::from(&get(&preview, "events")).length() > 0);
    assert!(is_plain_object(&get(&preview, "view")));
    assert_eq!(game.position(), before);
}

#[wasm_bindgen_test]
fn a_link_carries_the_game_and_the_players_names() {
    let mut game = new_game();
    let first = Array::from(&game.legal_actions()).get(0);
    game.apply(get(&first, "action")).expect("a legal action");
    let names = |g: &Game| -> Vec<String> {
        Array::from(&g.names())
            .iter()
            .map(|n| n.as_string().expect("a string"))
            .collect()
    };
    assert!(names(&game).is_empty());
    let plain = game.code();

    game.set_names(js(r#"["Zoë", "Ben"]"#)).expect("names");
    let (refused, params) = reason_of(game.set_names(js("[1, 2]")), "numbers for names");
    assert_eq!(refused, "NotNames");
    assert!(param(&params, "detail").starts_with("[1]"));
    let named = game.code();
    assert_ne!(named, plain);
    let opened = Game::from_link(&format!("#{named}")).expect("the link opens");
    assert_eq!(names(&opened), ["Zoë", "Ben"]);
    assert_eq!(opened.position(), game.position());
    assert_eq!(opened.code(), named);
    // The game as it was at the deal keeps the names.
    assert_eq!(names(&opened.prefix(0)), ["Zoë", "Ben"]);

    let unnamed = Game::from_link(&plain).expect("the link opens");
    assert!(names(&unnamed).is_empty());
    assert_eq!(unnamed.code(), plain);
    let broken = error_of(Game::from_link(&named[..named.len() - 3]), "a cut link");
    assert_eq!(broken, "Truncated");
}

#[wasm_bindgen_test]
fn errors_carry_a_kind_and_named_params() {
    let mut game = new_game();
    let illegal = js(r#"{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "N"}"#);
    let (kind, params) = reason_of(game.apply(illegal), "a step while placing");
    assert_eq!(kind, "NotDancing");
    assert_eq!(
        Object::keys(&params.dyn_into::<Object>().unwrap()).length(),
        0
    );

    let first = Array::from(&game.legal_actions()).get(0);
    game.apply(get(&first, "action")).expect("a legal action");
    let taken =
        js(r#"{"kind": "Place", "muse": "Clio", "to": {"x": 0, "y": 0}, "face_down": false}"#);
    let (kind, params) = reason_of(game.apply(taken), "a placement");
    assert!(kind == "Occupied" || kind == "NotInHand", "{kind}");
    if kind == "Occupied" {
        assert_eq!(get(&get(&params, "square"), "x").as_f64(), Some(0.0));
    } else {
        assert_eq!(get(&params, "muse").as_string().as_deref(), Some("Clio"));
    }

    let (kind, params) = reason_of(Game::new(js(r#"{"players": 9}"#)), "9 players");
    assert_eq!(kind, "Players");
    assert_eq!(get(&params, "players").as_f64(), Some(9.0));
    let (kind, _) = reason_of(
        Game::new(js(r#"{"players": 2, "seed": "x"}"#)),
        "a bad seed",
    );
    assert_eq!(kind, "NotASeed");
    let (kind, params) = reason_of(Game::from_position("Clio@0,0=1p/Zeus@1,0=1w pw 1"), "Zeus");
    assert_eq!(kind, "UnknownMuse");
    assert_eq!(get(&params, "field").as_string().as_deref(), Some("Tile"));
    assert_eq!(get(&params, "index").as_f64(), Some(2.0));
    assert_eq!(get(&params, "name").as_string().as_deref(), Some("Zeus"));
    let (kind, _) = reason_of(
        Game::from_position("Clio@0,0=1p/Thalia@5,5=1w pw 1"),
        "apart",
    );
    assert_eq!(kind, "NotOneGroup");
    let code = game.code();
    let (kind, _) = reason_of(Game::from_link(&code[..code.len() - 3]), "a cut link");
    assert_eq!(kind, "Truncated");
    let (kind, params) = reason_of(Game::from_link("pClio@0,0=1p_p_1"), "a bad position link");
    assert_eq!(kind, "Position");
    assert_eq!(
        get(&get(&params, "reason"), "kind").as_string().as_deref(),
        Some("PlayerCount")
    );
    let (kind, params) = reason_of(
        Game::replay(
            js(r#"{"players": 2, "seed": "1"}"#),
            js(r#"[{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "N"}]"#),
        ),
        "an illegal replay",
    );
    assert_eq!(kind, "Illegal");
    assert_eq!(get(&params, "index").as_f64(), Some(0.0));
    assert_eq!(
        get(&get(&params, "reason"), "kind").as_string().as_deref(),
        Some("NotDancing")
    );
    // Every kind met here is one the page is told about (tests/data/reason-kinds.txt).
    let kinds = all_kinds();
    for k in [
        "NotDancing",
        "Players",
        "NotASeed",
        "UnknownMuse",
        "NotOneGroup",
        "Truncated",
        "Position",
        "PlayerCount",
        "Illegal",
    ] {
        assert!(kinds.contains(&k), "{k} is not in the kinds listed");
    }
}

#[wasm_bindgen_test]
fn the_history_says_who_played_what_and_undoes_without_replaying() {
    let options = js(r#"{"players": 2, "seed": "7"}"#);
    let mut game = Game::new(options.clone()).map_err(message).unwrap();
    let mut seats = Vec::new();
    for _ in 0..12 {
        let view = game.view(None, false);
        seats.push(get(&view, "to_move").as_f64().unwrap() as u8);
        let first = Array::from(&game.legal_actions()).get(0);
        game.apply(get(&first, "action")).map_err(message).unwrap();
    }
    let log = Array::from(&game.log(None, None, None));
    assert_eq!(log.length(), 12);
    for (i, entry) in log.iter().enumerate() {
        assert!(is_plain_object(&entry));
        assert_eq!(game.seat_of(i), Some(seats[i]));
        assert_eq!(get(&entry, "seat").as_f64(), Some(f64::from(seats[i])));
        let notation = get(&entry, "notation").as_string().unwrap();
        // A face-down placement is hidden from the table until the round ends.
        if notation.starts_with('?') {
            assert!(get(&entry, "action").is_null());
        } else {
            assert!(is_plain_object(&get(&entry, "action")));
        }
        assert!(Array::is_array(&get(&entry, "events")));
    }
    assert!(log
        .iter()
        .any(|e| get(&e, "notation").as_string().unwrap().starts_with("?@")));
    assert_eq!(game.seat_of(12), None);

    let before = game.prefix(7);
    assert!(game.undo(Some(5)));
    assert_eq!(game.action_count(), 7);
    assert_eq!(game.position(), before.position());
    assert!(game.undo(None));
    assert_eq!(game.action_count(), 6);
    assert!(game.undo(Some(100)));
    assert_eq!(game.action_count(), 0);
    assert!(!game.undo(None));
}

#[wasm_bindgen_test]
fn the_rules_tables_come_from_the_engine() {
    let rules = rules();
    assert!(is_plain_object(&rules));
    let suns = get(&rules, "suns");
    assert_eq!(get(&suns, "Silver").as_f64(), Some(2.0));
    assert_eq!(get(&suns, "Golden").as_f64(), Some(3.0));
    let players = Array::from(&get(&rules, "players"));
    assert_eq!(players.length(), 3);
    let four = players.get(2);
    assert_eq!(get(&four, "hand").as_f64(), Some(2.0));
    assert_eq!(get(&four, "neutral").as_string().as_deref(), Some("FaceUp"));
    assert_eq!(
        JSON::stringify(&get(&four, "teams"))
            .unwrap()
            .as_string()
            .as_deref(),
        Some("[[0,2],[1,3]]")
    );
    let north = Array::from(&get(&rules, "directions")).get(0);
    assert_eq!(get(&north, "dir").as_string().as_deref(), Some("N"));
    assert_eq!(get(&north, "dy").as_f64(), Some(1.0));
    assert_eq!(Array::from(&get(&rules, "colours")).length(), 3);
    let seed = get(&rules, "seed");
    assert_eq!(
        get(&seed, "max").as_string().as_deref(),
        Some("18446744073709551615")
    );
    let hard = Array::from(&get(&rules, "levels")).get(3);
    assert_eq!(get(&hard, "level").as_string().as_deref(), Some("hard"));
    assert!(get(&hard, "iterations").as_f64().unwrap() > 0.0);

    let four_seats = seating(4, Some("po".into())).map_err(message).unwrap();
    assert_eq!(
        JSON::stringify(&four_seats).unwrap().as_string().as_deref(),
        Some(r#"{"neutral":"White","seats":["Purple","Orange","Purple","Orange"]}"#)
    );
    let (kind, _) = reason_of(seating(2, Some("pp".into())), "the same colour twice");
    assert_eq!(kind, "SameColour");
}

/// The rulebook board (RULES.md §9 example): steps, and Powers before and after them.
const DANCE: &str = "Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/Thalia@-1,1=1p/Urania@-1,-1=1w pw 1";

#[wasm_bindgen_test]
fn every_listed_action_reads_back_as_the_same_action() {
    let placing = new_game();
    let dancing = Game::from_position(DANCE)
        .map_err(message)
        .expect("a position");
    let mut kinds = std::collections::BTreeSet::new();
    for game in [&placing, &dancing] {
        for entry in Array::from(&game.legal_actions()).iter() {
            let action = get(&entry, "action");
            kinds.insert(get(&action, "kind").as_string().expect("a kind"));
            let notation = game
                .notation(action.clone())
                .map_err(message)
                .expect("read");
            assert_eq!(notation, get(&entry, "notation").as_string().unwrap());
            game.preview(action, None).map_err(message).expect("legal");
        }
    }
    assert_eq!(kinds.len(), 4, "{kinds:?}");
}

#[wasm_bindgen_test]
fn malformed_fields_of_an_action_are_named() {
    let mut game = Game::from_position(DANCE)
        .map_err(message)
        .expect("a position");
    let before = game.position();
    for (bad, field) in [
        (
            r#"{"kind": "Step", "from": {"x": 0.5, "y": 0}, "dir": "N"}"#,
            "from",
        ),
        (
            r#"{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "NE"}"#,
            "dir",
        ),
        (r#"{"kind": "Step", "from": {"x": 0}, "dir": "N"}"#, "from"),
        (
            r#"{"kind": "StepPower", "from": {"x": 0, "y": 0}, "dir": "N"}"#,
            "target",
        ),
        (
            r#"{"kind": "Place", "muse": "Zeus", "to": {"x": 0, "y": 0}}"#,
            "muse",
        ),
        (
            r#"{"kind": "Step", "from": {"x": 1e300, "y": 0}, "dir": "N"}"#,
            "from",
        ),
    ] {
        let (kind, params) = reason_of(game.apply(js(bad)), bad);
        let detail = param(&params, "detail");
        assert!(
            kind == "NotAnAction" && detail == field,
            "{bad}: {kind} {detail}"
        );
    }
    assert_eq!(game.position(), before);
    let replayed = Game::replay(
        js(r#"{"players": 2, "seed": "1"}"#),
        js(r#"[{"kind": "Fly"}]"#),
    );
    let (kind, params) = reason_of(replayed, "a bad list");
    assert_eq!(kind, "NotActions");
    assert!(param(&params, "detail").starts_with("[1]"));
}

#[wasm_bindgen_test]
fn the_computer_says_how_much_it_searched() {
    let game = Game::from_position(DANCE)
        .map_err(message)
        .expect("a position");
    let choice = game
        .computer_choice("hard", "7", Some(50), None)
        .map_err(message)
        .expect("a choice");
    assert!(is_plain_object(&get(&choice, "action")));
    assert_eq!(get(&choice, "iterations").as_f64(), Some(50.0));
    // The same seed and iterations, the same action.
    let again = game
        .computer_choice("hard", "7", Some(50), None)
        .map_err(message)
        .unwrap();
    assert_eq!(
        JSON::stringify(&choice).unwrap(),
        JSON::stringify(&again).unwrap()
    );
    // By time alone: as many iterations as fit in 30 ms.
    let timed = game
        .computer_choice("hard", "7", None, Some(30))
        .map_err(message)
        .unwrap();
    assert!(get(&timed, "iterations").as_f64().unwrap() >= 32.0);
    let easy = game
        .computer_choice("easy", "7", None, None)
        .map_err(message)
        .unwrap();
    assert_eq!(get(&easy, "iterations").as_f64(), Some(0.0));
    let (kind, params) = reason_of(game.computer_choice("hard", "x", None, None), "a bad seed");
    assert_eq!(
        (kind.as_str(), param(&params, "seed").as_str()),
        ("NotASeed", "x")
    );
}

/// Master on several workers: each one's thought, then one choice from them all (in the
/// review's bundle, built with Master).
#[cfg(feature = "master")]
#[wasm_bindgen_test]
fn master_thinks_on_each_worker_and_its_thoughts_make_one_choice() {
    let game = Game::from_position(DANCE)
        .map_err(message)
        .expect("a position");
    let thoughts = Array::new();
    for seed in ["1", "2"] {
        let thought = game
            .master_think(seed, Some(60), None)
            .map_err(message)
            .expect("a thought");
        assert_eq!(get(&thought, "iterations").as_f64(), Some(60.0));
        assert!(Array::is_array(&get(&thought, "visits")));
        thoughts.push(&thought);
    }
    let choice = combine_thoughts(thoughts.clone().into())
        .map_err(message)
        .expect("a choice");
    assert!(is_plain_object(&get(&choice, "action")));
    assert_eq!(get(&choice, "iterations").as_f64(), Some(120.0));
    // In any order, the same choice.
    let reversed = combine_thoughts(thoughts.reverse().into())
        .map_err(message)
        .unwrap();
    assert_eq!(
        JSON::stringify(&choice).unwrap(),
        JSON::stringify(&reversed).unwrap()
    );
    // By time: as many iterations as fit in 30 ms.
    let timed = game
        .master_think("3", None, Some(30))
        .map_err(message)
        .unwrap();
    assert!(get(&timed, "iterations").as_f64().unwrap() >= 1.0);
    assert!(!error_of(combine_thoughts(js(r#"[{"visits": 3}]"#)), "not thoughts").is_empty());
    assert!(combine_thoughts(js("[]"))
        .map_err(message)
        .unwrap()
        .is_null());
}

#[wasm_bindgen_test]
fn perft_counts_as_natively() {
    // tests/data/perft.txt: the rulebook board.
    assert_eq!(perft(DANCE, 2).map_err(message).unwrap(), 2477.0);
    assert!(!error_of(perft("nonsense", 1), "a bad position").is_empty());
}

/// The review (issue 25) step by step, as a worker drives it: progress, the marks, the same
/// review again for the same seed, kept and opened again, nothing for a round still being
/// played. (Its API is in the
/// build with the `review` feature: `make test-wasm` runs this file again with it.)
#[cfg(feature = "review")]
#[wasm_bindgen_test]
fn a_review_goes_step_by_step_and_repeats() {
    use muses::wasm::{review_rules, Reviewer};
    // Purple's Melpomene steps north, which lets White's Euterpe step onto a 6 and win.
    let start = "melpomene@1,0=4o/Erato@-1,-1=2p/Euterpe@-2,-1=5w/Urania@1,2=3p/Calliope@-3,0=4w/\
                 Terpsichore@-1,1=3p/Clio@-2,0=4w/Polyhymnia@2,2=2p/Thalia@0,1=4w pw 1";
    let mut game = Game::from_position(start).map_err(message).unwrap();
    game.apply_notation("melpomene:N").map_err(message).unwrap();
    let reviewer = Reviewer::new(&game, Some(50), Some("3".into()), None)
        .map_err(message)
        .unwrap();
    assert!(reviewer.is_done(), "the round is still being played");
    assert_eq!(get(&reviewer.progress(), "total").as_f64(), Some(0.0));
    game.apply_notation("Euterpe:N").map_err(message).unwrap();
    assert!(game.is_over());
    let mut kept = String::new();
    let mut review = |seed: &str| {
        let mut reviewer = Reviewer::new(&game, Some(50), Some(seed.into()), None)
            .map_err(message)
            .unwrap();
        let mut steps = Vec::new();
        while !reviewer.is_done() {
            let p = reviewer.step();
            steps.push((get(&p, "done").as_f64(), get(&p, "total").as_f64()));
        }
        assert_eq!(steps, [(Some(1.0), Some(2.0)), (Some(2.0), Some(2.0))]);
        kept = reviewer.kept();
        reviewer.result()
    };
    let result = review("3");
    let again = review("3");
    // Kept with the game, it opens as it was; damaged, it is refused.
    let resumed = Reviewer::resume(&game, &kept, None).expect("its own review");
    assert!(resumed.is_done());
    assert_eq!(
        JSON::stringify(&resumed.result()).unwrap(),
        JSON::stringify(&result).unwrap()
    );
    assert!(Reviewer::resume(&game, &kept.replacen("r1 50 ", "r1 51 ", 1), None).is_none());
    assert!(Reviewer::resume(&game, "", None).is_none());
    assert!(is_plain_object(&result));
    assert_eq!(get(&result, "seed").as_string().as_deref(), Some("3"));
    let first = Reflect::get_u32(&get(&result, "entries"), 0).unwrap();
    assert_eq!(get(&first, "mark").as_string().as_deref(), Some("Blunder"));
    assert_eq!(get(&first, "hands_over").as_bool(), Some(true));
    let better = get(&first, "better");
    assert!(is_plain_object(&get(&better, "action")));
    assert_eq!(
        get(&get(&result, "turning_points"), "length").as_f64(),
        Some(1.0)
    );
    assert_eq!(
        JSON::stringify(&result).unwrap(),
        JSON::stringify(&again).unwrap()
    );
    let (kind, _) = reason_of(
        Reviewer::new(&game, None, Some("-1".into()), None),
        "a bad seed",
    );
    assert_eq!(kind, "NotASeed");
    let rules = review_rules();
    assert_eq!(get(&rules, "blunder").as_f64(), Some(300.0));
    assert!(get(&rules, "deeper").as_f64() > get(&rules, "iterations").as_f64());
}
