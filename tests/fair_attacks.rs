//! Fair mode against an active cheater (issue 19, docs/fair-play.md's threat model): one test
//! per attack, each written as the attacker would, with the public API only: another seat
//! that forks the game, a carrier of the link, a relay that forges a message, a replayed game,
//! a dealer that copies a card, a giant link, a dance that never ends. Each shows what the
//! attacker gets (nothing related to the victim's secrets) and whom the victim's device names
//! (the guilty seat, or "a link changed on its way").

mod common;

use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use muses::fair::group::{fold, muse_point, Dleq, Key, Point};
use muses::fair::table::deal_statement;
use muses::fair::{
    Device, DeviceError, FaultKind, LinkError, Message, Seat, Step, Table, Verdict,
    MAX_DANCE_TURNS, MAX_LINK_CHARS,
};
use muses::rng::Stream;
use muses::{Action, Muse, Options};
use proptest::prelude::*;

/// Devices of 2, 3 or 4 players, each playing its own seat.
struct Players {
    devices: Vec<Device>,
    stream: Stream,
    /// Dance turns that keep the round going (the lowest dice), else random ones.
    long: bool,
}

impl Players {
    /// A game created on device 0; the others take their seats from its link.
    fn new(options: Options, seed: u64) -> Players {
        let players = options.players;
        let creator = Device::create(options, Vec::new()).unwrap();
        let link = creator.link();
        let mut devices = vec![creator];
        for s in 1..players {
            let mut d = Device::open(&link).unwrap();
            d.take_seat(s).unwrap();
            devices.push(d);
        }
        Players {
            devices,
            stream: Stream::new(seed),
            long: false,
        }
    }

    /// The seat to send next writes its message(s) on its device, and every device takes
    /// the link in; false once the game is over.
    fn step(&mut self) -> bool {
        let latest = self.latest();
        let Some((seat, step)) = latest.next() else {
            return false;
        };
        let link = latest.link();
        let d = &mut self.devices[usize::from(seat)];
        if d.link() != link {
            d.update(&link).unwrap();
        }
        if step == Step::Play {
            let game = d.game(Some(seat)).unwrap();
            let legal = game.legal_actions();
            let a = if self.long {
                common::lowest(game.position(), &legal).unwrap()
            } else {
                legal[self.stream.pick(&legal).unwrap()]
            };
            d.play(a).unwrap();
        }
        d.advance();
        true
    }

    /// The device holding the most messages.
    fn latest(&self) -> &Device {
        self.devices
            .iter()
            .max_by_key(|d| d.table().messages().len())
            .unwrap()
    }

    fn until(&mut self, stop: impl Fn(&Table) -> bool) -> &mut Players {
        while !stop(self.latest().table()) && self.step() {}
        self
    }

    /// Every device takes in the latest link.
    fn sync(&mut self) {
        let link = self.latest().link();
        for d in &mut self.devices {
            if d.link() != link {
                d.update(&link).unwrap();
            }
        }
    }
}

/// A table with the messages of `table` up to `upto` (not included), unsigned.
fn prefix(table: &Table, upto: usize) -> Table {
    let mut t = Table::new(
        table.options().clone(),
        table.public_key(0).unwrap(),
        table.names().to_vec(),
    )
    .unwrap();
    for m in &table.messages()[..upto] {
        t.apply(m.message.clone()).unwrap();
    }
    t
}

/// A link whose every message is as before but which a device refuses.
fn refused_with(device: &Device, link: &str) -> DeviceError {
    let before = (device.link(), device.record());
    let mut d = device.clone();
    let err = d.update(link).unwrap_err();
    assert_eq!(d.advance(), 0, "nothing is sent for a refused link");
    assert_eq!((d.link(), d.record()), before, "the game held is untouched");
    err
}

/// Nine points the attacker knows the meaning of: each Muse masked by a key it chose.
fn codebook(table: &Table) -> (Key, Vec<Point>) {
    let key = Key::derive(&[7; 16], 1, 1, [42; 16]);
    let points = Muse::ALL
        .iter()
        .map(|&m| key.mask(&muse_point(table.id(), m)).unwrap())
        .collect();
    (key, points)
}

