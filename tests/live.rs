//! Live play's codes (src/live.rs) against tests/data/live-codes.json, written by the page's
//! first codec in JavaScript: every description encodes to the same text (or is refused for
//! the same reason), every text decodes to the same values (or is refused the same way), every
//! name is cleaned alike. Links already sent keep opening. Then the codec's own properties.

use muses::live::{self, clean_name, Expect, LiveError};
use proptest::prelude::*;
use serde_json::Value;
use sha2::{Digest, Sha256};

fn fixtures() -> Value {
    let text = std::fs::read_to_string("tests/data/live-codes.json").unwrap();
    serde_json::from_str(&without_lone_surrogates(&text)).unwrap()
}

/// A lone surrogate (a JavaScript string may hold one) as U+FFFD, as the page's text reaches
/// the wasm (TextEncoder).
fn without_lone_surrogates(json: &str) -> String {
    let unit = |s: &str| {
        let hex = s.strip_prefix("\\u")?.get(..4)?;
        u16::from_str_radix(hex, 16).ok()
    };
    let mut out = String::with_capacity(json.len());
    let mut rest = json;
    while let Some(at) = rest.find("\\u") {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(u) = unit(rest) else {
            out.push_str("\\u");
            rest = &rest[2..];
            continue;
        };
        let high = (0xd800..0xdc00).contains(&u);
        let paired = high && unit(&rest[6..]).is_some_and(|v| (0xdc00..0xe000).contains(&v));
        if paired {
            out.push_str(&rest[..12]);
            rest = &rest[12..];
        } else if (0xd800..0xe000).contains(&u) {
            out.push_str("\\ufffd");
            rest = &rest[6..];
        } else {
            out.push_str(&rest[..6]);
            rest = &rest[6..];
        }
    }
    out.push_str(rest);
    out
}

fn kind(e: &LiveError) -> String {
    serde_json::to_value(e).unwrap()["kind"]
        .as_str()
        .unwrap()
        .to_string()
}

fn str_of<'a>(case: &'a Value, key: &str) -> &'a str {
    case.get(key).and_then(Value::as_str).unwrap_or("")
}

#[test]
fn descriptions_encode_as_the_page_wrote_them() {
    let all = fixtures();
    let cases = all["encodes"].as_array().unwrap();
    assert!(cases.len() >= 100);
    for case in cases {
        let reply = case.get("reply").and_then(Value::as_u64).map(|r| r as u16);
        let got = live::encode(
            str_of(case, "sdp"),
            reply,
            str_of(case, "from"),
            str_of(case, "to"),
        );
        match (case.get("code"), got) {
            (Some(code), Ok(text)) => assert_eq!(text, code.as_str().unwrap(), "{case}"),
            (None, Err(e)) => assert_eq!(kind(&e), str_of(case, "error"), "{case}"),
            (_, got) => panic!("{case}: {got:?}"),
        }
    }
}

fn expect(case: &Value) -> Expect {
    match case.get("expect").and_then(Value::as_str) {
        Some("offer") => Expect::Offer,
        Some("answer") => Expect::Answer,
        _ => Expect::Any,
    }
}

#[test]
fn texts_decode_as_the_page_read_them() {
    let all = fixtures();
    let cases = all["decodes"].as_array().unwrap();
    assert!(cases.len() >= 900);
    for case in cases {
        let text = str_of(case, "text");
        let got = live::decode(text, expect(case));
        match (case.get("ok"), got) {
            (Some(ok), Ok(code)) => {
                let d = code.description();
                let hex: String = d.fingerprint().iter().map(|b| format!("{b:02x}")).collect();
                let candidates: Vec<String> = d
                    .candidates()
                    .iter()
                    .map(|c| format!("{} {} {}", c.kind.name(), c.address, c.port))
                    .collect();
                let sdp = Sha256::digest(d.to_sdp().as_bytes());
                let sdp: String = sdp[..16].iter().map(|b| format!("{b:02x}")).collect();
                assert_eq!(ok["reply"], code.is_reply(), "{case}");
                assert_eq!(
                    ok["answers"].as_u64(),
                    code.answers().map(u64::from),
                    "{case}"
                );
                assert_eq!(ok["ufrag"], d.ufrag(), "{case}");
                assert_eq!(ok["pwd"], d.pwd(), "{case}");
                assert_eq!(ok["hash"], d.hash().name(), "{case}");
                assert_eq!(ok["fingerprint"], hex, "{case}");
                assert_eq!(ok["setup"], d.setup().name(), "{case}");
                assert_eq!(ok["mid"], d.mid(), "{case}");
                assert_eq!(ok["candidates"], serde_json::json!(candidates), "{case}");
                assert_eq!(ok["from"], code.from(), "{case}");
                assert_eq!(ok["to"], code.to(), "{case}");
                assert_eq!(ok["id"], d.id(), "{case}");
                assert_eq!(ok["sdp"], sdp, "{case}");
                // What is read is written back the same way.
                assert_eq!(live::code_of(text), Ok(code.to_text()), "{case}");
            }
            (None, Err(e)) => {
                let json = serde_json::to_value(&e).unwrap();
                assert_eq!(json["kind"], str_of(case, "error"), "{case}");
                // A malformed code's detail is the codec's own.
                if let Some(params) = case.get("params").filter(|_| json["kind"] != "Malformed") {
                    assert_eq!(&json["params"], params, "{case}");
                }
            }
            (_, got) => panic!("{case}: {got:?}"),
        }
    }
}

#[test]
fn names_are_cleaned_as_the_page_cleaned_them() {
    let all = fixtures();
    for pair in all["names"].as_array().unwrap() {
        let (name, clean) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
        assert_eq!(clean_name(name), clean, "{pair}");
    }
}

#[test]
fn every_kind_is_listed_for_the_page() {
    let kinds = std::fs::read_to_string("tests/data/reason-kinds.txt").unwrap();
    for kind in LiveError::KINDS {
        assert!(kinds.lines().any(|l| l.trim() == *kind), "{kind}");
    }
}

/// The codes of the fixtures, to be changed at random.
fn codes() -> Vec<String> {
    fixtures()["encodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c.get("code")?.as_str().map(String::from))
        .collect()
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_and_what_is_read_reads_back(text in ".{0,300}") {
        if let Ok(code) = live::decode(&text, Expect::Any) {
            prop_assert_eq!(live::decode(&code.to_text(), Expect::Any), Ok(code));
        }
    }

    #[test]
    fn any_sealed_body_is_read_or_refused_and_reads_back(body in prop::collection::vec(any::<u8>(), 0..160)) {
        if let Ok(code) = live::decode(&live::seal(&body), Expect::Any) {
            prop_assert_eq!(live::decode(&code.to_text(), Expect::Any), Ok(code));
        }
    }

    #[test]
    fn a_changed_code_is_read_or_refused(i in any::<prop::sample::Index>(), at in any::<prop::sample::Index>(), c in any::<char>()) {
        let all = codes();
        let code = &all[i.index(all.len())];
        let at = 1 + at.index(code.len() - 1);
        let text = format!("{}{c}{}", &code[..at], &code[at + 1..]);
        if let Ok(read) = live::decode(&text, Expect::Any) {
            prop_assert_eq!(live::decode(&read.to_text(), Expect::Any), Ok(read));
        }
    }
}
