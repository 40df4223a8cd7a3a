//! The share link's code (src/code.rs): round trips, bad links of every kind, the length of a
//! 40-turn game, and codes that must keep opening the same games.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use muses::code::{self, CodeError, Computers, Link, Malformed, Player};
use muses::{Colour, Game, Options, OptionsError, Position};
use proptest::prelude::*;

const ORDERS: [[Colour; 3]; 6] = {
    use Colour::*;
    [
        [Purple, Orange, White],
        [Purple, White, Orange],
        [Orange, Purple, White],
        [Orange, White, Purple],
        [White, Purple, Orange],
        [White, Orange, Purple],
    ]
};

/// A random game: random options, then the picks taken modulo the number of legal actions
/// until they run out or the game ends (long lists play whole games, matches included).
fn game_strategy() -> impl Strategy<Value = Game> {
    (
        2u8..=4,
        1u8..=2,
        any::<u64>(),
        0usize..6,
        prop::collection::vec(any::<u32>(), 0..160),
    )
        .prop_map(|(players, rounds, seed, order, picks)| {
            let companies = if players == 3 { 3 } else { 2 };
            let options = Options::new(players)
                .seed(seed)
                .rounds(rounds)
                .colours(ORDERS[order][..companies].to_vec());
            let mut game = Game::new(options).unwrap();
            for p in picks {
                let legal = game.legal_actions();
                if legal.is_empty() {
                    break;
                }
                game.apply(legal[p as usize % legal.len()]).unwrap();
            }
            game
        })
}

/// What every link that opens must satisfy: its game is the replay of its options and actions,
/// a game code is spelled the one way `encode` spells it, and a position link's game opens
/// again from its own link at the same position.
fn check_opened(text: &str, link: &Link) {
    match link {
        Link::Game(game) => {
            let again = Game::replay(game.options().clone(), game.actions()).unwrap();
            assert_eq!(&again, game);
            let text = text.trim();
            let fragment = text.split_once('#').map_or(text, |(_, f)| f);
            let (_, table) = code::read_table(fragment).unwrap();
            assert_eq!(
                code::encode_table(game, &table.names, table.computers.as_ref()),
                fragment
            );
        }
        Link::Position(game) => {
            assert!(game.actions().is_empty());
            let back = code::read(&code::encode(game)).unwrap();
            assert_eq!(
                back.game().position().to_string(),
                game.position().to_string()
            );
        }
    }
}

