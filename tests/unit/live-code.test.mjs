// Live play's invitation and reply codes (www/features/live/code.js over the engine's codec in
// the `live` wasm bundle): what a description keeps, the round trip to a valid SDP, the codes'
// lengths, and every broken code refused with a typed reason in bounded time, never an
// exception of another kind. The bytes themselves are the Rust tests' (tests/live.rs).
//
//   node --test tests/unit/

import './live-wasm.mjs';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LiveError, MAX_CODE, cleanName, codeOf, decode, encode, invitationId } from '../../www/features/live/code.js';
import { CHROMIUM_ANSWER, CHROMIUM_OFFER, CHROMIUM_RAW_OFFER, FIREFOX_ANSWER, FIREFOX_OFFER } from './live-sdp.mjs';

/** A few bytes of a seeded pseudo-random stream (mulberry32): the same garbage every run. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The LiveError `fn` throws (failing the test if it throws none or another kind of error). */
function refused(fn, what) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof LiveError, `${what}: ${e?.stack ?? e}`);
    assert.equal(typeof e.kind, 'string');
    return e;
  }
  assert.fail(`${what}: accepted`);
}

/** What a description keeps, read back from its code. */
const readSdp = (sdp, type) => decode(encode(sdp, { reply: type === 'answer' ? 1 : null }), type);
const strip = ({ reply, answers, from, to, id, sdp, ...e }) => e;

