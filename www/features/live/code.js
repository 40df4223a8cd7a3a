// Live play's invitation and reply (docs/live-play.md): a WebRTC data-channel offer or answer
// reduced to what the other browser needs to reach this one (ICE credentials, the DTLS
// fingerprint and role, the candidates' addresses), packed into bytes, checksummed, and
// written as a URL fragment; and the other way, a fragment checked and rebuilt into an SDP
// that Chromium and Firefox accept. Nothing of the game is in it.
//
//   const code = encode(pc.localDescription.sdp, { reply: null });  // 'l…' (an invitation)
//   const e = decode(text, 'offer');   // or throws a LiveError with a `kind` the page words
//   await pc.setRemoteDescription({ type: 'offer', sdp: toSdp(e) });
//
// The bytes, all numbers big-endian:
//   version · flags · [a reply: the invitation's id, 2 bytes] · ufrag · pwd ·
//   fingerprint (its hash's length) · [mid] · candidate count · candidates · [names] · CRC-32
// flags: bit 0 a reply; bit 1 a reply's DTLS role is passive (else active); bits 2–4 the
// fingerprint's hash (HASHES); bit 5 a mid other than "0" follows the fingerprint; bit 6 the
// names follow the candidates (version 2 only, and always there); bit 7 0. Version 1 is the
// same without names: a code without names is written as version 1, so a page of the first
// version still reads it. The names (the inviting player's, then the invited one's) say whose
// game a guest joins: each a byte (its length in bytes, at most MAX_NAME), then its UTF-8.
// A string: a byte (bit 7: hex digits, 4 bits each, else ICE characters, 6 bits each; bits
// 0–6 its length), then its characters packed, the last byte's spare bits 0.
// A candidate: a byte (bits 0–1 its type, TYPES; bits 2–3 its address: 0 IPv4, 1 IPv6, 2 an
// mDNS name <uuid>.local as the UUID's 16 bytes; bits 4–7 0), the address, the port.
// The CRC-32 covers CHECK and every byte before it: a copy cut short or changed is caught.

export const PREFIX = 'l';
/** The newest version this page reads and writes (1: no names). */
export const VERSION = 2;
/** A name's longest UTF-8 in a code (a player's name is at most 20 characters). */
export const MAX_NAME = 60;
/** A code longer than this is refused unread (a valid one is ~100–250 characters). */
export const MAX_CODE = 600;
/** Candidates kept in a code: a few ways to reach a device are enough, and each costs ~25
 * characters. */
export const MAX_CANDIDATES = 6;

const CHECK = 'Dance of Muses live';
const HASHES = [
  ['sha-1', 20],
  ['sha-224', 28],
  ['sha-256', 32],
  ['sha-384', 48],
  ['sha-512', 64],
];
const TYPES = ['host', 'srflx', 'prflx', 'relay'];
/** RFC 8445's recommended type preferences, to give rebuilt candidates sound priorities. */
const PREFERENCE = { host: 126, prflx: 110, srflx: 100, relay: 0 };
const ICE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const HEX = '0123456789abcdef';
const URL64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Why a code was refused, or why a description cannot be made into one. Like the engine's
 * errors it has a machine `kind` and `params` for the page to word; `message` is for the
 * console. Kinds: Empty, NotLive, TooLong, BadCharacters, Incomplete, Damaged, FutureVersion,
 * Malformed, NotInvitation, NotReply (a code); Unsupported, NoCandidate (a description); and
 * those of peer.js.
 */
export class LiveError extends Error {
  constructor(kind, message = kind, params = {}) {
    super(message);
    this.name = 'LiveError';
    this.kind = kind;
    this.params = params;
  }
}

// ---------------------------------------------------------------- an SDP, read and written

/**
 * The essentials of a data-channel offer's or answer's SDP: { reply, ufrag, pwd, hash,
 * fingerprint (bytes), setup, mid, candidates: [{ type, address, port }] }. Only UDP
 * candidates of component 1 are kept (a data channel needs no other), at most MAX_CANDIDATES,
 * the ways across networks (srflx, prflx, relay) first.
 */