fn base64_chars() -> Vec<char> {
    ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain(['-', '_'])
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn games_round_trip(game in game_strategy()) {
        let text = code::encode(&game);
        prop_assert!(text.starts_with('g'));
        let back = code::decode(&text).unwrap();
        prop_assert_eq!(back.options(), game.options());
        prop_assert_eq!(back.actions(), game.actions());
        prop_assert_eq!(back.position(), game.position());
        prop_assert_eq!(back.results(), game.results());
        prop_assert_eq!(back.match_score(), game.match_score());
        prop_assert_eq!(&back, &game);
        prop_assert_eq!(code::encode(&back), text.clone());
        let linked = format!("https://example.org/dance/#{text}\n");
        prop_assert_eq!(code::read(&linked), Ok(Link::Game(game)));
    }

    /// A game's identity stays what it was as it goes on, and its link opens the same identity:
    /// the options and seed of a deal, as the page has always keyed its games.
    #[test]
    fn identity_is_the_deal_whatever_the_progress(game in game_strategy()) {
        let o = game.options();
        let colours: String = o.colours.iter().map(|c| c.letter()).collect();
        let expected = format!("{}.{}.{}.{}", o.players, o.rounds, colours, o.seed);
        prop_assert_eq!(code::identity(&game), expected.clone());
        prop_assert_eq!(code::identity(&game.prefix(0)), expected.clone());
        let back = code::decode(&code::encode(&game)).unwrap();
        prop_assert_eq!(code::identity(&back), expected);
    }

    #[test]
    fn names_round_trip(game in game_strategy(), names in prop::collection::vec("\\PC{0,30}|[a\t\n]{0,3}", 4)) {
        let names = &names[..usize::from(game.options().players)];
        let text = code::encode_named(&game, names);
        let (link, back) = code::read_named(&text).unwrap();
        prop_assert_eq!(link, Link::Game(game.clone()));
        // What a code carries: no control character, at most NAME_BYTES bytes, cut at a character.
        let cleaned: Vec<String> = names
            .iter()
            .map(|n| {
                let mut out = String::new();
                for c in n.chars().filter(|c| !c.is_control()) {
                    if out.len() + c.len_utf8() > code::NAME_BYTES {
                        break;
                    }
                    out.push(c);
                }
                out
            })
            .collect();
        if cleaned.iter().all(String::is_empty) {
            prop_assert_eq!(&text, &code::encode(&game));
            prop_assert!(back.is_empty());
        } else {
            prop_assert!(text.len() > code::encode(&game).len());
            prop_assert_eq!(&back, &cleaned);
        }
        prop_assert_eq!(code::encode_named(&game, &back), text);
    }

    #[test]
    fn computers_round_trip(
        game in game_strategy(),
        kinds in prop::collection::vec(0usize..5, 4),
        host in 0u8..4,
        think_ms in 1u32..=code::THINK_MAX,
        named in any::<bool>(),
    ) {
        let players = game.options().players;
        let all = [Player::Human, Player::Easy, Player::Medium, Player::Hard, Player::Master];
        let mut kinds: Vec<Player> = kinds[..usize::from(players)].iter().map(|&k| all[k]).collect();
        let host = host % players;
        kinds[usize::from(host)] = Player::Human;
        let computers = Computers { kinds, host, think_ms };
        let names: Vec<String> = if named { (0..players).map(|s| format!("P{s}")).collect() } else { Vec::new() };
        let text = code::encode_table(&game, &names, Some(&computers));
        let (link, table) = code::read_table(&text).unwrap();
        prop_assert_eq!(link, Link::Game(game.clone()));
        prop_assert_eq!(&table.names, &names);
        if computers.fits(players) {
            prop_assert_eq!(table.computers.as_ref(), Some(&computers));
            // The names stay readable by a page that knows only names.
            prop_assert_eq!(code::read_named(&text).unwrap().1, names.clone());
        } else {
            // People at every seat: no computers to carry, the code of format 1 or 2.
            prop_assert_eq!(table.computers.as_ref(), None);
            prop_assert_eq!(&text, &code::encode_named(&game, &names));
        }
        prop_assert_eq!(code::encode_table(&game, &table.names, table.computers.as_ref()), text);
    }

    #[test]
    fn positions_round_trip(game in game_strategy()) {
        let text = code::encode_position(game.position());
        prop_assert!(text.starts_with('p'));
        prop_assert!(text.chars().all(|c| c.is_ascii_alphanumeric() || "@,=/-_~".contains(c)));
        let Ok(Link::Position(opened)) = code::read(&text) else {
            panic!("{text} does not open a position");
        };
        prop_assert_eq!(opened.position(), game.position());
        // A game begun from a position is shared as a position link.
        prop_assert_eq!(code::encode(&opened), text);
    }

    #[test]
    fn every_single_character_change_is_refused(
        game in game_strategy(),
        at in any::<prop::sample::Index>(),
        with in prop::sample::select(base64_chars()),
    ) {
        let text = code::encode(&game);
        let at = at.index(text.len());
        prop_assume!(!text[at..].starts_with(with));
        let mut changed = text.clone();
        changed.replace_range(at..at + 1, &with.to_string());
        prop_assert!(code::read(&changed).is_err(), "{} opened", changed);
    }

    #[test]
    fn every_flipped_bit_is_refused(game in game_strategy(), bit in any::<prop::sample::Index>()) {
        let text = code::encode(&game);
        let mut bytes = URL_SAFE_NO_PAD.decode(&text[1..]).unwrap();
        let bit = bit.index(bytes.len() * 8);
        bytes[bit / 8] ^= 1 << (bit % 8);
        let changed = format!("g{}", URL_SAFE_NO_PAD.encode(&bytes));
        prop_assert!(code::read(&changed).is_err(), "{} opened", changed);
    }

    #[test]
    fn cut_or_lengthened_codes_are_refused(
        game in game_strategy(),
        keep in any::<prop::sample::Index>(),
        extra in "[A-Za-z0-9_~%#@,=/-]{1,8}",
    ) {
        let text = code::encode(&game);
        let cut = &text[..keep.index(text.len())];
        prop_assert!(code::read(cut).is_err(), "{} opened", cut);
        let longer = format!("{text}{extra}");
        prop_assert!(code::read(&longer).is_err(), "{} opened", longer);
    }

    #[test]
    fn random_text_never_panics(text in "\\PC{0,80}", tail in "[A-Za-z0-9_-]{0,120}") {
        for t in [text.clone(), format!("g{tail}"), format!("p{text}"), format!("#g{text}")] {
            if let Ok(link) = code::read(&t) {
                check_opened(&t, &link);
            }
        }
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..80)) {
        let plain = format!("g{}", URL_SAFE_NO_PAD.encode(&bytes));
        if let Ok(link) = code::read(&plain) {
            check_opened(&plain, &link);
        }
        // Sealed with a good checksum, the bytes reach the game decoder itself.
        for version in [1, 2] {
            let sealed = code::seal(version, &bytes);
            if let Ok(link) = code::read(&sealed) {
                check_opened(&sealed, &link);
            }
        }
    }

    #[test]
    fn mutated_bodies_never_open_an_illegal_game(
        game in game_strategy(),
        named in any::<bool>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4),
    ) {
        let names: Vec<String> = (0..game.options().players).map(|s| format!("Zoë {s}")).collect();
        let text = if named { code::encode_named(&game, &names) } else { code::encode(&game) };
        let bytes = URL_SAFE_NO_PAD.decode(&text[1..]).unwrap();
        let mut body = body_of(&bytes).to_vec();
        for (at, b) in edits {
            let i = at.index(body.len());
            body[i] = b;
        }
        let sealed = code::seal(if named { 2 } else { 1 }, &body);
        if let Ok(link) = code::read(&sealed) {
            check_opened(&sealed, &link);
        }
    }
}

