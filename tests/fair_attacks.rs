//! Fair mode against an active cheater (docs/fair-play.md's threat model): one test per attack,
//! each written as the attacker would, with the public API only: another seat that forks the
//! game or cheats its shuffle or its deal, a carrier of the link, a relay that forges a
//! message, a replayed game or proof, a giant link, a dance that never ends. Each shows what
//! the attacker gets (nothing related to the victim's secrets) and whom the victim's device
//! names (the guilty seat, or "a link changed on its way").

mod common;

use base64::Engine;
use common::fair::{cards_of, deal_with, forged_link, order_of, shuffle_with};
use curve25519_dalek::ristretto::{CompressedRistretto, RistrettoPoint};
use muses::fair::group::{muse_point, Key, Point};
use muses::fair::{
    Device, DeviceError, FaultKind, LinkError, Message, Seat, ShuffleProof, Step, Table, Verdict,
    MAX_DANCE_TURNS, MAX_LINK_CHARS,
};
use muses::rng::Stream;
use muses::{Muse, Options};
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

/// The attacker's key for a shuffle whose every card it knows.
fn book_key() -> Key {
    Key::derive(&[7; 16], 1, 1, [42; 16])
}

/// A true shuffle of the Muses by the attacker (the first shuffler) with a key it chose: each
/// card a Muse it knows (its codebook), with a proof that holds. `honest` gives its signing key.
fn known_shuffle(table: &Table, honest: &Message) -> Message {
    let key = book_key();
    let order: Vec<usize> = (0..9).collect();
    let deck = Muse::ALL
        .iter()
        .map(|&m| key.mask(&muse_point(table.id(), m)).unwrap())
        .collect();
    shuffle_with(table, honest, &key, &order, deck)
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
        let m = known_shuffle(&fork, &real.messages()[0].message);
        fork.apply(m).unwrap();
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
    let m = known_shuffle(&fork, &real.messages()[0].message);
    fork.apply(m).unwrap();
    let book_key = book_key();
    let forked = signed_by(&mut fork, &game.devices[1], 1);
    let mut phone = Device::open(&forked).unwrap();
    assert_eq!(phone.import_key(&early), Ok(0));
    phone.advance();
    // The fork's deal: the attacker's own cards from its codebook, the victim's masked with
    // the victim's key for the fork.
    let fork_cards = cards_of(&phone.table().messages()[1].message);
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
        // One bit of a card of the deal changed, under a right checksum: the dealer's
        // signature no longer holds.
        let start = real.messages()[deal - 1].end();
        let forged = flip(&real.link(), start + 8 * 40 + 3);
        let device = &game.devices[usize::from(victim)];
        assert_eq!(
            refused_with(device, &forged),
            DeviceError::Link(LinkError::Forged),
            "{players} players"
        );
        assert_eq!(
            Table::open(&forged).unwrap_err(),
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
    let key = |d: &Device| cards_of(&d.table().messages()[1].message);
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
        let honest = seat.auto(&table).unwrap();
        let mut slots = cards_of(&honest);
        // The first card handed to another seat, copied into one of the dealer's own slots.
        let theirs = (0..9)
            .find(|&j| table.owner_of(j).is_some_and(|s| s != dealer))
            .unwrap();
        let own = (0..9).find(|&j| table.owner_of(j) == Some(dealer)).unwrap();
        slots[own] = slots[theirs];
        let key = seat.key(&table, 1);
        let mut t = table.clone();
        let fault = t
            .apply(deal_with(&table, &honest, &key, slots))
            .unwrap_err();
        assert_eq!(
            (fault.seat, fault.kind),
            (dealer, FaultKind::DuplicateCard),
            "{players} players"
        );
    }
}

