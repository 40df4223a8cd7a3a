//! The data files the page reads, generated from the engine and kept equal to it:
//! `src/rules.json` (what `rules()` hands the page), `src/lessons.json` (what `lessons()`
//! hands it) and `tests/data/reason-kinds.txt` (every error kind, for the page's test that
//! each has a message in every language). Run with
//! `UPDATE=1` to write them after a change.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

fn check(path: &str, expected: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("UPDATE").is_some() {
        std::fs::write(&path, expected).unwrap();
    }
    let found = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        found == expected,
        "{} is out of date: run `UPDATE=1 cargo test --test tables`",
        path.display()
    );
}

#[test]
fn rules_json_is_the_engines_tables() {
    let json = serde_json::to_string(&muses::tables::rules()).unwrap() + "\n";
    check("src/rules.json", &json);
}

#[test]
fn reason_kinds_lists_every_error_kind() {
    let mut text = muses::reason::all_kinds().join("\n");
    text.push('\n');
    check("tests/data/reason-kinds.txt", &text);
}

#[test]
fn lessons_json_is_the_engines_lessons() {
    let json = serde_json::to_string(&muses::lesson::table()).unwrap() + "\n";
    check("src/lessons.json", &json);
}