// ---- A seat forks the game ------------------------------------------------------------

#[test]
fn a_forked_first_shuffle_gets_no_answer_from_the_victims_device_nor_from_a_fresh_tab() {
    for players in [2, 3] {
        let mut game = Players::new(Options::new(players), 1);
        // The honest game goes on up to the strips: every seat has answered it.
        game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Strip));
        game.sync();
        let real = game.latest().table().clone();
        // Seat 2 (0-based 1), the first to shuffle, sends a second link: the same game, a
        // shuffle of points it knows, signed with its own key.
        let attacker = real.messages()[0].seat;
        assert_eq!(attacker, 1);
        let mut fork = prefix(&real, 0);
        let (_, known) = codebook(&real);
        let Message::Shuffle { key, commit, .. } = real.messages()[0].message.clone() else {
            panic!()
        };
        fork.apply(Message::Shuffle {
            key,
            commit,
            deck: known,
        })
        .unwrap();
        // It signs with its real secret (it is its own seat's device).
        let forked = signed_by(&mut fork, &game.devices[1], 1);
        for victim in 0..usize::from(players) {
            if victim == 1 {
                continue;
            }
            let device = &game.devices[victim];
            let err = refused_with(device, &forked);
            assert_eq!(
                err,
                DeviceError::Equivocated {
                    index: 0,
                    seat: attacker
                },
                "{players} players, victim seat {}",
                victim + 1
            );
            // A fresh tab, from what the page keeps: the same refusal.
            let tab = Device::restore(&device.record()).unwrap();
            assert_eq!(refused_with(&tab, &forked), err);
        }
    }
}

/// `table` with `seat`'s signature made by `device` (which holds that seat's secret): the
/// device's own seat signs what the attacker wrote.
fn signed_by(table: &mut Table, device: &Device, seat: u8) -> String {
    let text = device.export_key(seat).unwrap();
    let secret = secret_of(&text);
    Seat::new(seat, secret).sign(table);
    table.link()
}

/// The 16-byte secret at the end of a key text (48 characters).
fn secret_of(text: &str) -> [u8; 16] {
    use base64::Engine;
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(&text[1..])
        .unwrap();
    let mut out = [0; 16];
    out.copy_from_slice(&bytes[19..]);
    out
}

#[test]
fn a_fork_answered_with_a_key_moved_early_gives_keys_unrelated_to_the_true_ones() {
    // The victim, the creator, moved its key to another device right away (the key text
    // binds the game as it stood: the header only). The attacker, seat 2, shows that device
    // a shuffle of points it knows, and the device deals on it: all the attacker sees is the
    // victim's key for that history, which opens nothing of the true game.
    let mut game = Players::new(Options::new(2), 2);
    let early = game.devices[0].export_key(0).unwrap();
    game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Play));
    game.sync();
    let real = game.latest().table().clone();
    let mut fork = prefix(&real, 0);
    let (book_key, known) = codebook(&real);
    let Message::Shuffle { key, commit, .. } = real.messages()[0].message.clone() else {
        panic!()
    };
    fork.apply(Message::Shuffle {
        key,
        commit,
        deck: known,
    })
    .unwrap();
    let forked = signed_by(&mut fork, &game.devices[1], 1);
    let mut phone = Device::open(&forked).unwrap();
    assert_eq!(phone.import_key(&early), Ok(0));
    phone.advance();
    let Message::Deal { masked, .. } = &phone.table().messages()[1].message else {
        panic!()
    };
    // The attacker's codebook of the victim's key in the fork: k'·M for every Muse.
    let fork_cards: Vec<Point> = masked.clone();
    let victim = Seat::new(0, secret_of(&early));
    let fork_key = victim.key(phone.table(), 1);
    let real_key = victim.key(&real, 1);
    assert_ne!(fork_key, real_key, "another history, another key");
    // What the attacker can compute: its known points, taken off its own layer, under the
    // fork's key; none is any card of the victim's in the true game.
    let opened: Vec<Point> = fork_cards
        .iter()
        .map(|c| book_key.unmask(c).unwrap())
        .collect();
    for slot in 0..4 {
        let card = real.card(slot).unwrap();
        assert!(!opened.contains(&card), "slot {slot} of the true game");
        assert!(!fork_cards.contains(&card));
    }
    // And the victim's first device refuses the fork outright.
    assert!(matches!(
        refused_with(&game.devices[0], &forked),
        DeviceError::Equivocated { index: 0, seat: 1 }
    ));
}

