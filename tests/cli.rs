//! The `muses` tool on good and bad input (RULES.md §9).
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

const BOARD: &str = "Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/\
                     Thalia@-1,1=1p/Urania@-1,-1=1w pw 1";

/// Runs `muses` and returns (exit code, stdout, stderr).
fn muses(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_muses"))
        .args(args)
        .output()
        .expect("muses runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ok(args: &[&str]) -> String {
    let (code, out, err) = muses(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// Bad input: exit status 1 and exactly one line on stderr, never a panic.
fn fails(args: &[&str]) -> String {
    let (code, out, err) = muses(args);
    assert_eq!(code, 1, "{args:?} should fail");
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("internal error"),
        "{err}"
    );
    err
}

#[test]
fn steps_lists_every_legal_dance_step_as_name_colon_direction() {
    let out = ok(&["steps", BOARD]);
    let steps: Vec<&str> = out.lines().collect();
    assert_eq!(steps.len(), 14);
    assert!(steps.contains(&"Polyhymnia:N") && steps.contains(&"Clio:E"));
    assert!(!steps.iter().any(|s| s.starts_with("Calliope")));
}

#[test]
fn steps_names_face_down_muses_in_lowercase() {
    let out = ok(&["steps", "Clio@0,0=2p/thalia@1,1=1w pw 1"]);
    assert!(out.lines().any(|l| l.starts_with("thalia:")));
}

#[test]
fn moves_lists_every_legal_action() {
    let out = ok(&["moves", BOARD]);
    assert_eq!(out.lines().count(), 47);
    assert!(out.lines().any(|l| l == "Thalia*Calliope:E"));
    assert!(out.lines().any(|l| l == "Clio:E*Calliope"));
}

#[test]
fn play_prints_the_resulting_position() {
    let out = ok(&["play", BOARD, "Clio:E", "Urania:E"]);
    assert_eq!(
        out.trim(),
        "Polyhymnia@1,-1=1p/Calliope@1,0=2w/Euterpe@1,1=1p/Clio@0,0=2w/Thalia@-1,1=1p/Urania@0,-1=2w pw 1"
    );
    let placed = ok(&["play", "- pow 1 hands=Clio|Thalia|Urania", "clio@0,0"]);
    assert_eq!(
        placed.trim(),
        "clio@0,0=1p pow 2 hands=-|Thalia|Urania mystery=1"
    );
}

#[test]
fn play_refuses_an_illegal_action_by_number_and_text() {
    let err = fails(&["play", BOARD, "Clio:E", "Polyhymnia:S"]);
    assert!(err.contains("action 2 `Polyhymnia:S`"), "{err}");
    let err = fails(&["play", BOARD, "Mnemosyne:E"]);
    assert!(err.contains("not one of the nine Muses"), "{err}");
    let err = fails(&["play", BOARD, "Clio:Q"]);
    assert!(err.contains("not a direction"), "{err}");
    let err = fails(&["play", BOARD, "Erato:N"]);
    assert!(err.contains("Erato is not in play"), "{err}");
}

#[test]
fn score_prints_the_rulebook_example_as_json() {
    let out = ok(&[
        "score",
        "Erato@0,0=6p/Euterpe@1,0=4p/Melpomene@2,0=4p/Polyhymnia@0,1=6w/Terpsichore@1,1=4w/\
         Clio@2,1=3w/Thalia@0,2=5o/Urania@1,2=5o/Calliope@2,2=3o pow 1",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["winner"], "orange");
    let c = &v["companies"];
    assert_eq!(c[0]["colour"], "purple");
    assert_eq!(c[0]["dice"], serde_json::json!([6, 4, 4]));
    assert_eq!(c[1]["suns"], 2);
    assert_eq!(c[1]["silver"], true);
    assert_eq!(c[2]["suns"], 0);
}

#[test]
fn score_lists_the_companies_sharing_a_victory() {
    let out = ok(&[
        "score",
        "Erato@0,0=5p/Euterpe@1,0=4p/Polyhymnia@2,0=5w/Calliope@3,0=4w pw 1",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["shared"], serde_json::json!(["purple", "white"]));
    assert!(v.get("winner").is_none());
}

#[test]
fn new_prints_the_starting_position() {
    let out = ok(&["new", "--players", "3", "--seed", "7"]);
    assert!(
        out.starts_with("- pow "),
        "three players start on an empty table: {out}"
    );
    assert!(out.contains("hands="));
    assert_eq!(
        out,
        ok(&["new", "--seed", "7", "--players", "3"]),
        "same seed, same deal"
    );
    let four = ok(&["new", "--players", "4", "--seed", "7"]);
    assert!(four.contains(" pwpw "));
}

#[test]
fn perft_counts_action_sequences() {
    assert_eq!(ok(&["perft", "1"]).trim(), "64");
    assert_eq!(ok(&["perft", "1", BOARD]).trim(), "47");
}

#[test]
fn bad_input_gets_one_line_and_status_one() {
    for args in [
        vec![],
        vec!["frobnicate"],
        vec!["steps"],
        vec!["steps", "garbage"],
        vec!["steps", ""],
        vec!["steps", "Clio@0,0=9p pw 1"],
        vec!["steps", "Clio@0,0=1p/Thalia@5,5=1w pw 1"],
        vec!["steps", "Clio@0,0=1p pw 7"],
        vec!["steps", "Clio@99999999999,0=1p pw 1"],
        vec!["moves", "Clio@0,0=1p/Clio@1,0=1w pw 1"],
        vec!["score", "Clio@0,0=1p ppw 1"],
        vec!["play"],
        vec!["play", BOARD, ""],
        vec!["play", BOARD, "Clio*Clio*Clio"],
        vec!["new"],
        vec!["new", "--players", "5", "--seed", "1"],
        vec!["new", "--players", "2"],
        vec!["new", "--players", "2", "--seed", "-1"],
        vec!["new", "--colour", "red"],
        vec!["perft"],
        vec!["perft", "x"],
        vec!["perft", "1", "nonsense"],
        vec!["steps", "a", "b"],
    ] {
        fails(&args);
    }
}

#[test]
fn puzzles_export_one_json_object_a_line_and_generate_from_a_seed() {
    let out = ok(&["puzzles", "--export"]);
    for line in out.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut want = [
            "id",
            "position",
            "category",
            "players",
            "solutions",
            "rating",
        ];
        want.sort_unstable();
        assert_eq!(keys, want, "{line}");
        // The position and every solution read back with the tool itself.
        let pos = v["position"].as_str().unwrap();
        let moves = ok(&["moves", pos]);
        for s in v["solutions"].as_array().unwrap() {
            assert!(
                moves.lines().any(|m| m == s.as_str().unwrap()),
                "{s} in {pos}"
            );
        }
    }
    let args = [
        "puzzles",
        "--seed",
        "4",
        "--games",
        "3",
        "--players",
        "2,3",
        "--budget",
        "100",
        "--in-two",
        "20000",
        "--export",
    ];
    assert_eq!(ok(&args), ok(&args), "the same seed, the same puzzles");
    assert!(fails(&["puzzles", "--players", "5"]).contains("--players"));
    assert!(fails(&["puzzles", "--from", "/no/such/file"]).contains("/no/such/file"));
}
