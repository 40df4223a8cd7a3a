//! Feeds the share-link decoder (src/code.rs) arbitrary input: it must never panic, and any
//! link it opens must hold a legal game that its own encoding gives back.
#![no_main]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use libfuzzer_sys::fuzz_target;
use muses::code::{self, Link};
use muses::{Colour, Game, Options};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    match mode % 6 {
        0 => open(&String::from_utf8_lossy(rest)),
        1 => open(&format!("g{}", URL_SAFE_NO_PAD.encode(rest))),
        // A good checksum takes the bytes past the envelope into the game decoder.
        2 => open(&code::seal(1, rest)),
        // Format 2: the players' names before the actions.
        5 => open(&code::seal(2, rest)),
        3 => open(&format!("p{}", String::from_utf8_lossy(rest))),
        _ => round_trip(rest),
    }
});

/// Whatever opens is a legal game, and encoding it gives back the link.
fn open(text: &str) {
    let Ok((link, names)) = code::read_named(text) else {
        return;
    };
    match &link {
        Link::Game(game) => {
            let again = Game::replay(game.options().clone(), game.actions());
            assert_eq!(again.as_ref(), Ok(game));
            let text = text.trim();
            let fragment = text.split_once('#').map_or(text, |(_, f)| f);
            assert_eq!(code::encode_named(game, &names), fragment);
        }
        Link::Position(game) => {
            let back = code::read(&code::encode(game)).expect("a position link reopens");
            assert_eq!(
                back.game().position().to_string(),
                game.position().to_string()
            );
        }
    }
}

/// A game played from the bytes (options, seed, then one byte per action) survives its code.
fn round_trip(bytes: &[u8]) {
    let Some((head, picks)) = bytes.split_at_checked(9) else {
        return;
    };
    let players = 2 + head[0] % 3;
    let companies = if players == 3 { 3 } else { 2 };
    let mut colours = Colour::ALL.to_vec();
    colours.rotate_left(usize::from(head[0] / 3 % 3));
    if head[0] & 0x80 != 0 {
        colours.reverse();
    }
    colours.truncate(companies);
    let seed = u64::from_le_bytes(head[1..9].try_into().unwrap());
    let rounds = 1 + (head[0] >> 6 & 1);
    let options = Options::new(players)
        .seed(seed)
        .rounds(rounds)
        .colours(colours);
    let mut game = Game::new(options).unwrap();
    for &p in picks {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        game.apply(legal[usize::from(p) % legal.len()]).unwrap();
    }
    let text = code::encode(&game);
    assert_eq!(code::decode(&text), Ok(game));
}