// ---- A carrier of the link ---------------------------------------------------------------

#[test]
fn a_carriers_fork_aimed_at_one_seat_is_refused_as_changed_and_no_key_is_sent() {
    // The carrier breaks only the victim's cards in the deal, so that its device would stop
    // the round and show its key: the dealer's signature no longer holds.
    for players in [2, 3, 4] {
        let mut game = Players::new(Options::new(players), 3);
        game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Strip));
        let real = game.latest().table().clone();
        let deal = real
            .messages()
            .iter()
            .position(|m| matches!(m.message, Message::Deal { .. }))
            .unwrap();
        let victim = real.next().unwrap().0;
        let Message::Deal {
            reveal,
            mut given,
            masked,
            proof,
        } = real.messages()[deal].message.clone()
        else {
            panic!()
        };
        // Two of the victim's cards swapped with the dealer's: the victim's would open to
        // nothing.
        given.swap(0, 1);
        let mut forged = prefix(&real, deal);
        let _ = forged.apply(Message::Deal {
            reveal,
            given,
            masked,
            proof,
        });
        for seat in 0..players {
            if let Some((c, s)) = real.signature(seat) {
                forged.set_signature(seat, c, s);
            }
        }
        let device = &game.devices[usize::from(victim)];
        assert_eq!(
            refused_with(device, &forged.link()),
            DeviceError::Link(LinkError::Forged),
            "{players} players"
        );
        assert_eq!(
            Table::open(&forged.link()).unwrap_err(),
            LinkError::Forged,
            "a device new to the game refuses it too"
        );
    }
}

#[test]
fn a_carrier_posing_as_a_seat_before_the_victim_commits_gets_keys_of_another_history() {
    // Nobody can tell a seat from someone posing as it before its first message. A carrier
    // takes seat 2's place in what it shows the creator: the creator's device deals for that
    // history with keys that open nothing of the true one, and then refuses the true link.
    let mut game = Players::new(Options::new(2), 4);
    let created = game.devices[0].link();
    game.step();
    let true_shuffle = game.devices[1].link();
    let mut carrier = Device::open(&created).unwrap();
    carrier.take_seat(1).unwrap();
    carrier.advance();
    let mut victim = game.devices[0].clone();
    victim.update(&carrier.link()).unwrap();
    victim.advance();
    let mut honest = game.devices[0].clone();
    honest.update(&true_shuffle).unwrap();
    honest.advance();
    let key = |d: &Device| {
        let Message::Deal { masked, .. } = &d.table().messages()[1].message else {
            panic!()
        };
        masked.clone()
    };
    let (posed, truth) = (key(&victim), key(&honest));
    assert!(posed.iter().all(|p| !truth.contains(p)));
    assert_eq!(
        refused_with(&victim, &true_shuffle),
        DeviceError::Rewritten { index: 0 }
    );
}

// ---- A replayed game ---------------------------------------------------------------------