/// The body of a format-1 code's bytes: after the version and the body's length, before the
/// checksum.
fn body_of(bytes: &[u8]) -> &[u8] {
    let mut at = 1;
    while bytes[at] & 0x80 != 0 {
        at += 1;
    }
    &bytes[at + 1..bytes.len() - 4]
}

/// 8 placements and then dance turns that keep the round going: the action that leaves the
/// lowest sum of dice without ending the round (Lower powers make this last).
fn keep_dancing(seed: u64, actions: usize) -> Game {
    let mut game = Game::new(Options::new(2).seed(seed)).unwrap();
    while game.actions().len() < actions && !game.is_over() {
        let best = common::lowest(game.position(), &game.legal_actions());
        game.apply(best.unwrap()).unwrap();
    }
    game
}

/// Any 2-player game of 48 actions fits: an action takes at most 10 bits (9 tiles, each with
/// at most 4 steps, 32 step-then-Power and 32 Power-then-step), so 60 bytes, plus 16 bytes of
/// header and checksum: 102 characters of base64url, 104 with `#g`.
#[test]
fn a_40_turn_two_player_game_fits_in_128_characters() {
    // Without Lower powers 36 raises bring a die to 6, so some deals end sooner whatever
    // the players do; most of these seeds last.
    let mut lasted = 0;
    for seed in 0..6 {
        let game = keep_dancing(seed, 48);
        if game.actions().len() < 48 {
            continue;
        }
        lasted += 1;
        assert!(!game.is_over());
        let fragment = format!("#{}", code::encode(&game));
        assert!(fragment.len() <= 128, "{} characters", fragment.len());
        // Measured when written: 56 to 58 characters with the `#`.
        assert!(fragment.len() <= 64, "{fragment} grew");
        assert_eq!(code::decode(&fragment), Ok(game.clone()));
        // With the players' names, the longest a code carries: still within 128.
        let names = ["Anna".to_string(), "Ben".to_string()];
        let named = format!("#{}", code::encode_named(&game, &names));
        assert!(named.len() <= 72, "{named}: {} characters", named.len());
        let longest = ["ÉÉÉÉÉÉÉÉÉÉÉÉ".to_string(), "x".repeat(30)];
        let named = format!("#{}", code::encode_named(&game, &longest));
        assert!(named.len() <= 128, "{named}: {} characters", named.len());
        let (_, back) = code::read_named(&named).unwrap();
        assert_eq!(back, ["ÉÉÉÉÉÉÉÉÉÉÉÉ", &"x".repeat(24)]);
    }
    assert!(lasted >= 3, "only {lasted} deals lasted 40 turns");
}