const invitation = encode(CHROMIUM_OFFER);
const offerId = invitationId(CHROMIUM_OFFER);
const reply = encode(CHROMIUM_ANSWER, { reply: offerId });
test('a description keeps its credentials, fingerprint, role and UDP candidates', () => {
  const e = readSdp(CHROMIUM_OFFER, 'offer');
  assert.equal(e.ufrag, 'Hx3K');
  assert.equal(e.pwd, 'Qm7vB2rTnq8ZcL0pWfXy1s9d');
  assert.equal(e.hash, 'sha-256');
  assert.equal(e.fingerprint.length, 32);
  assert.equal(e.fingerprint[0], 0xa1);
  assert.equal(e.setup, 'actpass');
  assert.equal(e.mid, '0');
  assert.deepEqual(e.candidates, [
    { type: 'host', address: '6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2b.local', port: 54400 },
    { type: 'host', address: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local', port: 41234 },
    { type: 'srflx', address: '203.0.113.7', port: 54400 },
    { type: 'srflx', address: '2001:db8:85a3::8a2e:370:7334', port: 41234 },
  ]);
  // Firefox: the fingerprint at the session's level, upper-case UDP, hex credentials.
  const f = readSdp(FIREFOX_OFFER, 'offer');
  assert.equal(f.ufrag, '9a8b7c6d');
  assert.equal(f.fingerprint[0], 0x0f);
  assert.deepEqual(
    f.candidates.map((c) => c.type),
    ['host', 'srflx'],
  );
  assert.equal(readSdp(FIREFOX_ANSWER, 'answer').setup, 'active');
});

test('a code round-trips: the same essentials, and an SDP that reads back the same', () => {
  for (const [sdp, type] of [
    [CHROMIUM_OFFER, 'offer'],
    [CHROMIUM_ANSWER, 'answer'],
    [CHROMIUM_RAW_OFFER, 'offer'],
    [FIREFOX_OFFER, 'offer'],
    [FIREFOX_ANSWER, 'answer'],
  ]) {
    const e = readSdp(sdp, type);
    const code = encode(sdp, { reply: type === 'answer' ? 0xbeef : null });
    assert.match(code, /^l[A-Za-z0-9_-]+$/);
    const back = decode(code, type);
    assert.equal(back.reply, type === 'answer');
    assert.equal(back.answers, type === 'answer' ? 0xbeef : null);
    assert.deepEqual(strip(back), strip(e));
    // The rebuilt SDP: one data section, candidates ended (no trickle), CRLF lines.
    const rebuilt = back.sdp;
    assert.match(rebuilt, /^v=0\r\n/);
    assert.match(rebuilt, /\r\nm=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r\n/);
    assert.match(rebuilt, /\r\na=end-of-candidates\r\n/);
    assert.match(rebuilt, /\r\na=sctp-port:5000\r\n/);
    assert.doesNotMatch(rebuilt, /\n[^\r\n]*\n/, 'every line ends in CRLF');
    assert.deepEqual(strip(readSdp(rebuilt, type)), strip(e));
    assert.equal(encode(rebuilt, { reply: type === 'answer' ? 0xbeef : null }), code, 'one writing per description');
  }
});

test("a rebuilt candidate's priority follows its type, and a reflexive one hides its base", () => {
  const { sdp } = decode(invitation);
  const lines = sdp.split('\r\n').filter((l) => l.startsWith('a=candidate:'));
  assert.equal(lines.length, 4);
  const priorities = lines.map((l) => Number(l.split(' ')[3]));
  assert.ok(priorities[0] > priorities[1] && priorities[1] > priorities[2] && priorities[2] > priorities[3]);
  assert.ok(priorities.every((p) => Number.isInteger(p) && p > 0 && p < 2 ** 31));
  assert.match(lines[2], / typ srflx raddr 0\.0\.0\.0 rport 0$/);
  assert.match(lines[3], / 2001:db8:85a3::8a2e:370:7334 41234 typ srflx raddr :: rport 0$/);
  assert.match(sdp, /a=fingerprint:sha-256 A1:B2:C3:/);
});

test('the lengths: an invitation and a reply well under 300 characters', () => {
  for (const [what, sdp, code] of [
    ['Chromium invitation (2 mDNS names, 2 public addresses)', CHROMIUM_OFFER, invitation],
    ['Chromium reply (1 mDNS name)', CHROMIUM_ANSWER, reply],
    ['Firefox invitation (1 mDNS name, 1 public address)', FIREFOX_OFFER, encode(FIREFOX_OFFER)],
    ['Firefox reply', FIREFOX_ANSWER, encode(FIREFOX_ANSWER, { reply: 1 })],
  ]) {
    console.log(`${what}: ${code.length} characters (its SDP: ${sdp.length})`);
    assert.ok(code.length <= 200, `${what}: ${code.length}`);
  }
});

test('at most six candidates, the ways across networks kept first', () => {
  const many = CHROMIUM_OFFER.replace(
    'a=ice-ufrag:',
    [...Array(9)].map((_, i) => `a=candidate:${i} 1 udp 2113937151 10.0.0.${i + 1} ${5000 + i} typ host\r\n`).join('') +
      'a=ice-ufrag:',
  );
  const e = readSdp(many, 'offer');
  assert.equal(e.candidates.length, 6);
  assert.equal(e.candidates.filter((c) => c.type === 'srflx').length, 2);
  assert.equal(decode(encode(many)).candidates.length, 6);
});

test('the same address and port once; TCP, other components and odd addresses left out', () => {
  const odd = CHROMIUM_ANSWER.replace(
    'a=ice-ufrag:',
    [
      'a=candidate:1 1 udp 2113937151 c5e8a1f0-1d2e-4b3c-a4d5-e6f708192a3b.local 52911 typ host',
      'a=candidate:2 2 udp 2113937150 10.0.0.2 5000 typ host',
      'a=candidate:3 1 udp 2113937151 fe80::1%eth0 5000 typ host',
      'a=candidate:4 1 udp 2113937151 my-laptop.lan 5000 typ host',
      'a=candidate:5 1 udp 2113937151 10.0.0.300 5000 typ host',
      'a=candidate:6 1 udp 2113937151 10.0.0.3 0 typ host',
      'a=candidate:7 1 udp 2113937151 10.0.0.4 5000 typ weird',
      'a=candidate:8 1 udp 2113937151 ::ffff:192.0.2.1 5000 typ host',
      '',
    ].join('\r\n') + 'a=ice-ufrag:',
  );
  const e = readSdp(odd, 'answer');
  assert.deepEqual(
    e.candidates.map((c) => c.address),
    ['c5e8a1f0-1d2e-4b3c-a4d5-e6f708192a3b.local', '::ffff:c000:201'],
  );
  assert.equal(decode(encode(odd, { reply: 3 })).candidates[1].address, '::ffff:c000:201');
});

test('a description the code cannot carry is a typed error', () => {
  assert.equal(refused(() => encode('v=0\r\n'), 'no section').kind, 'Unsupported');
  assert.equal(
    refused(() => encode(CHROMIUM_OFFER.replace(/a=fingerprint.*\r\n/, '')), 'no fingerprint').kind,
    'Unsupported',
  );
  assert.equal(refused(() => encode(CHROMIUM_OFFER.replace('sha-256', 'md5')), 'md5').kind, 'Unsupported');
  assert.equal(
    refused(() => encode(CHROMIUM_OFFER.replace(/a=candidate.*\r\n/g, '')), 'no candidate').kind,
    'NoCandidate',
  );
  assert.equal(refused(() => encode(CHROMIUM_OFFER.replace('Hx3K', 'Hx3K!')), 'odd ufrag').kind, 'Unsupported');
  assert.equal(refused(() => encode(CHROMIUM_ANSWER), 'an answer as an offer').kind, 'Unsupported');
  assert.equal(refused(() => encode(null), 'nothing').kind, 'Unsupported');
});

test('a whole link, spaces and line breaks a messenger adds, are read as the code', () => {
  const url = `https://example.org/dance-of-muses/#${invitation}`;
  const broken = `${url.slice(0, 40)}\n${url.slice(40, 90)} ${url.slice(90)}\n`;
  assert.deepEqual(strip(decode(url)), strip(decode(invitation)));
  assert.deepEqual(strip(decode(broken)), strip(decode(invitation)));
  assert.equal(codeOf(`  ${invitation}  `), invitation);
  // Punctuation after it, as in a sentence.
  for (const end of ['.', ').', '!', '"', '»', '>']) assert.equal(codeOf(`(here: ${url}${end}`), invitation, end);
});

test('an invitation where a reply is expected, and the other way, are named', () => {
  assert.equal(refused(() => decode(invitation, 'answer'), 'invitation as reply').kind, 'NotReply');
  assert.equal(refused(() => decode(reply, 'offer'), 'reply as invitation').kind, 'NotInvitation');
  assert.equal(decode(reply, 'answer').answers, offerId);
});

test('not a live code: empty, a game link, another text', () => {
  for (const [text, kind] of [
    ['', 'Empty'],
    ['   ', 'Empty'],
    ['https://example.org/#', 'Empty'],
    [null, 'Empty'],
    [42, 'Empty'],
    ['gAiAIOgEAAAAAAAAEWm_DqwNCZW4RwMFRccZImZkZRXEVAEzAJmI', 'NotLive'],
    ['https://example.org/#fAbc', 'NotLive'],
    ['hello', 'NotLive'],
    [`${invitation.slice(0, 20)}é${invitation.slice(21)}`, 'BadCharacters'],
    [`${invitation}=`, 'BadCharacters'],
    [`${invitation.slice(0, 30)}+${invitation.slice(31)}`, 'BadCharacters'],
  ]) {
    assert.equal(refused(() => decode(text), JSON.stringify(text)).kind, kind, JSON.stringify(text));
  }
});

test('every truncation of a code is refused', () => {
  for (const code of [invitation, reply, encode(CHROMIUM_OFFER, { from: 'Anna', to: 'Zoé' })]) {
    for (let n = 0; n < code.length; n++) {
      const e = refused(() => decode(code.slice(0, n)), `cut at ${n}`);
      assert.ok(['Empty', 'NotLive', 'Incomplete', 'Damaged'].includes(e.kind), `cut at ${n}: ${e.kind}`);
    }
  }
  // Most cuts are told as such, not as damage.
  const told = [...Array(invitation.length - 10)].filter(
    (_, n) => refused(() => decode(invitation.slice(0, n + 10)), 'cut').kind === 'Incomplete',
  );
  assert.ok(told.length > (invitation.length - 10) * 0.9, `${told.length} of ${invitation.length - 10}`);
});

test('every changed character and every flipped bit is refused', () => {
  const chars = 'ABZaz09-_';
  for (const code of [invitation, reply, encode(CHROMIUM_OFFER, { from: 'Anna', to: 'Zoé' })]) {
    for (let i = 1; i < code.length; i++) {
      for (const c of chars) {
        if (c === code[i]) continue;
        const e = refused(() => decode(code.slice(0, i) + c + code.slice(i + 1)), `char ${i} → ${c}`);
        assert.ok(['Damaged', 'Incomplete'].includes(e.kind), `char ${i} → ${c}: ${e.kind}`);
      }
    }
    // A character dropped, doubled or two swapped.
    for (let i = 1; i < code.length - 1; i++) {
      refused(() => decode(code.slice(0, i) + code.slice(i + 1)), `dropped ${i}`);
      refused(() => decode(code.slice(0, i) + code[i] + code.slice(i)), `doubled ${i}`);
      if (code[i] !== code[i + 1])
        refused(() => decode(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2)), `swapped ${i}`);
    }
  }
});