#[test]
fn an_old_game_replayed_finds_no_secret_to_answer_with() {
    let mut game = Players::new(Options::new(2), 5);
    let early_key = game.devices[1].export_key(1);
    assert!(early_key.is_some());
    game.until(|t| t.messages().len() >= 5);
    let mid = game.latest().link();
    game.until(|t| t.next().is_none());
    game.sync();
    let finished = game.latest().table().clone();
    assert_eq!(finished.verdicts(), vec![Verdict::Valid]);
    for d in &game.devices {
        // A finished game keeps no secret: nothing to export, nothing in the record.
        assert!(d.secrets().is_empty());
        assert_eq!(d.export_key(d.seats()[0]), None);
        let restored = Device::restore(&d.record()).unwrap();
        assert!(restored.secrets().is_empty());
    }
    // Someone replays the game's header as a "new" game, takes seat 2 and shuffles: the same
    // id, another history. The devices that played it refuse it.
    let mut replay = Device::open(&prefix(&finished, 0).link()).unwrap();
    replay.take_seat(1).unwrap();
    replay.advance();
    assert_eq!(replay.game_id(), game.devices[0].game_id());
    let err = refused_with(&game.devices[0], &replay.link());
    assert_eq!(err, DeviceError::Rewritten { index: 0 });
    // The old game's link itself is older than, or the same as, what they hold.
    let mut d = game.devices[0].clone();
    assert_eq!(d.update(&finished.link()), Ok(()));
    assert!(matches!(d.update(&mid), Err(DeviceError::Older { .. })));
    // A key text of the old game opens no seat in the replay.
    let mut other = Device::open(&replay.link()).unwrap();
    assert_eq!(
        other.import_key(&early_key.unwrap()),
        Err(DeviceError::BadKey)
    );
    // And a new game is never an old one: its creator's signing key is fresh.
    let a = Device::create(Options::new(2), Vec::new()).unwrap();
    let b = Device::create(Options::new(2), Vec::new()).unwrap();
    assert_ne!(a.game_id(), b.game_id());
}

// ---- The dealer copies a card --------------------------------------------------------------

#[test]
fn the_dealers_copy_of_another_seats_card_is_a_duplicate_refused_at_once() {
    // The dealer masks all nine cards: a copy of another seat's card in its own slot is the
    // same point twice, whether or not it would have revealed its key later.
    for players in [2, 3, 4] {
        let mut game = Players::new(Options::new(players), 6);
        game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Deal));
        let table = game.latest().table().clone();
        let dealer = table.next().unwrap().0;
        let secret = secret_of(
            &game.devices[usize::from(dealer)]
                .export_key(dealer)
                .unwrap(),
        );
        let seat = Seat::new(dealer, secret);
        let Some(Message::Deal {
            reveal,
            given,
            mut masked,
            proof,
        }) = seat.auto(&table)
        else {
            panic!()
        };
        // The first card handed to another seat, copied into one of the dealer's own slots.
        let theirs = (0..9)
            .find(|&j| table.owner_of(j).is_some_and(|s| s != dealer))
            .unwrap();
        let own = (0..9).find(|&j| table.owner_of(j) == Some(dealer)).unwrap();
        masked[own] = masked[theirs];
        let mut t = table.clone();
        let fault = t
            .apply(Message::Deal {
                reveal,
                given,
                masked,
                proof,
            })
            .unwrap_err();
        assert_eq!(
            (fault.seat, fault.kind),
            (dealer, FaultKind::DuplicateCard),
            "{players} players"
        );
    }
}