#[test]
fn stable_codes_open_the_same_games() {
    let data = include_str!("data/codes.txt");
    let lines: Vec<&str> = data
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert!(lines.len() >= 10 && lines.len() % 2 == 0);
    for entry in lines.chunks(2) {
        let (text, notation) = (entry[0], entry[1]);
        let (link, table) = code::read_table(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(link.game().position().to_string(), notation, "{text}");
        match &link {
            Link::Game(game) => {
                assert!(text.starts_with('g'));
                assert_eq!(
                    code::encode_table(game, &table.names, table.computers.as_ref()),
                    text
                );
            }
            Link::Position(game) => {
                assert!(text.starts_with('p'));
                assert_eq!(*game.position(), notation.parse::<Position>().unwrap());
            }
        }
        check_opened(text, &link);
    }
}

fn some_code() -> String {
    let mut game = Game::new(Options::new(3).seed(42)).unwrap();
    for _ in 0..12 {
        game.apply(game.legal_actions()[1]).unwrap();
    }
    code::encode(&game)
}

fn error(text: &str) -> (CodeError, String) {
    let e = code::read(text).unwrap_err();
    let message = e.to_string();
    (e, message)
}

#[test]
fn an_empty_link_says_so() {
    for text in ["", "#", "  ", "https://example.org/#"] {
        assert_eq!(
            error(text),
            (
                CodeError::Empty,
                "the link holds no game: nothing follows the #".into()
            )
        );
    }
}

#[test]
fn a_foreign_link_is_not_ours() {
    for text in [
        "#section-2",
        "https://example.org/page",
        "Game",
        "#access_token=x",
    ] {
        assert_eq!(
            error(text),
            (
                CodeError::Foreign,
                "this is not a Dance of Muses link".into()
            )
        );
    }
}

#[test]
fn a_garbled_code_names_the_character() {
    assert_eq!(
        error("gAS$MI"),
        (
            CodeError::Garbled {
                position: 4,
                found: '$'
            },
            "the code is garbled: `$` (character 4) cannot be part of it".into()
        )
    );
    let text = some_code();
    let padded = format!("{text}==");
    assert!(matches!(
        code::read(&padded),
        Err(CodeError::Garbled { found: '=', .. })
    ));
    assert_eq!(
        code::read("p%zz").unwrap_err(),
        CodeError::Garbled {
            position: 2,
            found: '%'
        }
    );
}

#[test]
fn a_code_cut_short_is_truncated() {
    let text = some_code();
    for keep in 1..text.len() {
        assert_eq!(
            code::read(&text[..keep]),
            Err(CodeError::Truncated),
            "{keep}"
        );
    }
    assert_eq!(
        CodeError::Truncated.to_string(),
        "the code is cut short: the end of the link is missing"
    );
}

#[test]
fn a_code_with_more_after_it_has_trailing_data() {
    let text = some_code();
    for extra in ["A", "AA", "xyz", "Q-_Q"] {
        assert_eq!(
            error(&format!("{text}{extra}")),
            (
                CodeError::TrailingData,
                "the code has extra characters at its end".into()
            )
        );
    }
}

#[test]
fn an_edited_code_fails_its_checksum() {
    let text = some_code();
    let mut edited = text.clone();
    let middle = text.len() / 2;
    let c = if &text[middle..=middle] == "A" {
        "B"
    } else {
        "A"
    };
    edited.replace_range(middle..=middle, c);
    assert_eq!(
        error(&edited),
        (
            CodeError::Checksum,
            "the code was changed or damaged: its checksum does not match".into()
        )
    );
}

#[test]
fn a_code_from_a_newer_version_says_so() {
    assert_eq!(
        error(&code::seal(4, b"whatever comes next")),
        (
            CodeError::FutureVersion { version: 4 },
            "the code was made by a newer version of this site (format 4; this one reads formats 1 to 3)"
                .into()
        )
    );
    assert_eq!(code::read(&code::seal(0, b"")), Err(CodeError::Foreign));
}

#[test]
fn unreadable_names_are_refused() {
    // 2 players pw, seed 0, then the names, then no action.
    let named = |names: &[&[u8]]| {
        let mut b = vec![1 << 3];
        b.extend_from_slice(&[0; 8]);
        for n in names {
            b.push(n.len() as u8);
            b.extend_from_slice(n);
        }
        b.push(0);
        code::seal(2, &b)
    };
    let (link, names) = code::read_named(&named(&[b"Ann", b""])).unwrap();
    assert_eq!(link.game().actions(), &[]);
    assert_eq!(names, ["Ann", ""]);
    let unreadable = CodeError::Malformed {
        part: Malformed::Name,
    };
    for bad in [
        named(&[b"Ann", &[0xff, 0xfe]]),
        named(&[b"Ann", b"tab\there"]),
        named(&[b"Ann", &[b'x'; 25]]),
    ] {
        assert_eq!(code::read(&bad), Err(unreadable.clone()), "{bad}");
    }
    // One name short: the action count is read as a name, then nothing is left.
    assert!(code::read(&named(&[b"Ann"])).is_err());
    assert_eq!(
        error(&named(&[b"", b""])),
        (
            CodeError::Malformed {
                part: Malformed::NoName
            },
            "the code is malformed: the code names no player".into()
        )
    );
}

#[test]
fn a_game_against_the_computer_carries_its_computers() {
    let mut game = Game::new(Options::new(2).seed(5)).unwrap();
    for _ in 0..6 {
        game.apply(game.legal_actions()[0]).unwrap();
    }
    let computers = Computers {
        kinds: vec![Player::Human, Player::Hard],
        host: 0,
        think_ms: 2000,
    };
    let text = code::encode_table(&game, &[], Some(&computers));
    let (link, table) = code::read_table(&text).unwrap();
    assert_eq!(link.game(), &game);
    assert_eq!(table.names, Vec::<String>::new());
    assert_eq!(table.computers, Some(computers.clone()));
    // Two empty names, two kinds, the host and two bytes of thinking time: ten characters.
    assert!(text.len() <= code::encode(&game).len() + 10, "{text}");
    // The host must be a person; some seat a computer; a time from 1 ms to a minute.
    for bad in [
        Computers {
            host: 1,
            ..computers.clone()
        },
        Computers {
            kinds: vec![Player::Human; 2],
            ..computers.clone()
        },
        Computers {
            think_ms: 0,
            ..computers.clone()
        },
        Computers {
            think_ms: code::THINK_MAX + 1,
            ..computers.clone()
        },
        Computers {
            kinds: vec![Player::Human, Player::Easy, Player::Easy],
            ..computers.clone()
        },
    ] {
        assert_eq!(
            code::encode_table(&game, &[], Some(&bad)),
            code::encode(&game),
            "{bad:?}"
        );
    }
}

#[test]
fn unreadable_computers_are_refused() {
    // 2 players pw, seed 0, two empty names, then who plays each seat, then no action.
    let seats = |rest: &[u8]| {
        let mut b = vec![1 << 3];
        b.extend_from_slice(&[0; 8]);
        b.extend_from_slice(&[0, 0]);
        b.extend_from_slice(rest);
        b.push(0);
        code::seal(3, &b)
    };
    let (_, table) = code::read_table(&seats(&[0, 2, 0, 0xe8, 0x07])).unwrap();
    assert_eq!(
        table.computers,
        Some(Computers {
            kinds: vec![Player::Human, Player::Medium],
            host: 0,
            think_ms: 1000
        })
    );
    // Master is kind 4.
    let (_, table) = code::read_table(&seats(&[4, 0, 1, 0xb8, 0x17])).unwrap();
    assert_eq!(
        table.computers.map(|c| (c.kinds, c.think_ms)),
        Some((vec![Player::Master, Player::Human], 3000))
    );
    let unreadable = Err(CodeError::Malformed {
        part: Malformed::Players,
    });
    for bad in [
        seats(&[0, 5, 0, 1]),                // no such kind
        seats(&[0, 0, 0, 1]),                // nobody is a computer
        seats(&[0, 2, 1, 1]),                // the host is a computer
        seats(&[0, 2, 2, 1]),                // no such seat
        seats(&[0, 2, 0, 0]),                // no time to think
        seats(&[0, 2, 0, 0xe1, 0xd4, 0x03]), // 60,001 ms
    ] {
        assert_eq!(code::read(&bad), unreadable, "{bad}");
    }
}

/// A format-1 body: options byte, seed 0, then the rest.
fn body(options: u8, rest: &[u8]) -> String {
    let mut b = vec![options];
    b.extend_from_slice(&[0; 8]);
    b.extend_from_slice(rest);
    code::seal(1, &b)
}

#[test]
fn impossible_options_are_refused() {
    assert_eq!(
        error(&body(3, &[0])),
        (
            CodeError::BadOptions {
                reason: OptionsError::Players { players: 5 }
            },
            "the code's game options are impossible: a game has 2, 3 or 4 players, not 5".into()
        )
    );
    assert_eq!(
        error(&body(6 << 3, &[0])),
        (
            CodeError::ColourOrder,
            "the code's game options are impossible: the colours are not one of the six orders"
                .into()
        )
    );
    assert_eq!(
        error(&body(1 << 6, &[0])),
        (
            CodeError::UnknownOptions,
            "the code's game options are impossible: unknown options are set".into()
        )
    );
}

#[test]
fn malformed_bodies_are_refused() {
    let cases = [
        (
            code::seal(1, &[1, 2, 3]),
            Malformed::OptionsOrSeed,
            "the options or the seed are missing",
        ),
        (
            body(1, &[]),
            Malformed::ActionCount,
            "the number of actions is unreadable",
        ),
        (
            body(1, &[0x80, 0x00]),
            Malformed::ActionCount,
            "the number of actions is unreadable",
        ),
        (
            body(1, &[2, 0]),
            Malformed::ActionsRunPast,
            "the actions run past the end of the code",
        ),
        (
            body(1, &[0, 0]),
            Malformed::AfterLastAction,
            "something follows the last action",
        ),
        (
            body(1, &[1, 0b1000]),
            Malformed::AfterLastAction,
            "something follows the last action",
        ),
    ];
    for (text, part, what) in cases {
        assert_eq!(
            error(&text),
            (
                CodeError::Malformed { part },
                format!("the code is malformed: {what}")
            )
        );
    }
}

#[test]
fn an_impossible_choice_is_an_illegal_action() {
    // 3 players: the first Muse goes on 0,0, one of 3 Muses face up or down: 6 choices in 3
    // bits, so 7 names none.
    assert_eq!(
        error(&body(1, &[1, 7])),
        (
            CodeError::IllegalAction {
                index: 0,
                choice: 7,
                choices: 6
            },
            "action 1 of the code is impossible: it picks choice 8 of only 6".into()
        )
    );
}

#[test]
fn actions_after_the_end_are_refused() {
    let mut game = Game::new(Options::new(2).seed(9)).unwrap();
    while let Some(&a) = game.legal_actions().first() {
        game.apply(a).unwrap();
    }
    let bytes = URL_SAFE_NO_PAD.decode(&code::encode(&game)[1..]).unwrap();
    let mut body = body_of(&bytes).to_vec();
    let n = game.actions().len();
    assert!(n < 127);
    body[9] += 1;
    body.push(0);
    assert_eq!(
        error(&code::seal(1, &body)),
        (
            CodeError::AfterEnd { index: n },
            format!(
                "the code goes on after the end of the game (action {})",
                n + 1
            )
        )
    );
}

#[test]
fn a_bad_position_link_says_what_is_wrong() {
    assert_eq!(
        error("pClio@0,0=7p_pw_1").1,
        "the position in the link is not valid: the die on Clio shows 7: a die shows 1 to 6"
    );
    assert!(matches!(
        code::read("pClio@0,0=1p"),
        Err(CodeError::Position { .. })
    ));
}

#[test]
fn position_links_accept_percent_escapes() {
    let escaped = "pClio@0,0=2p/Thalia@1,1=1w%20pw%201";
    let plain = "pClio@0,0=2p/Thalia@1,1=1w_pw_1";
    assert_eq!(code::read(escaped), code::read(plain));
    assert!(code::read(plain).is_ok());
}

/// A game begun from a position is known by that position's link (where the page reopens it
/// from), whatever was played since, and so is any game its link or a prefix opens.
#[test]
fn identity_of_a_position_game_is_its_start_link() {
    let text = "Polyhymnia@1,-1=1p/Calliope@0,0=1w/Euterpe@1,1=1p/Clio@-1,0=1w/Thalia@-1,1=1p/Urania@-1,-1=1w pw 1";
    let mut game = Game::from_position(Position::from_setup(&text.parse().unwrap()).unwrap());
    let start = code::encode(&game);
    assert!(start.starts_with('p'));
    assert_eq!(code::identity(&game), start);
    let first = game.legal_actions()[0];
    game.apply(first).unwrap();
    assert_ne!(code::encode(&game), start, "its link moves on");
    assert_eq!(code::identity(&game), start);
    assert_eq!(code::identity(&game.prefix(0)), start);
}

/// A game code decoded is the game; a link cut short is refused in words; a position link.
#[test]
fn a_game_code_and_a_position_link_round_trip() {
    use muses::code::{self, CodeError, Link};
    use muses::{Game, Options, Position};

    let mut game = Game::new(Options::new(2).seed(7)).unwrap();
    for _ in 0..12 {
        game.apply(game.legal_actions()[0]).unwrap();
    }
    let text = code::encode(&game);
    assert!(text.starts_with('g'));
    assert_eq!(code::decode(&text), Ok(game));
    // A link cut short is refused, in plain words.
    let cut = &text[..text.len() - 2];
    assert_eq!(code::decode(cut), Err(CodeError::Truncated));
    assert_eq!(
        CodeError::Truncated.to_string(),
        "the code is cut short: the end of the link is missing"
    );

    let puzzle: Position = "Clio@0,0=2p/thalia@1,1=1w pw 1".parse().unwrap();
    let link = code::encode_position(&puzzle);
    assert_eq!(link, "pClio@0,0=2p/thalia@1,1=1w_pw_1");
    match code::read(&format!("https://example.org/#{link}")) {
        Ok(Link::Position(game)) => assert_eq!(*game.position(), puzzle),
        other => panic!("{other:?}"),
    }
}
