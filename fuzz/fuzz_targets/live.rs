//! Feeds live play's code reader (src/live.rs) arbitrary text, bytes with a right checksum and
//! arbitrary SDP: it never panics, a code it reads is written back as a text that reads the
//! same, and a description it keeps encodes to a code that reads back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use muses::live::{self, Expect};

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    match mode % 3 {
        0 => read(&String::from_utf8_lossy(rest)),
        // A good checksum takes the bytes past the envelope into the structure's checks.
        1 => read(&live::seal(rest)),
        _ => describe(&String::from_utf8_lossy(rest), mode & 128 != 0),
    }
});

fn read(text: &str) {
    let Ok(code) = live::decode(text, Expect::Any) else {
        return;
    };
    let again = code.to_text();
    assert_eq!(live::code_of(text).as_deref(), Ok(again.as_str()));
    assert_eq!(live::decode(&again, Expect::Any), Ok(code));
}

fn describe(sdp: &str, answer: bool) {
    let reply = answer.then_some(7);
    if let Ok(text) = live::encode(sdp, reply, "Anna", "") {
        // A description that reaches nothing (0.0.0.0) is written, and refused when read.
        if let Ok(code) = live::decode(&text, Expect::Any) {
            assert_eq!(code.to_text(), text);
            assert_eq!(code.answers(), reply);
        }
    }
}