#[test]
fn the_dealers_re_masked_copy_is_caught_at_the_reveal_and_a_withheld_key_never_counts() {
    // What the one set of layers cannot stop at once (docs/fair-play.md): the dealer masks
    // another seat's card twice and makes the sum right with a card of nonsense in the
    // 2-player leftover. Its deal holds; it is caught when the keys come (its cards are not
    // its key on the deck), and if it never shows its key the round is never valid, names it
    // as the seat whose key is missing, and no round follows.
    let mut game = Players::new(Options::new(2).rounds(2), 7);
    game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Deal));
    let table = game.latest().table().clone();
    let dealer = table.next().unwrap().0;
    let secret = secret_of(
        &game.devices[usize::from(dealer)]
            .export_key(dealer)
            .unwrap(),
    );
    let seat = Seat::new(dealer, secret);
    let key = seat.key(&table, 1);
    let Some(Message::Deal {
        reveal,
        given,
        mut masked,
        ..
    }) = seat.auto(&table)
    else {
        panic!()
    };
    let theirs = (0..9)
        .find(|&j| table.owner_of(j).is_some_and(|s| s != dealer))
        .unwrap();
    let own = (0..9).find(|&j| table.owner_of(j) == Some(dealer)).unwrap();
    let copy = key.mask(&masked[theirs]).unwrap();
    let leftover = 8;
    masked[leftover] = add(&add(&masked[own], &masked[leftover]), &neg(&copy));
    masked[own] = copy;
    let m = honest_proof(&table, &seat, reveal, given, masked);
    let mut t = table.clone();
    seat.send(&mut t, m).unwrap();
    let victim = Seat::new(1 - dealer, {
        let d = &game.devices[usize::from(1 - dealer)];
        secret_of(&d.export_key(1 - dealer).unwrap())
    });
    // The victim takes its layer off the dealer's cards, seeing nothing wrong: its own cards
    // are right. The dealer reads the copy (this is what is not stopped at once).
    let strip = victim.auto(&t).unwrap();
    assert!(
        matches!(strip, Message::Strip { .. }),
        "no alarm: {strip:?}"
    );
    victim.send(&mut t, strip).unwrap();
    let read = key
        .unmask(&key.unmask(&t.card(own).unwrap()).unwrap())
        .unwrap();
    assert_eq!(
        Some(read),
        muse_point_of(&t, victim.read(&t, theirs).unwrap())
    );
    // The game goes on to the end of round 1, the dealer placing its copy face down.
    let mut stream = Stream::new(9);
    while let Some((s, step)) = t.next() {
        if step == Step::Reveal {
            break;
        }
        let m = if s == dealer {
            cheater_play(&t, &seat, own, &mut stream)
        } else {
            match victim.auto(&t) {
                Some(m) => m,
                None => {
                    let legal = victim.game(&t).unwrap().legal_actions();
                    victim
                        .play(&t, legal[stream.pick(&legal).unwrap()])
                        .unwrap()
                }
            }
        };
        let who = if s == dealer { &seat } else { &victim };
        who.send(&mut t, m).unwrap();
    }
    let withheld = t.clone();
    while t.next().is_some() {
        let who = if t.next().unwrap().0 == dealer {
            &seat
        } else {
            &victim
        };
        let m = who.auto(&t).unwrap();
        who.send(&mut t, m).unwrap();
    }
    let fault = match &t.verdicts()[0] {
        Verdict::Invalid(f) => f.clone(),
        other => panic!("{other:?}"),
    };
    assert_eq!((fault.seat, fault.kind), (dealer, FaultKind::FalseDeal));
    assert_eq!(t.next(), None, "the game stops");
    assert_eq!(t.verdicts().len(), 1, "no round 2");
    // Withheld: the round waits for the dealer's key, names it, and never counts.
    let mut waiting = withheld;
    while let Some((s, _)) = waiting.next() {
        if s == dealer {
            break;
        }
        let m = victim.auto(&waiting).unwrap();
        victim.send(&mut waiting, m).unwrap();
    }
    assert_eq!(
        waiting.next(),
        Some((dealer, Step::Reveal)),
        "the game waits on it"
    );
    assert!(matches!(
        &waiting.verdicts()[0],
        Verdict::NotVerified { missing } if missing.contains(&dealer)
    ));
    assert_eq!(waiting.truth(0), None);
}

fn muse_point_of(table: &Table, muse: Muse) -> Option<Point> {
    Some(muse_point(table.id(), muse))
}

/// The cheating dealer's play: its copy (which opens to no Muse of its own) face down, its
/// other cards face up with their proofs, then any dance turn.
fn cheater_play(t: &Table, seat: &Seat, copy: usize, stream: &mut Stream) -> Message {
    let game = t.public_game().unwrap();
    let legal = game.legal_actions();
    let Some(Action::Place { to, .. }) = legal.first().copied() else {
        return Message::Act(legal[stream.pick(&legal).unwrap()]);
    };
    let slot = t.in_hand(seat.seat())[0];
    if slot == copy {
        return Message::Place {
            slot: slot as u8,
            to,
            face_down: true,
            shown: None,
        };
    }
    let muse = seat.read(t, slot).unwrap();
    seat.play(
        t,
        Action::Place {
            muse,
            to,
            face_down: false,
        },
    )
    .unwrap()
}