test('garbage is refused, in bounded time', () => {
  const next = random(23);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const started = performance.now();
  for (let i = 0; i < 20_000; i++) {
    const n = Math.floor(next() * 400);
    let s = 'l';
    for (let k = 0; k < n; k++) s += alphabet[Math.floor(next() * 64)];
    refused(() => decode(s), s);
  }
  // A huge text is refused unread.
  const huge = `l${'A'.repeat(5_000_000)}`;
  const t = performance.now();
  assert.equal(refused(() => decode(huge), 'huge').kind, 'TooLong');
  assert.ok(performance.now() - t < 50, 'refused at once');
  assert.equal(refused(() => decode(`l${'A'.repeat(MAX_CODE)}`), 'long').kind, 'TooLong');
  console.log(`20,000 garbage codes refused in ${Math.round(performance.now() - started)} ms`);
});

test("an invitation carries the players' names; a code without them is version 1", () => {
  const named = encode(CHROMIUM_OFFER, { from: 'Anna', to: 'Zoé 🎲' });
  const e = decode(named, 'offer');
  assert.deepEqual([e.from, e.to], ['Anna', 'Zoé 🎲']);
  // The first byte is the version: 2 with names, else 1, which older pages read.
  assert.match(named, /^lA[g-v]/);
  assert.match(invitation, /^lA[Q-f]/);
  assert.deepEqual([decode(invitation).from, decode(invitation).to], ['', '']);
  assert.equal(decode(encode(CHROMIUM_OFFER, { from: 'Anna' })).to, '');
  assert.ok(named.length - invitation.length <= 20, `${named.length - invitation.length} characters more`);
  // The same connection either way: the names are not the invitation's id.
  assert.equal(decode(named).id, decode(invitation).id);
  assert.equal(decode(invitation).id, offerId);
  // What a name may not carry is left out, and a long one cut between characters.
  assert.equal(cleanName(' An\u202Ena\u0007 '), 'Anna');
  const long = cleanName('é'.repeat(50));
  assert.equal(long, 'é'.repeat(30));
  assert.equal(decode(encode(CHROMIUM_OFFER, { from: '🎲'.repeat(20) })).from, '🎲'.repeat(15));
});

test('IPv6 addresses keep their meaning and their RFC 5952 writing', () => {
  for (const [given, written] of [
    ['2001:db8::1', '2001:db8::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['::1', '::1'],
    ['fe80::', 'fe80::'],
    ['2001:db8:0:1:1:1:1:1', '2001:db8:0:1:1:1:1:1'],
    ['2001:0:0:1:0:0:0:1', '2001:0:0:1::1'],
  ]) {
    const sdp = CHROMIUM_ANSWER.replace('c5e8a1f0-1d2e-4b3c-a4d5-e6f708192a3b.local', given);
    assert.equal(decode(encode(sdp, { reply: 1 })).candidates[0].address, written, given);
  }
});
