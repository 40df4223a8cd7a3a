//! Fair mode's JavaScript API (`src/wasm/fair.rs`, feature `fair`) in headless Chromium: two
//! devices play a whole game by passing links, and the time each message's cryptography
//! takes is printed, with the time to open the longest legal link (docs/fair-play.md's
//! figures). Run in release, as the page's build is optimised:
//! `cargo test --release --target wasm32-unknown-unknown --features fair --test wasm_fair`.
#![cfg(target_arch = "wasm32")]

mod common;

use js_sys::{Array, Reflect, JSON};
use muses::fair::{Message, Seat, Table};
use muses::wasm::fair::FairGame;
use muses::Options;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn now() -> f64;
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &JsValue::from_str(key)).expect("an object")
}

/// Whether the device plays the seat to move and the protocol waits for its play.
fn my_play(d: &FairGame) -> bool {
    let next = d.next();
    !next.is_null()
        && get(&next, "mine").as_bool() == Some(true)
        && get(&next, "step").as_string().as_deref() == Some("Play")
}

#[wasm_bindgen_test]
fn two_devices_play_a_fair_game_and_the_messages_are_timed() {
    let options = JSON::parse(r#"{"players": 2}"#).unwrap();
    let names = JSON::parse(r#"["Anna", "Ben"]"#).unwrap();
    let start = now();
    let anna = FairGame::create(options, names).unwrap();
    let mut times = vec![("create", now() - start)];
    let mut ben = FairGame::open(&anna.link()).unwrap();
    ben.take_seat(1).unwrap();
    assert!(ben.view(Some(1), false).is_null(), "nothing is dealt yet");
    let mut devices = [anna, ben];
    let mut turn = 1;
    let mut messages = 1;
    // Every play is a message too.
    let mut plays = 0;
    while !devices[turn].next().is_null() {
        let d = &mut devices[turn];
        let step = get(&d.next(), "step").as_string().unwrap_or_default();
        let t = now();
        let sent = d.advance();
        if sent > 0 {
            let what = match step.as_str() {
                "Deal" => "the deal",
                "Strip" => "a strip (and the next play's)",
                "Reveal" => "keys, and the whole check",
                _ => "a shuffle",
            };
            times.push((what, now() - t));
            messages += sent;
        }
        while my_play(d) {
            let legal: Array = d.legal_actions().into();
            let action = legal.get(legal.length() / 2);
            let t = now();
            d.apply(action).unwrap();
            plays += 1;
            let placed = get(&d.view(None, false), "phase").as_string() == Some("Placement".into());
            times.push((if placed { "placement" } else { "dance turn" }, now() - t));
            let t = now();
            let sent = d.advance();
            if sent > 0 {
                times.push(("a key, and the whole check", now() - t));
                messages += sent;
            }
        }
        let link = d.link();
        turn = 1 - turn;
        let t = now();
        devices[turn].update(&link).unwrap();
        times.push(("opening the latest link", now() - t));
    }
    let verdicts: Array = devices[0].verdicts().into();
    assert_eq!(
        get(&verdicts.get(0), "kind").as_string().as_deref(),
        Some("Valid")
    );
    let mut kinds: Vec<&str> = times.iter().map(|t| t.0).collect();
    kinds.dedup();
    kinds.sort_unstable();
    kinds.dedup();
    for kind in kinds {
        let ms: Vec<f64> = times.iter().filter(|t| t.0 == kind).map(|t| t.1).collect();
        let max = ms.iter().cloned().fold(0.0, f64::max);
        let mean = ms.iter().sum::<f64>() / ms.len() as f64;
        console_log!(
            "fair timing: {kind}: mean {mean:.1} ms, slowest {max:.1} ms over {}",
            ms.len()
        );
    }
    console_log!(
        "fair timing: {} messages, final link {} characters",
        messages + plays,
        devices[0].link().len()
    );
}

#[wasm_bindgen_test]
fn the_engines_game_as_a_seat_knows_it_and_the_options() {
    let options = JSON::parse(r#"{"players": 2, "rounds": 2}"#).unwrap();
    let mut anna = FairGame::create(options, JSON::parse("[]").unwrap()).unwrap();
    let o = anna.options();
    assert_eq!(get(&o, "players").as_f64(), Some(2.0));
    assert_eq!(get(&o, "rounds").as_f64(), Some(2.0));
    assert!(anna.game(Some(0)).is_none(), "nothing is dealt yet");
    let mut ben = FairGame::open(&anna.link()).unwrap();
    ben.take_seat(1).unwrap();
    ben.advance();
    anna.update(&ben.link()).unwrap();
    anna.advance();
    ben.update(&anna.link()).unwrap();
    ben.advance();
    anna.update(&ben.link()).unwrap();
    anna.advance();
    // Anna's game knows her hand, as her view shows it.
    let hand = |d: &FairGame, seat| -> Array { get(&d.view(Some(seat), false), "hand").into() };
    let game = anna.game(Some(0)).expect("dealt");
    let own: Array = get(&game.view(Some(0), false), "hand").into();
    assert_eq!(own.length(), 4);
    assert_eq!(
        JSON::stringify(&own).unwrap(),
        JSON::stringify(&hand(&anna, 0)).unwrap()
    );
    // Its legal actions are the device's, with their notation.
    let legal: Array = game.legal_actions().into();
    let mine: Array = anna.legal_actions().into();
    if get(&anna.next(), "mine").as_bool() == Some(true) {
        assert_eq!(legal.length(), mine.length());
        assert!(get(&legal.get(0), "notation").is_string());
    }
}

/// The longest link a legal game makes (as tests/fair.rs builds it natively): 4 players, the
/// longest names, every placement that may be face up face up, round 1 kept going for 180
/// dance turns and then ended, round 2 kept going to the limit. Opening it is timed at its end
/// and at its longest step (where the dealer of round 2 checks three proofs of a shuffle).
#[wasm_bindgen_test]
fn the_longest_legal_link_is_timed() {
    let names: Vec<String> = (0..4).map(|i| format!("{}a{i}", "Ŵ".repeat(11))).collect();
    let (link, peak) = (0..20)
        .find_map(|seed| longest(seed, names.clone()))
        .expect("a dance that cycles");
    for (what, link) in [("the longest link", link), ("its longest step", peak)] {
        let mut ms = Vec::new();
        for _ in 0..9 {
            let t = now();
            let game = FairGame::open(&link).unwrap();
            ms.push(now() - t);
            drop(game);
        }
        ms.sort_by(f64::total_cmp);
        console_log!(
            "fair timing: {what} ({} characters) opened in {:.1} ms (median of 9; fastest {:.1}, slowest {:.1})",
            link.len(),
            ms[4],
            ms[0],
            ms[8]
        );
    }
}

/// The longest game's link at its end, and at its longest step.
fn longest(seed: u64, names: Vec<String>) -> Option<(String, String)> {
    let seats: Vec<Seat> = (0..4u8)
        .map(|s| {
            let mut master = [s + 1; 16];
            master[..8].copy_from_slice(&seed.to_le_bytes());
            Seat::new(s, master)
        })
        .collect();
    let mut table = Table::new(Options::new(4).rounds(2), *seats[0].public_key(), names).ok()?;
    let mut first_round = 0;
    let mut peak = String::new();
    while let Some((s, _)) = table.next() {
        let seat = &seats[usize::from(s)];
        let m = match seat.auto(&table) {
            Some(m) => m,
            None => {
                let game = seat.game(&table)?;
                let end = table.verdicts().len() == 1 && first_round >= 180;
                let a = common::longest(game.position(), &game.legal_actions(), end)?;
                seat.play(&table, a).ok()?
            }
        };
        if matches!(m, Message::Act(_)) && table.verdicts().len() == 1 {
            first_round += 1;
        }
        seat.send(&mut table, m).ok()?;
        let link = table.link();
        if link.len() > peak.len() {
            peak = link;
        }
    }
    (first_round >= 180 && table.at_limit(1)).then(|| (table.link(), peak))
}