/// The dealer's message for `masked`, with the proof of its handed-over cards that holds as
/// long as the sum of all nine is right: the dealer writes it as the protocol does.
fn honest_proof(
    table: &Table,
    seat: &Seat,
    reveal: Option<[u8; 16]>,
    given: Vec<u8>,
    masked: Vec<Point>,
) -> Message {
    let dealer = seat.seat();
    let deck = deck_of(table);
    let slots: Vec<usize> = (0..9)
        .filter(|&j| table.owner_of(j).is_some_and(|s| s != dealer))
        .collect();
    let pairs: Vec<(Point, Point)> = slots
        .iter()
        .zip(&given)
        .map(|(&j, &g)| (deck[usize::from(g)], masked[j]))
        .collect();
    let context = table.context(dealer, &deal_statement(&reveal, &given, &masked));
    let (h, b) = fold(&context, &pairs).unwrap();
    let (p, q) = (sum(&deck), sum(&masked));
    let proof = Dleq {
        g: &p,
        a: &q,
        h: &h,
        b: &b,
    }
    .prove(&seat.key(table, table.verdicts().len() as u8), &context);
    Message::Deal {
        proof,
        reveal,
        given,
        masked,
    }
}

/// The deck the dealer is given: the last shuffle of the round.
fn deck_of(table: &Table) -> Vec<Point> {
    table
        .messages()
        .iter()
        .rev()
        .find_map(|m| match &m.message {
            Message::Shuffle { deck, .. } => Some(deck.clone()),
            _ => None,
        })
        .unwrap()
}

fn dalek(p: &Point) -> RistrettoPoint {
    CompressedRistretto(*p.bytes()).decompress().unwrap()
}

fn point(p: RistrettoPoint) -> Point {
    Point::from_bytes(p.compress().to_bytes()).unwrap()
}

fn add(a: &Point, b: &Point) -> Point {
    point(dalek(a) + dalek(b))
}

fn neg(a: &Point) -> Point {
    point(-dalek(a))
}

fn sum(points: &[Point]) -> Point {
    point(points.iter().map(dalek).sum())
}

// ---- A relay forges a message ----------------------------------------------------------

#[test]
fn a_message_forged_by_a_relay_is_refused_as_changed_and_its_signer_is_never_blamed() {
    for players in [2, 3, 4] {
        let mut game = Players::new(Options::new(players), 10);
        // Into the dance: the victim's last message is a turn.
        game.until(|t| {
            t.messages()
                .iter()
                .filter(|m| matches!(m.message, Message::Act(_)))
                .count()
                >= 2
                && matches!(t.messages().last().unwrap().message, Message::Act(_))
        });
        game.sync();
        let real = game.latest().table().clone();
        let n = real.messages().len();
        let victim = real.messages()[n - 1].seat;
        // The relay, the seat after the victim, puts another turn in the victim's place and
        // signs the link as itself.
        let relay = (victim + 1) % players;
        let mut forged = prefix(&real, n - 1);
        let Message::Act(honest) = real.messages()[n - 1].message else {
            panic!()
        };
        let other = *forged
            .public_game()
            .unwrap()
            .legal_actions()
            .iter()
            .find(|&&a| a != honest)
            .unwrap();
        forged.apply(Message::Act(other)).unwrap();
        for seat in 0..players {
            if let Some((c, s)) = real.signature(seat) {
                forged.set_signature(seat, c, s);
            }
        }
        signed_by(&mut forged, &game.devices[usize::from(relay)], relay);
        let err = Table::open(&forged.link()).unwrap_err();
        assert_eq!(err, LinkError::Forged, "{players} players");
        // A message inserted after the victim's, "from" the seat to move, unsigned.
        let mut inserted = real.clone();
        if let Some(m) = some_message(&inserted) {
            if inserted.apply(m).is_ok() {
                assert_eq!(
                    Table::open(&inserted.link()).unwrap_err(),
                    LinkError::Forged
                );
            }
        }
        // Every device refuses it the same way, naming nobody.
        for d in &game.devices {
            assert_eq!(
                refused_with(d, &forged.link()),
                DeviceError::Link(LinkError::Forged)
            );
        }
    }
}

