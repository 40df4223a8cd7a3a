// Writes tests/data/live-codes.json from the JavaScript codec (www/features/live/code.js), so
// that the Rust codec that replaces it (src/live.rs) is held to what the page wrote and read:
// descriptions and names encoded (or refused), texts decoded (or refused, and how), names
// cleaned. Seeded: the same cases every run.
//
//   node tests/data/live-codes.gen.mjs > tests/data/live-codes.json

import { createHash } from 'node:crypto';
import {
  LiveError,
  PREFIX,
  base64url,
  cleanName,
  crc32,
  decode,
  encode,
  invitationId,
  toSdp,
  unbase64url,
} from '../../www/features/live/code.js';
import {
  CHROMIUM_ANSWER,
  CHROMIUM_OFFER,
  CHROMIUM_RAW_OFFER,
  FIREFOX_ANSWER,
  FIREFOX_OFFER,
} from '../unit/live-sdp.mjs';

function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const next = random(31);
const int = (n) => Math.floor(next() * n);
const pick = (list) => list[int(list.length)];
const chance = (p) => next() < p;

const ICE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const HEXD = '0123456789abcdef';
const URL64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const str = (alphabet, n) => Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join('');
const hex2 = (b) => b.toString(16).padStart(2, '0');

function iceString(min, max) {
  const n = min + int(max - min + 1);
  const r = next();
  if (r < 0.25) return str(HEXD, n);
  if (r < 0.3) return str(HEXD.toUpperCase(), n);
  if (r < 0.315) return str(ICE, n) + pick(['!', '-', ' x', 'é', '=']);
  if (r < 0.325) return str(ICE, 120 + int(20));
  if (r < 0.33) return '';
  return str(ICE, n);
}

function address() {
  const r = next();
  if (r < 0.3) return [0, 0, 0, 0].map(() => pick([0, 1, 10, 192, 203, 255, int(256)])).join('.');
  if (r < 0.4) return pick(['0.0.0.0', '10.0.0.300', '01.2.3.4', '1.2.3', '127.0.0.1', '255.255.255.255']);
  if (r < 0.6) {
    const groups = Array.from({ length: 8 }, () => (chance(0.4) ? '0' : int(65536).toString(16)));
    const text = groups.join(':');
    if (chance(0.5)) return text.replace(/(^|:)0(:0)+(:|$)/, '::');
    return chance(0.2) ? text.toUpperCase() : text;
  }
  if (r < 0.68)
    return pick([
      '::',
      '::1',
      'fe80::1%eth0',
      '::ffff:192.0.2.1',
      '2001:db8::1::2',
      '1:2:3:4:5:6:7:8:9',
      'fe80::',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '64:ff9b::192.0.2.33',
      '1:2:3:4:5:6:7::',
      '::2:3:4:5:6:7:8',
      '12345::1',
    ]);
  if (r < 0.95) {
    const h = Array.from({ length: 16 }, () => hex2(int(256))).join('');
    const uuid = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
    return chance(0.2) ? uuid.toUpperCase().replace('.LOCAL', '.local') : uuid;
  }
  return pick(['my-laptop.lan', 'localhost', 'x.local']);
}

function candidateLine(i) {
  const type = chance(0.05) ? 'weird' : pick(['host', 'host', 'host', 'srflx', 'srflx', 'prflx', 'relay']);
  const component = chance(0.08) ? 2 : 1;
  const proto = chance(0.1) ? 'tcp' : chance(0.2) ? 'UDP' : 'udp';
  const port = chance(0.05) ? pick([0, 65536, 70000, '12a', '080']) : 1 + int(65535);
  const related = type === 'host' ? '' : ' raddr 0.0.0.0 rport 0';
  const extra = proto === 'tcp' ? ' tcptype active' : chance(0.5) ? ' generation 0 network-cost 999' : '';
  return `a=candidate:${int(4e9)} ${component} ${proto} ${int(2 ** 31)} ${address()} ${port} typ ${type}${related}${extra}`;
}

const HASHES = [
  ['sha-1', 20],
  ['sha-224', 28],
  ['sha-256', 32],
  ['sha-384', 48],
  ['sha-512', 64],
];

