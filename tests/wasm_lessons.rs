//! The tutorial's JavaScript API (`src/wasm/lesson.rs`, feature `lessons`) in headless
//! Chromium: the lessons' table, each step's start opened from its link, actions checked
//! against a step's goal (played only when they meet it), "Show me", highlights:
//! `cargo test --target wasm32-unknown-unknown --features lessons --test wasm_lessons`.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Reflect, JSON};
use muses::wasm::{lessons, Game};
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

/// The `kind` and `params` of the error `result` must be.
fn reason_of<T>(result: Result<T, JsValue>, what: &str) -> (String, JsValue) {
    match result {
        Ok(_) => panic!("{what}: accepted"),
        Err(err) => {
            assert!(err.is_instance_of::<js_sys::Error>(), "{what}: a JS Error");
            (
                get(&err, "kind").as_string().expect("a kind"),
                get(&err, "params"),
            )
        }
    }
}

fn is_plain_object(value: &JsValue) -> bool {
    value.is_object()
        && !Array::is_array(value)
        && js_sys::Object::get_prototype_of(value)
            == js_sys::Object::get_prototype_of(&js_sys::Object::new())
}

/// `JSON.stringify` of a value, for comparing whole objects.
fn text(value: &JsValue) -> String {
    JSON::stringify(value).unwrap().as_string().unwrap()
}

/// The game a lesson step starts from, opened from its link as the page opens it.
fn lesson_game(id: &str) -> Game {
    let table = lessons();
    for l in Array::from(&get(&table, "lessons")).iter() {
        for s in Array::from(&get(&l, "steps")).iter() {
            if get(&s, "id").as_string().as_deref() == Some(id) {
                let link = get(&s, "link").as_string().unwrap();
                return Game::from_link(&link).map_err(message).unwrap();
            }
        }
    }
    panic!("no step {id}")
}

#[wasm_bindgen_test]
fn lessons_list_every_step_with_its_goal_and_start() {
    let table = lessons();
    let list = Array::from(&get(&table, "lessons"));
    let ids: Vec<String> = list
        .iter()
        .map(|l| get(&l, "id").as_string().unwrap())
        .collect();
    assert_eq!(ids, ["step", "group", "push", "powers", "placement", "end"]);
    for l in list.iter() {
        for s in Array::from(&get(&l, "steps")).iter() {
            let id = get(&s, "id").as_string().unwrap();
            assert!(get(&get(&s, "goal"), "kind").is_string(), "{id}");
            assert!(get(&s, "continues").as_bool().is_some(), "{id}");
            // Its link opens where the engine starts the step.
            let game = lesson_game(&id);
            let start = muses::lesson::step(&id).unwrap().start_position().unwrap();
            assert_eq!(game.position(), start.to_string(), "{id}");
            let marks = game.lesson_highlights(&id);
            assert!(Array::from(&marks).length() > 0, "{id}");
        }
    }
    let kinds = Array::from(&get(&table, "off_goal_kinds"));
    assert!(kinds.includes(&JsValue::from_str("NoPush"), 0));
    let why = Array::from(&get(&table, "why_kinds"));
    assert!(why.includes(&JsValue::from_str("PushesMuses"), 0));
}

#[wasm_bindgen_test]
fn a_lesson_plays_only_an_action_that_meets_its_goal() {
    let mut game = lesson_game("push.two");
    // Polyhymnia steps alone: legal, but not a Group Move.
    let alone = js(r#"{"kind": "Step", "from": {"x": 1, "y": -1}, "dir": "W"}"#);
    let check = game
        .lesson_check("push.two", alone)
        .map_err(message)
        .unwrap();
    assert!(is_plain_object(&check));
    assert_eq!(get(&check, "ok").as_bool(), Some(false));
    assert_eq!(text(&get(&check, "off_goal")), r#"{"kind":"NoPush"}"#);
    assert!(get(&check, "reason").is_null());
    assert_eq!(Array::from(&get(&check, "events")).length(), 0);
    // Calliope cannot push Clio west (the rulebook): the engine's reason.
    let split = js(r#"{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "W"}"#);
    let check = game
        .lesson_check("push.two", split)
        .map_err(message)
        .unwrap();
    assert_eq!(
        text(&get(&check, "reason")),
        r#"{"kind":"BreaksGroup","params":{"square":{"x":0,"y":0},"dir":"W"}}"#
    );
    assert_eq!(game.action_count(), 0, "nothing played");
    // "Show me".
    let solution = game.lesson_solution("push.two");
    let check = game
        .lesson_check("push.two", solution)
        .map_err(message)
        .unwrap();
    assert_eq!(get(&check, "ok").as_bool(), Some(true));
    assert!(
        Array::from(&get(&check, "events")).length() >= 4,
        "two moves, two dice"
    );
    assert_eq!(game.action_count(), 1);
    // Garbage is an input error, an unknown step too.
    let (kind, _) = reason_of(game.lesson_check("push.two", js("{}")), "not an action");
    assert_eq!(kind, "NotAnAction");
    // An id lessons() does not list gets nothing.
    assert_eq!(text(&game.lesson_highlights("push.nine")), "[]");
    assert!(game.lesson_solution("?").is_null());
    let check = game.lesson_check(
        "?",
        js(r#"{"kind": "Step", "from": {"x": 0, "y": 0}, "dir": "N"}"#),
    );
    assert!(check.map_err(message).unwrap().is_null());
    assert_eq!(game.action_count(), 1);
}

#[wasm_bindgen_test]
fn a_refusal_can_be_the_goal_and_an_explanation_plays_nothing() {
    let mut game = lesson_game("group.split");
    let solution = game.lesson_solution("group.split");
    let check = game
        .lesson_check("group.split", solution)
        .map_err(message)
        .unwrap();
    assert_eq!(get(&check, "ok").as_bool(), Some(true));
    assert_eq!(
        get(&get(&check, "reason"), "kind").as_string().as_deref(),
        Some("BreaksGroup")
    );
    assert_eq!(game.action_count(), 0);
    let end = lesson_game("end.silver");
    assert!(end.is_over());
    assert!(end.lesson_solution("end.silver").is_null());
    let marks = end.lesson_highlights("end.silver");
    assert_eq!(
        text(&marks),
        r#"[{"kind":"Column","index":1,"winner":"Orange"}]"#
    );
}

#[wasm_bindgen_test]
fn the_hint_is_a_legal_action_and_says_why() {
    let game = Game::from_position("Clio@0,0=5p/Urania@1,0=2w pw 1")
        .map_err(message)
        .unwrap();
    let hint = game.hint("7", None).map_err(message).unwrap();
    assert!(is_plain_object(&hint));
    let action = get(&hint, "action");
    game.preview(action, None)
        .map_err(message)
        .expect("a legal action");
    assert_eq!(text(&get(&hint, "why")), r#"{"kind":"WinsRound"}"#);
    assert_eq!(
        text(&game.hint("7", Some(false)).map_err(message).unwrap()),
        text(&hint)
    );
    let (kind, _) = reason_of(game.hint("seven", None), "not a seed");
    assert_eq!(kind, "NotASeed");
    let mut over = game;
    over.apply_notation("Clio:N").map_err(message).unwrap();
    assert!(over.hint("7", None).map_err(message).unwrap().is_null());
}