export function readSdp(sdp, type) {
  if (typeof sdp !== 'string') throw new LiveError('Unsupported', 'no SDP');
  const lines = sdp.split(/\r?\n/);
  // The first application section's values, else the session's (Firefox puts the
  // fingerprint there).
  const start = lines.findIndex((l) => l.startsWith('m=application'));
  if (start < 0) throw new LiveError('Unsupported', 'no data channel in the description');
  const end = lines.findIndex((l, i) => i > start && l.startsWith('m='));
  const media = lines.slice(start, end < 0 ? undefined : end);
  const session = lines.slice(0, lines.findIndex((l) => l.startsWith('m=')));
  const value = (name) => {
    const find = (ls) => ls.find((l) => l.startsWith(`a=${name}:`))?.slice(name.length + 3).trim();
    return find(media) ?? find(session);
  };
  const ufrag = value('ice-ufrag');
  const pwd = value('ice-pwd');
  const [hashName, hex] = (value('fingerprint') ?? '').split(/\s+/);
  const hash = HASHES.findIndex(([h]) => h === hashName?.toLowerCase());
  const fingerprint = hex?.split(':').map((b) => (/^[0-9a-f]{2}$/i.test(b) ? parseInt(b, 16) : NaN));
  const setup = value('setup') ?? '';
  const mid = value('mid') ?? '0';
  const reply = type === 'answer';
  if (!ufrag || !pwd || !fingerprint) throw new LiveError('Unsupported', 'no ICE credentials or fingerprint');
  if (hash < 0 || fingerprint.length !== HASHES[hash][1] || fingerprint.some(Number.isNaN)) {
    throw new LiveError('Unsupported', `fingerprint ${hashName}`);
  }
  if (!(reply ? ['active', 'passive'] : ['actpass']).includes(setup)) throw new LiveError('Unsupported', `setup ${setup}`);
  const seen = new Set();
  const all = [];
  for (const line of media) {
    const c = line.startsWith('a=candidate:') ? readCandidate(line.slice(12)) : null;
    if (!c || seen.has(`${c.address} ${c.port}`)) continue;
    seen.add(`${c.address} ${c.port}`);
    all.push(c);
  }
  const across = all.filter((c) => c.type !== 'host').slice(0, MAX_CANDIDATES >> 1);
  const hosts = all.filter((c) => c.type === 'host').slice(0, MAX_CANDIDATES - across.length);
  const candidates = all.filter((c) => across.includes(c) || hosts.includes(c));
  if (!candidates.length) throw new LiveError('NoCandidate', 'no address to reach this device');
  return { reply, ufrag, pwd, hash: HASHES[hash][0], fingerprint: Uint8Array.from(fingerprint), setup, mid, candidates };
}