/// Some message the protocol could take next, unsigned (a face-down placement or a turn).
fn some_message(table: &Table) -> Option<Message> {
    let (_, step) = table.next()?;
    if step != Step::Play {
        return None;
    }
    let game = table.public_game()?;
    Some(Message::Act(*game.legal_actions().first()?))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Any bit of a valid link flipped (its checksum made right): refused, never panicking,
    /// and never as a false message of a seat: whatever was changed, its signer is not blamed.
    #[test]
    fn any_bit_flipped_is_refused_and_blames_nobody(bit in any::<proptest::sample::Index>()) {
        use base64::Engine;
        let link = sample_link();
        let mut bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(&link[1..])
            .unwrap();
        bytes.truncate(bytes.len() - 4);
        let i = bit.index(bytes.len() * 8);
        bytes[i / 8] ^= 1 << (i % 8);
        let err = Table::open(&muses::fair::link::seal(&bytes));
        prop_assert!(err.is_err(), "bit {} of {}", i, bytes.len() * 8);
        prop_assert!(!matches!(err, Err(LinkError::False { .. })), "bit {}: {:?}", i, err);
    }
}

/// A 3-player link in the middle of the placements.
fn sample_link() -> String {
    static LINK: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    LINK.get_or_init(|| {
        let mut game = Players::new(Options::new(3), 11);
        game.until(|t| t.messages().len() >= 9);
        game.latest().link()
    })
    .clone()
}

// ---- Giant and endless links -------------------------------------------------------------

#[test]
fn a_giant_link_is_refused_unread() {
    let giant = format!("f{}", "A".repeat(500_000));
    let start = std::time::Instant::now();
    assert_eq!(
        Table::open(&giant).unwrap_err(),
        LinkError::TooLong {
            length: 500_001,
            max: MAX_LINK_CHARS
        }
    );
    println!("a giant link refused in {:?}", start.elapsed());
    // Under the limit, a link that claims more messages than it has bits is refused before
    // any is read; one of nonsense stops at its first message.
    use base64::Engine;
    let creator = Seat::new(0, [1; 16]);
    let empty = Table::new(Options::new(2), *creator.public_key(), Vec::new()).unwrap();
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(&empty.link()[1..])
        .unwrap();
    // The header, then no message and no signature: 3 bytes, and the checksum.
    let header = &bytes[..bytes.len() - 4 - 3];
    for (count, what) in [
        (&[0xc0, 0x84, 0x3d][..], "a million messages"),
        (&[0xb0, 0x02], "304 messages"),
    ] {
        let mut body = header.to_vec();
        body.extend_from_slice(count);
        body.extend_from_slice(&[0, 0]);
        body.extend(std::iter::repeat_n(0x55, 5_000));
        let start = std::time::Instant::now();
        let err = Table::open(&muses::fair::link::seal(&body)).unwrap_err();
        println!("{what} of nonsense refused in {:?}: {err}", start.elapsed());
        assert!(!matches!(err, LinkError::False { .. }));
    }
}

#[test]
fn a_dance_that_never_ends_stops_at_the_limit_with_no_score_and_no_more_turns() {
    // FD1: the seats keep the dice low forever; at the limit the round waits for the keys, is
    // checked, scores nothing, and the game ends (no round 2 of the match).
    let mut reached = false;
    for seed in 0..12 {
        let mut game = Players::new(Options::new(2).rounds(2), 100 + seed);
        game.long = true;
        game.until(|t| t.next().is_none());
        game.sync();
        let t = game.latest().table();
        if !t.at_limit(0) {
            continue;
        }
        reached = true;
        println!("seed {seed} reaches the limit");
        assert_eq!(t.verdicts(), vec![Verdict::Valid], "one round, checked");
        assert_eq!(t.next(), None, "the game is over");
        let dances = t
            .messages()
            .iter()
            .filter(|m| matches!(m.message, Message::Act(_)))
            .count();
        assert_eq!(dances, usize::from(MAX_DANCE_TURNS));
        let world = t.public_game().unwrap();
        assert!(world.results().is_empty(), "no score");
        // One more turn cannot be added: the link would be read as more than the game.
        let mut more = t.clone();
        assert!(more.apply(Message::Act(world.legal_actions()[0])).is_err());
        println!(
            "a round at the limit of {MAX_DANCE_TURNS} turns: {} characters",
            t.link().len()
        );
        break;
    }
    assert!(reached, "no seed kept the dance going");
}