/** A description as a browser might write it, now and then broken. */
function sdp(type) {
  const [hashName, size] = chance(0.05) ? ['md5', 16] : pick(HASHES);
  const n = chance(0.05) ? size + pick([-1, 1]) : size;
  let fp = Array.from({ length: n }, () => hex2(int(256)).toUpperCase()).join(':');
  if (chance(0.03)) fp = fp.replace(/^../, 'G0');
  const fingerprint = `a=fingerprint:${chance(0.1) ? hashName.toUpperCase() : hashName} ${fp}`;
  const setup =
    type === 'offer'
      ? chance(0.95)
        ? 'actpass'
        : pick(['active', 'passive', ''])
      : chance(0.95)
        ? pick(['active', 'passive'])
        : pick(['actpass', '']);
  const mid = chance(0.8) ? '0' : pick(['data', '1', 'a.b-c_d', '', 'x'.repeat(17), 'é', 'm id']);
  const count = int(10);
  const atSession = chance(0.2);
  const lines = [
    'v=0',
    `o=- ${int(2 ** 31)} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    ...(atSession ? [fingerprint] : []),
    'a=group:BUNDLE 0',
    chance(0.03) ? 'm=audio 9 UDP/TLS/RTP/SAVPF 111' : 'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...Array.from({ length: count }, (_, i) => candidateLine(i)),
    ...(chance(0.05) ? [] : [`a=ice-ufrag:${iceString(4, 32)}`]),
    ...(chance(0.05) ? [] : [`a=ice-pwd:${iceString(22, 40)}`]),
    ...(atSession || chance(0.03) ? [] : [fingerprint]),
    `a=setup:${setup}`,
    `a=mid:${mid}`,
    'a=sctp-port:5000',
  ];
  return `${lines.join(chance(0.1) ? '\n' : '\r\n')}\r\n`;
}

const NAMES = [
  '',
  'Anna',
  'Zoé 🎲',
  ' An\u202Ena\u0007 ',
  'é'.repeat(50),
  '🎲'.repeat(20),
  '\uFEFFBen\uFEFF',
  '\u0085Carl',
  '\u00A0Dora\u3000',
  'Eve\u2066x\u2069',
  'a\u200Bb',
  'x'.repeat(61),
  'x'.repeat(60),
  'ab'.repeat(29) + '\u00e9',
  '\u0000',
  '  ',
  'Ünïcödé',
  '\ud83c',
  '中文名字',
  'a\u0301',
];
const name = () => (chance(0.5) ? pick(NAMES) : str(ICE + ' éü', int(25)));

/** What decode or encode threw, as the fixture keeps it. */
function refusal(e) {
  if (!(e instanceof LiveError)) throw e;
  return Object.keys(e.params).length ? { error: e.kind, params: e.params } : { error: e.kind };
}

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A decoded code, as the fixture keeps it: every field, the rebuilt SDP's hash, the id. */
function decoded(e) {
  return {
    reply: e.reply,
    answers: e.answers,
    ufrag: e.ufrag,
    pwd: e.pwd,
    hash: e.hash,
    fingerprint: [...e.fingerprint].map(hex2).join(''),
    setup: e.setup,
    mid: e.mid,
    candidates: e.candidates.map((c) => `${c.type} ${c.address} ${c.port}`),
    from: e.from,
    to: e.to,
    id: invitationId(e),
    sdp: sha(toSdp(e)),
  };
}

function decodeCase(text, expect) {
  try {
    return { text, ...(expect ? { expect } : {}), ok: decoded(decode(text, expect)) };
  } catch (e) {
    return { text, ...(expect ? { expect } : {}), ...refusal(e) };
  }
}

/** The code of `body` (a code's bytes without its checksum), sealed with a right one. */
function sealed(body) {
  const sum = crc32('Dance of Muses live', body);
  return PREFIX + base64url(Uint8Array.from([...body, sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255]));
}

const encodes = [];
const codes = [];
const fixed = [
  [CHROMIUM_OFFER, null],
  [CHROMIUM_ANSWER, 0xbeef],
  [CHROMIUM_RAW_OFFER, null],
  [FIREFOX_OFFER, null],
  [FIREFOX_ANSWER, 1],
];
for (let i = 0; i < 120; i++) {
  const [text, reply] = i < fixed.length ? fixed[i] : chance(0.5) ? [sdp('offer'), null] : [sdp('answer'), int(65536)];
  const names = chance(0.5) ? { from: name(), to: name() } : chance(0.5) ? { from: name() } : {};
  const c = { sdp: text, ...(reply === null ? {} : { reply }), ...names };
  try {
    const code = encode(text, { reply, ...names });
    // Whether the page read its own code back (it wrote some it refused: a 0.0.0.0 address).
    let readable = true;
    try {
      decode(code);
    } catch {
      readable = false;
    }
    encodes.push({ ...c, code, ...(readable ? {} : { readable }) });
    codes.push(code);
  } catch (e) {
    encodes.push({ ...c, ...refusal(e) });
  }
}

const decodes = [];
const expects = [undefined, undefined, 'offer', 'answer'];
for (const code of codes) decodes.push(decodeCase(code, pick(expects)));
for (let i = 0; i < 700; i++) {
  const code = pick(codes);
  const r = int(14);
  let text;
  if (r === 0) text = code.slice(0, int(code.length));
  else if (r === 1) {
    const at = 1 + int(code.length - 1);
    text = code.slice(0, at) + pick([...URL64]) + code.slice(at + 1);
  } else if (r === 2) {
    const at = 1 + int(code.length - 1);
    text = code.slice(0, at) + code.slice(at + 1);
  } else if (r === 3) {
    const at = 1 + int(code.length);
    text = code.slice(0, at) + pick([...URL64, 'é', '=', '+', '/', '#', '%', '🎲']) + code.slice(at);
  } else if (r === 4) {
    text = pick([
      `https://example.org/dance/#${code}`,
      `(see ${code}).`,
      `  ${code.slice(0, 20)}\n${code.slice(20)} `,
      `#${code}!?`,
      `${code}»`,
      `x#y#${code}`,
      `${code}\u00a0`,
      `${code}\ufeff`,
      `${code}\u0085`,
      `\u2028${code}\u3000`,
    ]);
  } else if (r === 5) {
    // The last character's spare bits.
    const last = URL64.indexOf(code.at(-1));
    text = code.slice(0, -1) + URL64[last ^ (1 + int(3))];
  } else {
    // A body with a right checksum: the structure's checks alone.
    const bytes = [...unbase64url(code.slice(1), { loose: true })].slice(0, -4);
    const k = int(6);
    if (k === 0) bytes[int(bytes.length)] ^= 1 << int(8);
    else if (k === 1) bytes[int(bytes.length)] = int(256);
    else if (k === 2) bytes.splice(int(bytes.length), 1);
    else if (k === 3) bytes.splice(int(bytes.length), 0, int(256));
    else if (k === 4) bytes.length = int(bytes.length);
    else bytes[pick([0, 1, 1, 1])] = int(256);
    text = sealed(bytes);
  }
  decodes.push(decodeCase(text, pick(expects)));
}
// Random bodies, some with a right checksum, and plain garbage.
for (let i = 0; i < 150; i++) {
  const body = Array.from({ length: int(140) }, () => int(256));
  if (body.length) body[0] = pick([0, 1, 1, 2, 2, 3, 255]);
  if (body.length > 1 && chance(0.5)) body[1] &= 0x7f;
  decodes.push(decodeCase(chance(0.8) ? sealed(body) : PREFIX + base64url(Uint8Array.from(body))));
}
for (const text of [
  '',
  '   ',
  '#',
  'https://example.org/#',
  'l',
  'lA',
  'lAA',
  'lAAA',
  'lAAAA',
  'gAiAIOgEAAAAAAAAEWm_DqwNCZW4RwMFRccZImZkZRXEVAEzAJmI',
  'hello',
  'L' + codes[0].slice(1),
  `l${'A'.repeat(600)}`,
  `l${'A'.repeat(599)}`,
  `l${'é'.repeat(599)}`,
  `${' '.repeat(2400)}${codes[0]}`,
  `${' '.repeat(2401 - codes[0].length)}${codes[0]}`,
  `${'🎲'.repeat(1200)}`,
  `${'🎲'.repeat(1199)}#${codes[0]}`,
  `${codes[0]}.,;:!?)]}>"'»`,
  `${codes[0]}..x`,
  '\t\n\r\v\f',
  '\ufeff',
]) {
  decodes.push(decodeCase(text));
}

const names = [
  ...NAMES,
  ...Array.from({ length: 60 }, () => str(ICE + ' \u00a0\ufeff\u0085\u202e\u0007é🎲中', int(70))),
].map((n) => [n, cleanName(n)]);

// One case a line, for diffs that read.
const list = (cases) => `[\n${cases.map((c) => JSON.stringify(c)).join(',\n')}\n]`;
console.log(`{"encodes": ${list(encodes)},\n"decodes": ${list(decodes)},\n"names": ${list(names)}}`);