/** A candidate attribute's value, or null if it is one a code leaves out. */
function readCandidate(text) {
  const f = text.trim().split(/\s+/);
  const typ = f.indexOf('typ');
  if (f.length < 8 || f[1] !== '1' || f[2].toLowerCase() !== 'udp' || typ !== 6) return null;
  const type = f[7];
  const address = f[4].toLowerCase();
  const port = Number(f[5]);
  if (!TYPES.includes(type) || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  if (!IPV4.test(address) && !UUID.test(address) && !ipv6Bytes(address)) return null;
  return { type, address, port };
}

/**
 * A valid SDP for `e` (readSdp's or decode's): what the other browser's description said,
 * in a form both Chromium and Firefox accept, its candidates listed and ended (no trickle).
 */
export function toSdp(e) {
  const fp = [...e.fingerprint].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0',
    `o=- ${crc32(e.ufrag + e.pwd) >>> 1} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    `a=group:BUNDLE ${e.mid}`,
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
    'c=IN IP4 0.0.0.0',
    ...e.candidates.map((c, i) => {
      const priority = PREFERENCE[c.type] * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
      const related = c.type === 'host' ? '' : c.address.includes(':') ? ' raddr :: rport 0' : ' raddr 0.0.0.0 rport 0';
      return `a=candidate:${i + 1} 1 udp ${priority} ${c.address} ${c.port} typ ${c.type}${related}`;
    }),
    'a=end-of-candidates',
    `a=ice-ufrag:${e.ufrag}`,
    `a=ice-pwd:${e.pwd}`,
    `a=fingerprint:${e.hash} ${fp}`,
    `a=setup:${e.setup}`,
    `a=mid:${e.mid}`,
    'a=sctp-port:5000',
    // What every browser can take (RFC 8841's default is 64 KB); the page's messages are far
    // smaller.
    'a=max-message-size:262144',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- a code, written and read

/**
 * The code (PREFIX and base64url, no '#') of an offer's (`reply` null) or an answer's SDP;
 * a reply names the invitation it answers by its id (invitationId). `from` and `to` (an
 * invitation's): the inviting player's name and the invited one's, cut to what a code holds.
 * Throws a LiveError (Unsupported, NoCandidate) for a description it cannot carry.
 */
export function encode(sdp, { reply = null, from = '', to = '' } = {}) {
  const e = readSdp(sdp, reply === null ? 'offer' : 'answer');
  return PREFIX + base64url(pack({ ...e, answers: reply, from: cleanName(from), to: cleanName(to) }));
}

/** What a name may not hold in a code: control characters and bidirectional overrides (a
 * name that reorders the words around it). */
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** `name` as a code carries it: its unsafe characters out, at most MAX_NAME bytes of UTF-8
 * (cut between characters). */
export function cleanName(name) {
  let s = String(name ?? '')
    .replace(new RegExp(UNSAFE.source, 'gu'), '')
    .trim();
  while (new TextEncoder().encode(s).length > MAX_NAME) s = [...s].slice(0, -1).join('');
  return s.trim();
}

/** The bytes of essentials `e` (readSdp's), with `e.answers` the invitation's id if a reply,
 * and `e.from`, `e.to` the names (cleanName's), if any. */
export function pack(e) {
  const names = !!(e.from || e.to);
  const out = [names ? 2 : 1];
  const reply = e.answers !== null && e.answers !== undefined;
  const hash = HASHES.findIndex(([h]) => h === e.hash);
  out.push((reply ? 1 : 0) | (e.setup === 'passive' ? 2 : 0) | (hash << 2) | (e.mid !== '0' ? 32 : 0) | (names ? 64 : 0));
  if (reply) out.push((e.answers >> 8) & 255, e.answers & 255);
  packString(out, e.ufrag);
  packString(out, e.pwd);
  out.push(...e.fingerprint);
  if (e.mid !== '0') {
    if (!/^[\w.-]{1,16}$/.test(e.mid)) throw new LiveError('Unsupported', `mid ${e.mid}`);
    out.push(e.mid.length, ...[...e.mid].map((c) => c.charCodeAt(0)));
  }
  out.push(e.candidates.length);
  for (const c of e.candidates) {
    const uuid = UUID.exec(c.address);
    const family = uuid ? 2 : c.address.includes(':') ? 1 : 0;
    out.push(TYPES.indexOf(c.type) | (family << 2));
    if (uuid) out.push(...hexBytes(uuid.slice(1).join('')));
    else if (family === 1) out.push(...ipv6Bytes(c.address));
    else out.push(...c.address.split('.').map(Number));
    out.push(c.port >> 8, c.port & 255);
  }
  if (names) {
    for (const name of [e.from ?? '', e.to ?? '']) {
      const utf8 = new TextEncoder().encode(name);
      if (utf8.length > MAX_NAME) throw new LiveError('Unsupported', 'a name too long');
      out.push(utf8.length, ...utf8);
    }
  }
  return withCheck(out);
}

function packString(out, s) {
  const hex = [...s].every((c) => HEX.includes(c));
  if (s.length > 127 || (!hex && ![...s].every((c) => ICE_CHARS.includes(c)))) throw new LiveError('Unsupported', `ICE string ${s.length}`);
  const [alphabet, bits] = hex ? [HEX, 4] : [ICE_CHARS, 6];
  out.push((hex ? 128 : 0) | s.length);
  out.push(...packBits([...s].map((c) => alphabet.indexOf(c)), bits));
}

/** The bytes of `data` with their CRC-32 after them. */
function withCheck(data) {
  const body = Uint8Array.from(data);
  const sum = crc32(CHECK, body);
  return Uint8Array.from([...body, sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255]);
}

/**
 * The code in `text` (a whole link, or the code alone; spaces and line breaks a messenger may
 * add are ignored), checked and read: essentials as readSdp gives them, `answers` the
 * invitation's id in a reply (else null). `expect` ('offer' or 'answer', if given) refuses
 * the other kind. Anything else throws a LiveError; never another error, in time linear in a
 * text of at most MAX_CODE characters.
 */
export function decode(text, expect) {
  const code = codeOf(text);
  const body = code.slice(PREFIX.length);
  // Its bytes, whole ones only: a copy cut short is read as far as it goes, to be told as such.
  const bytes = unbase64url(body, { loose: true });
  const e = unpack(bytes);
  // One writing per code: a changed last character may only touch spare bits.
  if (PREFIX + base64url(bytes) !== code) throw new LiveError('Damaged', 'spare bits');
  if (expect === 'offer' && e.reply) throw new LiveError('NotInvitation', 'a reply, not an invitation');
  if (expect === 'answer' && !e.reply) throw new LiveError('NotReply', 'an invitation, not a reply');
  return e;
}

/** The code in `text` (see decode), or a LiveError. */
export function codeOf(text) {
  if (typeof text !== 'string') throw new LiveError('Empty', 'no text');
  // A long text is refused before any work on it (a pasted book, a crafted link).
  if (text.length > 4 * MAX_CODE) throw new LiveError('TooLong', `${text.length} characters`);
  let code = text.replace(/\s+/g, '');
  const hash = code.lastIndexOf('#');
  if (hash >= 0) code = code.slice(hash + 1);
  // Punctuation a sentence put after the link ("…#lAbC." or "(…#lAbC)"): never a code's.
  code = code.replace(/[.,;:!?)\]}>"'»]+$/u, '');
  if (!code) throw new LiveError('Empty', 'no code');
  if (!code.startsWith(PREFIX)) throw new LiveError('NotLive', 'not a live-play code');
  if (code.length > MAX_CODE) throw new LiveError('TooLong', `${code.length} characters`);
  return code;
}

/** Essentials from `bytes` (a code's), or a LiveError. */
export function unpack(bytes) {
  if (bytes.length < 5) throw new LiveError('Incomplete', 'the code ends too soon');
  const r = reader(bytes.subarray(0, bytes.length - 4));
  // Read the structure first: a copy cut short runs out of bytes; then the checksum.
  let e;
  let wrong = null;
  try {
    e = read(r);
  } catch (error) {
    if (!(error instanceof LiveError)) throw error;
    wrong = error;
  }
  const body = bytes.subarray(0, bytes.length - 4);
  const n = bytes.length;
  const sum = ((bytes[n - 4] << 24) | (bytes[n - 3] << 16) | (bytes[n - 2] << 8) | bytes[n - 1]) >>> 0;
  if (crc32(CHECK, body) !== sum) {
    throw wrong?.kind === 'Incomplete' ? wrong : new LiveError('Damaged', 'the checksum does not match');
  }
  // A whole code of a newer version: its structure may be one this page cannot read.
  if (bytes[0] > VERSION) throw new LiveError('FutureVersion', `version ${bytes[0]}`, { version: bytes[0] });
  if (bytes[0] < 1) throw new LiveError('Malformed', `version ${bytes[0]}`, { version: bytes[0] });
  if (wrong) throw wrong.kind === 'Incomplete' ? new LiveError('Malformed', wrong.message) : wrong;
  return e;
}

function read(r) {
  const version = r.byte();
  if (version < 1 || version > VERSION) return null;
  const flags = r.byte();
  if (flags & 128) throw new LiveError('Malformed', 'reserved flags');
  // Names in version 2 and only there: one writing per code.
  const names = version === 2;
  if (!!(flags & 64) !== names) throw new LiveError('Malformed', names ? 'version 2 without names' : 'reserved flags');
  const reply = !!(flags & 1);
  const hash = (flags >> 2) & 7;
  if (hash >= HASHES.length) throw new LiveError('Malformed', `hash ${hash}`);
  if (!reply && flags & 2) throw new LiveError('Malformed', 'an invitation with a role');
  const answers = reply ? (r.byte() << 8) | r.byte() : null;
  const ufrag = readString(r);
  const pwd = readString(r);
  // RFC 8445's bounds, which the browsers enforce: refused here with a clear reason.
  if (ufrag.length < 4 || pwd.length < 22) throw new LiveError('Malformed', 'ICE credentials too short');
  const fingerprint = r.bytes(HASHES[hash][1]);
  let mid = '0';
  if (flags & 32) {
    const n = r.byte();
    mid = String.fromCharCode(...r.bytes(n));
    if (!/^[\w.-]{1,16}$/.test(mid) || mid === '0') throw new LiveError('Malformed', 'mid');
  }
  const count = r.byte();
  if (count < 1 || count > MAX_CANDIDATES) throw new LiveError('Malformed', `${count} candidates`);
  const candidates = [];
  for (let i = 0; i < count; i++) {
    const head = r.byte();
    const family = (head >> 2) & 3;
    if (head & 240 || family === 3) throw new LiveError('Malformed', 'candidate');
    const raw = r.bytes(family === 0 ? 4 : 16);
    const port = (r.byte() << 8) | r.byte();
    const address = family === 0 ? raw.join('.') : family === 1 ? ipv6Text(raw) : uuidText(raw);
    const type = TYPES[head & 3];
    const unspecified = family === 0 ? address === '0.0.0.0' : family === 1 && raw.every((b) => b === 0);
    if (port === 0 || unspecified || (family === 2 && type !== 'host')) throw new LiveError('Malformed', 'candidate address');
    candidates.push({ type, address, port });
  }
  const [from, to] = names ? [readName(r), readName(r)] : ['', ''];
  if (names && !from && !to) throw new LiveError('Malformed', 'names without a name');
  if (!r.done()) throw new LiveError('Malformed', 'bytes after the candidates');
  return { reply, answers, ufrag, pwd, hash: HASHES[hash][0], fingerprint, setup: reply ? (flags & 2 ? 'passive' : 'active') : 'actpass', mid, candidates, from, to };
}

/** A name: its length, then as many bytes of UTF-8, written as cleanName writes it. */
function readName(r) {
  const n = r.byte();
  if (n > MAX_NAME) throw new LiveError('Malformed', 'a name too long');
  let name;
  try {
    name = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(r.bytes(n));
  } catch {
    throw new LiveError('Malformed', 'a name that is not UTF-8');
  }
  if (cleanName(name) !== name) throw new LiveError('Malformed', 'a name with characters a code does not carry');
  return name;
}

function readString(r) {
  const head = r.byte();
  const [alphabet, bits] = head & 128 ? [HEX, 4] : [ICE_CHARS, 6];
  const n = head & 127;
  const values = unpackBits(r.bytes(Math.ceil((n * bits) / 8)), bits, n);
  return values.map((v) => alphabet[v]).join('');
}

/** A cursor over `bytes` that throws Incomplete when they run out. */
function reader(bytes) {
  let at = 0;
  const need = (n) => {
    if (at + n > bytes.length) throw new LiveError('Incomplete', 'the code ends too soon');
  };
  return {
    byte() {
      need(1);
      return bytes[at++];
    },
    bytes(n) {
      need(n);
      at += n;
      return bytes.slice(at - n, at);
    },
    done: () => at === bytes.length,
  };
}

/** The id a reply names its invitation by: 16 bits of the invitation's ICE credentials and
 * fingerprint (the same for both devices, different for each exchange). */
export function invitationId(e) {
  return crc32(`${e.ufrag}:${e.pwd}`, e.fingerprint) & 0xffff;
}

// ---------------------------------------------------------------- bits, bytes, text

function packBits(values, bits) {
  const out = [];
  let acc = 0;
  let n = 0;
  for (const v of values) {
    acc = (acc << bits) | v;
    n += bits;
    while (n >= 8) {
      n -= 8;
      out.push((acc >> n) & 255);
    }
    acc &= (1 << n) - 1;
  }
  if (n) out.push((acc << (8 - n)) & 255);
  return out;
}

function unpackBits(bytes, bits, count) {
  const out = [];
  let acc = 0;
  let n = 0;
  for (const b of bytes) {
    acc = (acc << 8) | b;
    n += 8;
    while (n >= bits && out.length < count) {
      n -= bits;
      out.push((acc >> n) & ((1 << bits) - 1));
    }
    acc &= (1 << n) - 1;
  }
  // Spare bits are 0: one string has one writing (a changed character is never ignored).
  if (acc !== 0) throw new LiveError('Malformed', 'spare bits');
  if (bits === 6 && out.some((v) => v >= 64)) throw new LiveError('Malformed', 'character');
  return out;
}

const hexBytes = (hex) => hex.match(/../g).map((h) => parseInt(h, 16));

function uuidText(b) {
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
}

/** The 16 bytes of an IPv6 address's text, or null if it is not one. */
function ipv6Bytes(text) {
  if (!/^[0-9a-f:.]{2,45}$/i.test(text)) return null;
  let words;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s) => (s ? s.split(':') : []);
  const [head, tail] = [part(halves[0]), part(halves[1])];
  // A trailing IPv4 (::ffff:1.2.3.4) counts as two groups.
  const last = (halves.length === 2 ? tail : head).at(-1);
  if (last && last.includes('.')) {
    if (!IPV4.test(last)) return null;
    const [a, b, c, d] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    (halves.length === 2 ? tail : head).splice(-1, 1, ...groups);
  }
  if (halves.length === 2) {
    const fill = 8 - head.length - tail.length;
    if (fill < 1) return null;
    words = [...head, ...Array(fill).fill('0'), ...tail];
  } else words = head;
  if (words.length !== 8 || !words.every((w) => /^[0-9a-f]{1,4}$/i.test(w))) return null;
  return words.flatMap((w) => [parseInt(w, 16) >> 8, parseInt(w, 16) & 255]);
}

/** RFC 5952's text of an IPv6 address: lowercase, the longest run of zero groups as ::. */
function ipv6Text(b) {
  const words = [];
  for (let i = 0; i < 16; i += 2) words.push(((b[i] << 8) | b[i + 1]).toString(16));
  let best = [-1, 0];
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && words[j] === '0') j++;
    if (j - i > best[1] && j - i > 1) best = [i, j - i];
    i = j > i ? j : i + 1;
  }
  if (best[0] < 0) return words.join(':');
  return `${words.slice(0, best[0]).join(':')}::${words.slice(best[0] + best[1]).join(':')}`;
}

export function base64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) s += URL64[(n >> (18 - 6 * k)) & 63];
  }
  return s;
}

/** The bytes of base64url `s` (no padding), or a LiveError: only one writing is accepted,
 * unless `loose` (then a last character with no whole byte and spare bits are ignored). */
export function unbase64url(s, { loose = false } = {}) {
  if (s.length % 4 === 1 && !loose) throw new LiveError('Incomplete', 'a character too many or too few');
  const values = [];
  for (const c of s) {
    const v = URL64.indexOf(c);
    if (v < 0) throw new LiveError('BadCharacters', `the character ${JSON.stringify(c)}`, { char: c });
    values.push(v);
  }
  const out = [];
  let acc = 0;
  let n = 0;
  for (const v of values) {
    acc = ((acc << 6) | v) & 0xffffff;
    n += 6;
    if (n >= 8) {
      n -= 8;
      out.push((acc >> n) & 255);
    }
  }
  if (acc & ((1 << n) - 1) && !loose) throw new LiveError('Damaged', 'spare bits');
  return Uint8Array.from(out);
}

let table = null;
/** CRC-32 (IEEE, as zlib's) of `prefix`'s characters (ASCII) then `bytes`. */
export function crc32(prefix, bytes = []) {
  table ??= Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let c = 0xffffffff;
  const step = (b) => {
    c = table[(c ^ b) & 255] ^ (c >>> 8);
  };
  for (let i = 0; i < prefix.length; i++) step(prefix.charCodeAt(i) & 255);
  for (const b of bytes) step(b);
  return (c ^ 0xffffffff) >>> 0;
}
