//! The JavaScript API (`src/wasm.rs`) as the browser sees it, run in headless Chromium:
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target wasm32-unknown-unknown --test wasm`
//! (with `wasm-bindgen-test-runner` as the wasm32 runner; `make test` sets it).
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect, JSON};
use muses::wasm::{muse_table, version, Game};
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
fn message(err: JsError) -> String {
    let value: JsValue = err.into();
    value
        .dyn_into::<js_sys::Error>()
        .expect("a JS Error")
        .message()
        .into()
}

/// The message of the error `result` must be (`what` names the input in a failure).
fn error_of<T>(result: Result<T, JsError>, what: &str) -> String {
    match result {
        Ok(_) => panic!("{what}: accepted"),
        Err(err) => message(err),
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
fn bad_options_are_errors_with_a_message() {
    for bad in [
        r#"{"players": 9}"#,
        r#"{"players": 2, "seed": "x"}"#,
        r#"{"players": 2, "colours": "zz"}"#,
        r#""nonsense""#,
        r#"{}"#,
    ] {
        assert!(
            !error_of(Game::new(js(bad)), bad).is_empty(),
            "{bad}: no message"
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
    let refused = error_of(game.set_names(js("[1, 2]")), "numbers for names");
    assert!(refused.starts_with("not a list of names"), "{refused}");
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
    assert_eq!(
        broken,
        "the code is cut short: the end of the link is missing"
    );
}