#[test]
fn the_dealers_re_masked_copy_is_refused_at_once_naming_the_dealer() {
    // The dealer masks another seat's card twice into one of its own slots (a card it could
    // read once the strips are done) and keeps the sum of its cards right with a card of
    // nonsense. Its own cards are then no permutation of the deck's others under its key: no
    // proof holds, every device refuses the deal at once and names the dealer.
    for players in [2, 3, 4] {
        let mut game = Players::new(Options::new(players), 7);
        game.until(|t| t.next().is_some_and(|(_, step)| step == Step::Deal));
        game.sync();
        let table = game.latest().table().clone();
        let dealer = table.next().unwrap().0;
        let secret = secret_of(
            &game.devices[usize::from(dealer)]
                .export_key(dealer)
                .unwrap(),
        );
        let seat = Seat::new(dealer, secret);
        let key = seat.key(&table, 1);
        let honest = seat.auto(&table).unwrap();
        let mut slots = cards_of(&honest);
        let given = table.given_slots();
        let theirs = given[0];
        let own: Vec<usize> = (0..9).filter(|j| !given.contains(j)).collect();
        let copy = key.mask(&slots[theirs]).unwrap();
        // The sum of its own cards kept right by the second of them.
        slots[own[1]] = add(&add(&slots[own[0]], &slots[own[1]]), &neg(&copy));
        slots[own[0]] = copy;
        let m = deal_with(&table, &honest, &key, slots);
        let mut t = table.clone();
        let fault = t.apply(m.clone()).unwrap_err();
        assert_eq!(
            (fault.seat, &fault.kind),
            (dealer, &FaultKind::FalseDeal),
            "{players} players"
        );
        // Sent signed anyway, as a cheater's device would: every other device refuses the
        // link, naming the dealer, and answers nothing.
        let mut sent = table.clone();
        seat.send(&mut sent, honest.clone()).unwrap();
        let link = forged_link(&sent.link(), &honest, &m, &secret);
        for (s, d) in game.devices.iter().enumerate() {
            if s != usize::from(dealer) {
                assert_eq!(
                    refused_with(d, &link),
                    DeviceError::Link(LinkError::False {
                        index: table.messages().len(),
                        fault: fault.clone()
                    }),
                    "{players} players"
                );
            }
        }
    }
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

/// `link` with one bit of the bytes under its checksum flipped (`bit` counted from the
/// message stream's start when `in_stream`, else from the start), the checksum made right.
fn flip_at(link: &str, byte: usize, bit: usize) -> String {
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let mut bytes = b64.decode(&link[1..]).unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes[byte] ^= 1 << (bit % 8);
    muses::fair::link::seal(&bytes)
}

/// `link` with the bit `bit` of its message stream flipped, the checksum made right.
fn flip(link: &str, bit: usize) -> String {
    let start = muses::fair::link::layout(link).unwrap().stream.start;
    flip_at(link, start + bit / 8, bit)
}

// ---- A seat cheats its shuffle -----------------------------------------------------------

/// The secret of the seat `seat`, from its device's key text.
fn secret_of_seat(game: &Players, seat: u8) -> [u8; 16] {
    secret_of(&game.devices[usize::from(seat)].export_key(seat).unwrap())
}

/// The shuffle the `nth` shuffler of round 1 would send (its device holds every link before).
fn before_shuffle(players: u8, nth: usize, seed: u64) -> (Players, Table, Seat, Message) {
    let mut game = Players::new(Options::new(players), seed);
    game.until(|t| t.messages().len() == nth);
    game.sync();
    let table = game.latest().table().clone();
    let (s, step) = table.next().unwrap();
    assert_eq!(step, Step::Shuffle);
    let seat = Seat::new(s, secret_of_seat(&game, s));
    let honest = seat.auto(&table).unwrap();
    (game, table, seat, honest)
}

/// Every device but the cheater's refuses `link` at message `index`, naming `seat` for
/// `kind`, and sends nothing.
fn all_refuse(game: &Players, link: &str, index: usize, seat: u8, kind: FaultKind) {
    for (s, d) in game.devices.iter().enumerate() {
        if s == usize::from(seat) {
            continue;
        }
        match refused_with(d, link) {
            DeviceError::Link(LinkError::False { index: i, fault }) => {
                assert_eq!((i, fault.seat, &fault.kind), (index, seat, &kind));
            }
            other => panic!("seat {s} refused with {other:?}"),
        }
    }
}

#[test]
fn a_tagged_shuffle_is_refused_at_once_naming_its_shuffler_whichever_it_is() {
    // The review's attack: seven honest cards, one a combination the shuffler knows of two
    // others, one that makes the sum right. Later masking would keep the relation and let it
    // place every card of the deal. No proof holds for it: every device refuses it at once.
    for players in [2, 3, 4] {
        for nth in 0..usize::from(players) - 1 {
            let (game, table, seat, honest) = before_shuffle(players, nth, 20 + nth as u64);
            let key = seat.key(&table, 1);
            let input = table.decks().last().unwrap().clone();
            let order = order_of(&key, &input, &cards_of(&honest));
            let mut deck = cards_of(&honest);
            let tag = add(&deck[0], &deck[1]);
            deck[8] = add(&add(&deck[7], &deck[8]), &neg(&tag));
            deck[7] = tag;
            let cheat = shuffle_with(&table, &honest, &key, &order, deck);
            let fault = table.clone().apply(cheat.clone()).unwrap_err();
            assert_eq!(
                (fault.seat, &fault.kind),
                (seat.seat(), &FaultKind::FalseShuffle)
            );
            let mut sent = table.clone();
            seat.send(&mut sent, honest.clone()).unwrap();
            let link = forged_link(
                &sent.link(),
                &honest,
                &cheat,
                &secret_of_seat(&game, seat.seat()),
            );
            all_refuse(&game, &link, nth, seat.seat(), FaultKind::FalseShuffle);
        }
    }
}

#[test]
fn a_shuffle_that_drops_or_duplicates_a_card_is_refused_at_once() {
    for players in [2, 3, 4] {
        let (game, table, seat, honest) = before_shuffle(players, usize::from(players) - 2, 30);
        let key = seat.key(&table, 1);
        let input = table.decks().last().unwrap().clone();
        let honest_deck = cards_of(&honest);
        let order = order_of(&key, &input, &honest_deck);
        let secret = secret_of_seat(&game, seat.seat());
        let mut sent = table.clone();
        seat.send(&mut sent, honest.clone()).unwrap();
        let index = table.messages().len();
        // A card twice (one dropped): the same point twice.
        let mut twice = honest_deck.clone();
        twice[5] = twice[2];
        let cheat = shuffle_with(&table, &honest, &key, &order, twice);
        let link = forged_link(&sent.link(), &honest, &cheat, &secret);
        all_refuse(&game, &link, index, seat.seat(), FaultKind::DuplicateCard);
        // A card dropped for one of the deck it was given, unmasked: no duplicate, no proof.
        let mut dropped = honest_deck.clone();
        dropped[5] = input[order[5]];
        let cheat = shuffle_with(&table, &honest, &key, &order, dropped);
        let link = forged_link(&sent.link(), &honest, &cheat, &secret);
        all_refuse(&game, &link, index, seat.seat(), FaultKind::FalseShuffle);
        // A card masked twice (a copy it could read later).
        let mut again = honest_deck.clone();
        again[3] = key.mask(&again[3]).unwrap();
        let cheat = shuffle_with(&table, &honest, &key, &order, again);
        let link = forged_link(&sent.link(), &honest, &cheat, &secret);
        all_refuse(&game, &link, index, seat.seat(), FaultKind::FalseShuffle);
        // Eight cards: no link can even say it (a shuffle is nine), and a table refuses it.
        let mut eight = honest_deck;
        eight.pop();
        let Message::Shuffle { key: k, mask, .. } = &honest else {
            panic!()
        };
        let proof = ShuffleProof::prove(
            &key,
            &order[..8].iter().map(|&o| o.min(7)).collect::<Vec<_>>(),
            &input[..8],
            &eight,
            mask,
            &[0; 64],
        );
        if let Some(proof) = proof {
            let short = Message::Shuffle {
                key: *k,
                mask: *mask,
                evidence: muses::fair::Evidence::new(Some(eight), proof),
            };
            assert!(table.clone().apply(short).is_err());
        }
    }
}

#[test]
fn a_proof_replayed_from_another_round_or_game_is_refused() {
    // Round 2: the seat shows its round-1 shuffle again (same cards, same proof), or a true
    // proof of round 1 with a fresh key point.
    // A match whose round 2 begins with seat 2's shuffle, as its round 1 did.
    let (game, table) = (40..)
        .find_map(|seed| {
            let mut game = Players::new(Options::new(2).rounds(2), seed);
            game.until(|t| t.verdicts().len() == 2);
            game.sync();
            let latest = game.latest().table().clone();
            let start = latest.messages().iter().position(|m| m.round == 2)?;
            let table = prefix(&latest, start);
            (table.next()?.0 == 1).then_some((game, table))
        })
        .unwrap();
    let (s, _) = table.next().unwrap();
    let seat = Seat::new(s, secret_of_seat(&game, s));
    // Its round-1 shuffle, the first message, as it wrote it.
    let old = seat.auto(&prefix(&table, 0));
    let honest = seat.auto(&table).unwrap();
    {
        let Some(Message::Shuffle { evidence, .. }) = old else {
            panic!()
        };
        let Message::Shuffle { key, .. } = &honest else {
            panic!()
        };
        // The old message as it was (its key point is public now).
        let (Some(deck), Some(proof)) = (evidence.deck.clone(), evidence.proof.clone()) else {
            panic!("round 1's evidence is kept by the device")
        };
        let old_mask = seat.key(&table, 1).mask_point().unwrap();
        let replay = Message::Shuffle {
            key: *key,
            mask: old_mask,
            evidence: muses::fair::Evidence::new(Some(deck.clone()), proof.clone()),
        };
        let fault = table.clone().apply(replay).unwrap_err();
        assert_eq!((fault.seat, fault.kind), (s, FaultKind::ReusedKey));
        // The old proof with this round's key point.
        let Message::Shuffle { mask, .. } = &honest else {
            panic!()
        };
        let replay = Message::Shuffle {
            key: *key,
            mask: *mask,
            evidence: muses::fair::Evidence::new(Some(deck), proof),
        };
        let fault = table.clone().apply(replay).unwrap_err();
        assert_eq!((fault.seat, fault.kind), (s, FaultKind::FalseShuffle));
    }
    // Another game's true first shuffle, brought into this one: its cards are not this game's
    // Muses masked, and its proof is bound to the other game.
    let (_, table_a, _, _) = before_shuffle(2, 0, 41);
    let (_, table_b, seat_b, honest_b) = before_shuffle(2, 0, 42);
    let Message::Shuffle { evidence, mask, .. } = honest_b else {
        panic!()
    };
    let Some(Message::Shuffle { key, .. }) = Seat::new(1, [9; 16]).auto(&table_a) else {
        panic!()
    };
    let stranger = Message::Shuffle {
        key,
        mask,
        evidence,
    };
    let fault = table_a.clone().apply(stranger).unwrap_err();
    assert_eq!((fault.seat, fault.kind), (1, FaultKind::FalseShuffle));
    let _ = (table_b, seat_b);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the cards a cheater shows, if they are not a permutation of the deck it was
    /// given masked by the key of its point, no proof it makes verifies; a true one always does.
    #[test]
    fn a_proof_for_what_is_no_masked_permutation_never_verifies(
        n in 2usize..=9,
        seed in any::<u64>(),
        how in 0u8..5,
        at in any::<proptest::sample::Index>(),
    ) {
        let mut stream = Stream::new(seed);
        let game = [7u8; 16];
        let input: Vec<Point> = Muse::ALL[..n].iter().map(|&m| {
            Key::derive(&game, 1, 3, [seed as u8; 16]).mask(&muse_point(&game, m)).unwrap()
        }).collect();
        let key = Key::derive(&game, 1, 0, seed.to_le_bytes().repeat(2).try_into().unwrap());
        let mask = key.mask_point().unwrap();
        let mut order: Vec<usize> = (0..n).collect();
        stream.shuffle(&mut order);
        let mut out: Vec<Point> = order.iter().map(|&i| key.mask(&input[i]).unwrap()).collect();
        let ctx = [seed as u8; 64];
        let true_proof = ShuffleProof::prove(&key, &order, &input, &out, &mask, &ctx).unwrap();
        prop_assert!(true_proof.verify(&input, &out, &mask, &ctx));
        let j = at.index(n);
        let other = (j + 1) % n;
        match how {
            // A card masked by another key.
            0 => out[j] = Key::derive(&game, 2, 0, [1; 16]).mask(&out[j]).unwrap(),
            // A card twice.
            1 => out[j] = out[other],
            // A card of the deck, unmasked.
            2 => out[j] = input[order[j]],
            // A relation: the sum of two others, and the sum made right.
            3 if n >= 4 => {
                let tag = add(&out[(j + 2) % n], &out[(j + 3) % n]);
                out[other] = add(&add(&out[j], &out[other]), &neg(&tag));
                out[j] = tag;
            }
            3 => out[j] = add(&out[other], &out[(j + n - 1) % n]),
            // A point of nothing the deck holds.
            _ => out[j] = muse_point(&[8; 16], Muse::ALL[j]),
        }
        let proof = ShuffleProof::prove(&key, &order, &input, &out, &mask, &ctx).unwrap();
        prop_assert!(!proof.verify(&input, &out, &mask, &ctx));
        prop_assert!(!true_proof.verify(&input, &out, &mask, &ctx));
    }
}

// ---- A carrier corrupts a first message --------------------------------------------------

#[test]
fn a_first_message_corrupted_on_its_way_names_nobody() {
    // A carrier changes a card of a seat's first message (its shuffle's deck, shown apart),
    // its key point, or its signing key, into bytes that are no point: the link is "changed on
    // its way", never that seat's cheat, in 2, 3 and 4 players.
    for players in [2, 3, 4] {
        let mut game = Players::new(Options::new(players), 50);
        game.until(|t| t.messages().len() == 1);
        let link = game.latest().link();
        let parts = muses::fair::link::layout(&link).unwrap();
        let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
        let bytes = b64.decode(&link[1..]).unwrap();
        let spoil = |at: usize| {
            let mut b = bytes[..bytes.len() - 4].to_vec();
            // A point's bytes with the top bit set are no point.
            b[at + 31] |= 0x80;
            muses::fair::link::seal(&b)
        };
        // Its signing key (bytes 0–31 of the stream), its key point (32–63), a card (the
        // first of its deck, the evidence's first bytes).
        for at in [
            parts.stream.start,
            parts.stream.start + 32,
            parts.evidence.start,
        ] {
            let bad = spoil(at);
            assert_eq!(
                Table::open(&bad).unwrap_err(),
                LinkError::Forged,
                "{players} players, byte {at}"
            );
            for d in &game.devices {
                if d.link() == game.devices[0].link() {
                    assert_eq!(refused_with(d, &bad), DeviceError::Link(LinkError::Forged));
                }
            }
        }
    }
}

#[test]
fn evidence_left_out_before_every_seat_checked_it_is_refused_naming_nobody() {
    // A carrier leaves a shuffle's deck and proof out of a link before the seats after it
    // checked them, hoping a device takes the shuffle unchecked: refused, nobody named.
    let mut game = Players::new(Options::new(3), 60);
    game.until(|t| t.messages().len() == 2);
    let link = game.latest().link();
    let parts = muses::fair::link::layout(&link).unwrap();
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let bytes = b64.decode(&link[1..]).unwrap();
    let mut b = bytes[..parts.evidence.start].to_vec();
    // "The first message's evidence is left out" (the number before the stream's length),
    // and its 1,200 bytes gone.
    let len = parts.stream.len();
    let varint = 1 + usize::from(len >= 128) + usize::from(len >= 16_384);
    let code_at = parts.stream.start - 1 - varint;
    assert_eq!(b[code_at], 0, "nothing was left out");
    b[code_at] = 2;
    b.extend_from_slice(&bytes[parts.evidence.start + 1_200..bytes.len() - 4]);
    let bad = muses::fair::link::seal(&b);
    let err = Table::open(&bad).unwrap_err();
    assert!(matches!(err, LinkError::Malformed(_)), "{err:?}");
    // A proof's bytes changed: changed on its way.
    let bad = flip_at(&link, parts.evidence.start + 400, 3);
    assert_eq!(Table::open(&bad).unwrap_err(), LinkError::Forged);
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
    // The header, then no message, no signature, nothing left out, no stream: 5 bytes, and
    // the checksum.
    let header = &bytes[..bytes.len() - 4 - 5];
    for (count, what) in [
        (&[0xc0, 0x84, 0x3d][..], "a million messages"),
        (&[0xb0, 0x02], "304 messages"),
    ] {
        let mut body = header.to_vec();
        body.extend_from_slice(count);
        body.extend_from_slice(&[0, 0, 0]);
        body.extend_from_slice(&[0x88, 0x27]);
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
