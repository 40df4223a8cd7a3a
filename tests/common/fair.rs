//! Messages as a cheating seat writes them: a false claim with the only proof it can make,
//! the prover run on that claim with its own key.

use muses::fair::group::{Key, Point};
use muses::fair::message::{deal_statement, shuffle_statement};
use muses::fair::{Evidence, Message, ShuffleProof, Table};

/// `honest`'s shuffle (the seat's next message) with `deck` in place of its cards, masked
/// with `key`'s point, and a proof of `deck` made as if it were `order` of the deck given.
pub fn shuffle_with(
    table: &Table,
    honest: &Message,
    key: &Key,
    order: &[usize],
    deck: Vec<Point>,
) -> Message {
    let Message::Shuffle { key: signing, .. } = honest else {
        panic!("not a shuffle: {honest:?}")
    };
    let seat = table.next().unwrap().0;
    let input = table.decks().last().unwrap().clone();
    let mask = key.mask_point().unwrap();
    let context = table.context(seat, &shuffle_statement(signing));
    let proof = ShuffleProof::prove(key, order, &input, &deck, &mask, &context).unwrap();
    Message::Shuffle {
        key: *signing,
        mask,
        evidence: Evidence::new(Some(deck), proof),
    }
}

/// The order a shuffle of `deck` by `key` would have: for each card, the card of `input` it
/// masks, or the first one not taken yet (a cheat's card masks none).
pub fn order_of(key: &Key, input: &[Point], deck: &[Point]) -> Vec<usize> {
    let mut taken = vec![false; input.len()];
    let mut order: Vec<Option<usize>> = deck
        .iter()
        .map(|p| {
            let i = input
                .iter()
                .enumerate()
                .position(|(i, x)| !taken[i] && key.mask(x) == Some(*p))?;
            taken[i] = true;
            Some(i)
        })
        .collect();
    for o in order.iter_mut().filter(|o| o.is_none()) {
        let i = taken.iter().position(|t| !t).unwrap();
        taken[i] = true;
        *o = Some(i);
    }
    order.into_iter().map(Option::unwrap).collect()
}

/// `honest`'s deal (the dealer's next message) with `slots` in place of its cards, and a
/// proof of its own slots made with `key` as if they were the deck's other cards.
pub fn deal_with(table: &Table, honest: &Message, key: &Key, slots: Vec<Point>) -> Message {
    assert!(
        matches!(honest, Message::Deal { .. }),
        "not a deal: {honest:?}"
    );
    let seat = table.next().unwrap().0;
    let deck = table.decks().last().unwrap().clone();
    let given = table.given_slots();
    let mut used = vec![false; deck.len()];
    for &j in &given {
        if let Some(d) = (0..deck.len()).find(|&d| !used[d] && deck[d] == slots[j]) {
            used[d] = true;
        }
    }
    let mut rest: Vec<Point> = (0..deck.len())
        .filter(|&d| !used[d])
        .map(|d| deck[d])
        .collect();
    let own: Vec<Point> = (0..9)
        .filter(|j| !given.contains(j))
        .map(|j| slots[j])
        .collect();
    rest.truncate(own.len());
    let order = order_of(key, &rest, &own);
    let mask = key.mask_point().unwrap();
    let context = table.context(seat, &deal_statement(&slots));
    let proof = ShuffleProof::prove(key, &order, &rest, &own, &mask, &context).unwrap();
    Message::Deal {
        mask,
        slots,
        evidence: Evidence::new(None, proof),
    }
}

/// A shuffle's or deal's cards, and its evidence's proof.
pub fn cards_of(message: &Message) -> Vec<Point> {
    match message {
        Message::Shuffle { evidence, .. } => evidence.deck.clone().unwrap(),
        Message::Deal { slots, .. } => slots.clone(),
        m => panic!("no cards: {m:?}"),
    }
}

/// `honest_link`, which holds `honest` signed by its seat, with `cheat` in its place (a
/// shuffle's or a deal's of round 1, whose body starts on a byte) and signed again by that
/// seat (its 16-byte secret): the link a cheater's device sends. Every check is the reader's.
pub fn forged_link(
    honest_link: &str,
    honest: &Message,
    cheat: &Message,
    secret: &[u8; 16],
) -> String {
    use base64::Engine;
    use muses::fair::link::{layout, seal};
    use muses::fair::table::signed_digest;
    use muses::fair::SigningKey;
    let b64 = base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let parts = layout(honest_link).unwrap();
    let mut bytes = b64.decode(&honest_link[1..]).unwrap();
    bytes.truncate(bytes.len() - 4);
    let replace = |bytes: &mut Vec<u8>, from: &[u8], to: &[u8], within: std::ops::Range<usize>| {
        let at = within.start
            + bytes[within]
                .windows(from.len())
                .position(|w| w == from)
                .expect("the honest bytes are in the link");
        bytes.splice(at..at + from.len(), to.iter().copied());
    };
    replace(
        &mut bytes,
        &body_of(honest),
        &body_of(cheat),
        parts.stream.clone(),
    );
    let evidence = parts.evidence.start..bytes.len();
    replace(
        &mut bytes,
        &evidence_of(honest),
        &evidence_of(cheat),
        evidence,
    );
    // The seat's signature over the same bits, of the new stream.
    let key = SigningKey::derive(secret);
    let old = Table::open(honest_link).unwrap();
    let seat = (0..old.players())
        .find(|&s| old.public_key(s) == Some(*key.public()))
        .unwrap();
    let (covered, signature) = old.signature(seat).unwrap();
    let digest = signed_digest(&bytes[parts.header], &bytes[parts.stream.clone()], covered);
    let old_sig = signature.to_bytes();
    let new_sig = key.sign(&digest).to_bytes();
    replace(&mut bytes, &old_sig, &new_sig, 0..parts.stream.start);
    seal(&bytes)
}

fn body_of(m: &Message) -> Vec<u8> {
    let mut out = Vec::new();
    match m {
        Message::Shuffle { mask, evidence, .. } => {
            out.extend(mask.bytes());
            out.extend(evidence.digest());
        }
        Message::Deal {
            mask,
            slots,
            evidence,
        } => {
            out.extend(mask.bytes());
            slots.iter().for_each(|p| out.extend(p.bytes()));
            out.extend(evidence.digest());
        }
        m => panic!("not a shuffle or a deal: {m:?}"),
    }
    out
}

fn evidence_of(m: &Message) -> Vec<u8> {
    let e = match m {
        Message::Shuffle { evidence, .. } | Message::Deal { evidence, .. } => evidence,
        m => panic!("not a shuffle or a deal: {m:?}"),
    };
    let mut out = Vec::new();
    if let Some(d) = &e.deck {
        d.iter().for_each(|p| out.extend(p.bytes()));
    }
    out.extend(e.proof.as_ref().unwrap().to_bytes());
    out
}
