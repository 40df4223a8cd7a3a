//! Feeds the fair link's decoder (src/fair/link.rs) arbitrary input: it must never panic, and
//! any link it opens must give itself back.
#![no_main]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use libfuzzer_sys::fuzz_target;
use muses::fair::{link, Table};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let text = match mode % 3 {
        0 => String::from_utf8_lossy(rest).into_owned(),
        1 => format!("f{}", URL_SAFE_NO_PAD.encode(rest)),
        // A good checksum takes the bytes past the envelope into the message decoder.
        _ => link::seal(rest),
    };
    if let Ok(table) = Table::open(&text) {
        let fragment = text.trim();
        let fragment = fragment.split_once('#').map_or(fragment, |(_, f)| f);
        assert_eq!(table.link(), fragment);
    }
});
