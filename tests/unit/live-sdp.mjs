// Data-channel descriptions as Chromium and Firefox write them (their shape; the addresses,
// names and keys are made up, the addresses from the documentation ranges), for the live-play
// tests (tests/unit/live-*.test.mjs).

const crlf = (lines) => `${lines.join('\r\n')}\r\n`;

const FP1 = 'A1:B2:C3:D4:E5:F6:07:18:29:3A:4B:5C:6D:7E:8F:90:01:12:23:34:45:56:67:78:89:9A:AB:BC:CD:DE:EF:F0';
const FP2 = '0F:1E:2D:3C:4B:5A:69:78:87:96:A5:B4:C3:D2:E1:F0:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF';

/** Chromium's offer, gathered with a STUN server: an mDNS name per local address (IPv4 and
 * IPv6), TCP candidates, a server-reflexive address of each family. */
export const CHROMIUM_OFFER = crlf([
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 54400 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 203.0.113.7',
  'a=candidate:3355123456 1 udp 2113937151 6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2b.local 54400 typ host generation 0 network-cost 999',
  'a=candidate:1204381923 1 udp 2113939711 0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.local 41234 typ host generation 0 network-cost 999',
  'a=candidate:2202838493 1 tcp 1518157055 6f1e3a4c-2b8d-4e6f-9a1b-3c5d7e9f0a2b.local 9 typ host tcptype active generation 0 network-cost 999',
  'a=candidate:842163049 1 udp 1677729535 203.0.113.7 54400 typ srflx raddr 0.0.0.0 rport 0 generation 0 network-cost 999',
  'a=candidate:924162378 1 udp 1677732095 2001:db8:85a3::8a2e:370:7334 41234 typ srflx raddr :: rport 0 generation 0 network-cost 999',
  'a=ice-ufrag:Hx3K',
  'a=ice-pwd:Qm7vB2rTnq8ZcL0pWfXy1s9d',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP1}`,
  'a=setup:actpass',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
]);

/** Chromium's answer, no STUN server: one mDNS name. */
export const CHROMIUM_ANSWER = crlf([
  'v=0',
  'o=- 8290412211354813212 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'a=extmap-allow-mixed',
  'a=msid-semantic: WMS',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:1510613869 1 udp 2113937151 c5e8a1f0-1d2e-4b3c-a4d5-e6f708192a3b.local 52911 typ host generation 0 network-cost 999',
  'a=ice-ufrag:p9/+',
  'a=ice-pwd:kT2yW8nB0vXq4Lz6Rc1Fd3Hs',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FP2}`,
  'a=setup:active',
  'a=mid:0',
  'a=sctp-port:5000',
  'a=max-message-size:262144',
]);

/** Chromium's offer with raw local addresses (mDNS names off), as in the e2e tests. */
export const CHROMIUM_RAW_OFFER = CHROMIUM_ANSWER.replace('setup:active', 'setup:actpass')
  .replace('c5e8a1f0-1d2e-4b3c-a4d5-e6f708192a3b.local', '10.77.0.1')
  .replace('a=ice-ufrag:p9/+', 'a=ice-ufrag:Zz09');

/** Firefox's offer: the fingerprint at the session level, hex credentials, TCP candidates. */
export const FIREFOX_OFFER = crlf([
  'v=0',
  'o=mozilla...THIS_IS_SDPARTA-128.0 5381052581316024468 0 IN IP4 0.0.0.0',
  's=-',
  't=0 0',
  `a=fingerprint:sha-256 ${FP2}`,
  'a=group:BUNDLE 0',
  'a=ice-options:trickle',
  'a=msid-semantic:WMS *',
  'm=application 50123 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 198.51.100.9',
  'a=candidate:0 1 UDP 2122252543 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f.local 50123 typ host',
  'a=candidate:2 1 TCP 2105524479 3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f.local 9 typ host tcptype active',
  'a=candidate:1 1 UDP 1686052863 198.51.100.9 50123 typ srflx raddr 0.0.0.0 rport 0',
  'a=sendrecv',
  'a=end-of-candidates',
  'a=ice-pwd:4f8a2c6e1b3d5f7a9c0e2b4d6f8a1c3e',
  'a=ice-ufrag:9a8b7c6d',
  'a=mid:0',
  'a=setup:actpass',
  'a=sctp-port:5000',
  'a=max-message-size:1073741823',
]);

/** Firefox's answer. */
export const FIREFOX_ANSWER = FIREFOX_OFFER.replace('a=setup:actpass', 'a=setup:active')
  .replace('4f8a2c6e1b3d5f7a9c0e2b4d6f8a1c3e', '0123456789abcdef0123456789abcdef')
  .replace(FP2, FP1);
