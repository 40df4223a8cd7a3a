// A stand-in for the browser's RTCPeerConnection, for the live layer's unit tests under Node
// (www/features/live/peer.js takes it as its `RTC` option): descriptions shaped as Chromium writes
// them, candidates gathered on a plan the test sets (a STUN server that never answers, a late
// public address), and two connections joined when each holds the other's credentials and
// the network lets them. The real browsers are tested in tests/e2e/live.test.mjs.

import { randomBytes, randomUUID } from 'node:crypto';

const ICE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const text = (n) => [...randomBytes(n)].map((b) => ICE[b & 63]).join('');
const event = (type, fields = {}) => Object.assign(new Event(type), fields);

/**
 * A network: `plan` is when each candidate comes (ms after setLocalDescription) and when
 * gathering completes (`complete`, null: never, as with a STUN server that does not answer);
 * `reachable` whether two connections can reach each other; `connectMs` how long that takes.
 */
export function fakeNet({ plan = { host: 5, complete: 10 }, reachable = true, connectMs = 5 } = {}) {
  const net = { plan, reachable, connectMs, pcs: [] };
  net.RTC = class extends EventTarget {
    constructor(config) {
      super();
      this.config = config;
      this.connectionState = 'new';
      this.iceConnectionState = 'new';
      this.iceGatheringState = 'new';
      this.localDescription = null;
      this.remote = null;
      this.ufrag = text(4);
      this.pwd = text(24);
      this.fingerprint = [...randomBytes(32)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
      this.candidates = [];
      this.channel = null;
      this.timers = [];
      net.pcs.push(this);
    }

    createDataChannel(label, options) {
      this.channel = new FakeChannel(this, label, options);
      return this.channel;
    }

    sdp(setup) {
      return [
        'v=0',
        'o=- 1 2 IN IP4 127.0.0.1',
        's=-',
        't=0 0',
        'a=group:BUNDLE 0',
        'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
        'c=IN IP4 0.0.0.0',
        ...this.candidates.map((c) => `a=${c}`),
        `a=ice-ufrag:${this.ufrag}`,
        `a=ice-pwd:${this.pwd}`,
        `a=fingerprint:sha-256 ${this.fingerprint}`,
        `a=setup:${setup}`,
        'a=mid:0',
        'a=sctp-port:5000',
        '',
      ].join('\r\n');
    }

    async createOffer() {
      return { type: 'offer', sdp: this.sdp('actpass') };
    }

    async createAnswer() {
      if (!this.remote) throw new Error('no remote offer');
      return { type: 'answer', sdp: this.sdp('active') };
    }

    async setLocalDescription(d) {
      this.type = d.type;
      const setup = d.type === 'offer' ? 'actpass' : 'active';
      Object.defineProperty(this, 'localDescription', {
        configurable: true,
        get: () => ({ type: d.type, sdp: this.sdp(setup) }),
      });
      this.iceGatheringState = 'gathering';
      const { host, srflx, complete } = net.plan;
      const add = (candidate) => {
        this.candidates.push(candidate);
        this.dispatchEvent(event('icecandidate', { candidate: { candidate } }));
      };
      const after = (ms, fn) => this.timers.push(setTimeout(fn, ms));
      if (host !== undefined)
        after(host, () =>
          add(
            `candidate:1 1 udp 2113937151 ${randomUUID()}.local ${40000 + net.pcs.indexOf(this)} typ host generation 0`,
          ),
        );
      if (srflx !== undefined && this.config.iceServers.length)
        after(srflx, () => add('candidate:2 1 udp 1677729535 203.0.113.7 41000 typ srflx raddr 0.0.0.0 rport 0'));
      if (complete !== null && complete !== undefined) {
        after(complete, () => {
          this.iceGatheringState = 'complete';
          this.dispatchEvent(event('icegatheringstatechange'));
          this.dispatchEvent(event('icecandidate', { candidate: null }));
        });
      }
      this.join();
    }

    async setRemoteDescription(d) {
      if (this.connectionState === 'closed') throw new Error('closed');
      const ufrag = /a=ice-ufrag:(\S+)/.exec(d.sdp)?.[1];
      const pwd = /a=ice-pwd:(\S+)/.exec(d.sdp)?.[1];
      if (!ufrag || !/a=candidate:/.test(d.sdp) || !/a=end-of-candidates/.test(d.sdp))
        throw new Error('bad description');
      this.remote = { ufrag, pwd };
      this.join();
    }

    /** Two connections that hold each other's credentials (and a local description) connect. */
    join() {
      const other = net.pcs.find((p) => p !== this && p.remote?.ufrag === this.ufrag && this.remote?.ufrag === p.ufrag);
      if (!other || !this.localDescription || !other.localDescription || this.connectionState !== 'new') return;
      for (const pc of [this, other]) {
        pc.connectionState = 'connecting';
        pc.dispatchEvent(event('connectionstatechange'));
      }
      if (!net.reachable) return;
      setTimeout(() => {
        for (const pc of [this, other]) {
          if (pc.connectionState !== 'connecting') return;
        }
        this.peer = other;
        other.peer = this;
        for (const pc of [this, other]) {
          pc.connectionState = 'connected';
          pc.dispatchEvent(event('connectionstatechange'));
          pc.channel.readyState = 'open';
          pc.channel.dispatchEvent(event('open'));
        }
      }, net.connectMs);
    }

    /** The network goes (`state` 'disconnected') or comes back ('connected'), as seen here. */
    network(state) {
      this.connectionState = state;
      this.dispatchEvent(event('connectionstatechange'));
    }

    close() {
      if (this.connectionState === 'closed') return;
      for (const t of this.timers) clearTimeout(t);
      this.connectionState = 'closed';
      if (this.channel) this.channel.readyState = 'closed';
      // The other side hears its channel close (as after SCTP's abort).
      const other = this.peer;
      if (other && other.connectionState !== 'closed') {
        setTimeout(() => {
          other.channel.readyState = 'closed';
          other.channel.dispatchEvent(event('close'));
        }, 1);
      }
    }
  };
  return net;
}

class FakeChannel extends EventTarget {
  constructor(pc, label, options) {
    super();
    this.pc = pc;
    this.label = label;
    this.options = options;
    this.readyState = 'connecting';
    this.sent = [];
  }

  send(data) {
    if (this.readyState !== 'open') throw new Error('InvalidStateError');
    this.sent.push(data);
    const other = this.pc.peer.channel;
    setTimeout(() => other.readyState === 'open' && other.dispatchEvent(event('message', { data })), 1);
  }

  close() {
    this.readyState = 'closed';
  }
}

/** Resolves with the first `event` `target` (a peer, hub or guest) emits, or rejects after
 * `ms`. */
export function next(target, name, ms = 2000) {
  return new Promise((ok, fail) => {
    const t = setTimeout(() => fail(new Error(`no ${name} in ${ms} ms`)), ms);
    const stop = target.on(name, (detail) => {
      clearTimeout(t);
      stop();
      ok(detail);
    });
  });
}
