// A private network for the live-play tests (tests/e2e/live.test.mjs): a network namespace
// of their own, with its loopback and a veth pair at a private address, both ends inside it,
// and nothing else: no way out of the machine. The static server and Chromium run inside it, so the
// browsers gather candidates (a machine with only a loopback gathers none) and can reach only
// each other. Needs root (unshare --net).
//
//   const why = cannotIsolate();              // null, or why this machine cannot (skip)
//   const ns = await startNamespace();        // { exec, chromium, server, close }
//   const server = await ns.server(ROOT);     // { url, close }, serving inside it
//   const browser = await chromium.launch({ executablePath: ns.chromium, ... });
//   await ns.close();                         // also when this process ends, by itself
//
// Run as a script (`node live-netns.mjs serve <dir>`, `… stun <address>`, `… mailbox`), this
// file is that server, a STUN server or a mailbox.

import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The namespace's own address: a private range, on a veth pair. */
export const ADDRESS = '10.77.0.1';

/** Why this machine cannot make a private network namespace (not root, no unshare, a
 * container that forbids it), or null if it can. */
export function cannotIsolate() {
  if (process.platform !== 'linux') return `${process.platform} has no network namespaces`;
  if (process.getuid() !== 0) return 'not root: making a network namespace needs root';
  const r = spawnSync('unshare', ['--net', '--', 'sh', '-c', 'ip link set lo up && ip link add probe0 type veth peer name probe1'], { encoding: 'utf8', timeout: 10_000 });
  if (r.error) return `unshare cannot run: ${r.error.message}`;
  if (r.status !== 0) return `this machine cannot make a network namespace: ${r.stderr.trim() || `exit ${r.status}`}`;
  return null;
}

/** Resolves with the first line of `child`'s output, or rejects if it ends or `ms` pass first. */
function firstLine(child, ms, what) {
  return new Promise((ok, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`${what}: nothing in ${ms} ms. ${err}`)), ms);
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d) => {
      out += d;
      const end = out.indexOf('\n');
      if (end >= 0) {
        clearTimeout(timer);
        ok(out.slice(0, end));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${what} ended (${code}): ${err.trim()}`));
    });
  });
}

/**
 * Makes the namespace: a shell that holds it, which ends (and the namespace with it, once
 * the processes inside are gone) when this process ends, even if it is killed.
 */
export async function startNamespace() {
  const script = [
    'set -e',
    // No IPv6 here: the kernel would give each end a link-local address a second or two after
    // it is up, when the browsers have started, and Chromium, seeing the network change, fails
    // the loads under way (net::ERR_NETWORK_CHANGED; a first page that never loaded).
    'sysctl -qw net.ipv6.conf.default.disable_ipv6=1',
    'ip link set lo up',
    // A veth pair, both ends here, one address (a dummy interface would do, where the kernel
    // has one): an interface that is up, as a device on a home network.
    'ip link add live0 type veth peer name live1',
    `ip addr add ${ADDRESS}/24 dev live0`,
    'ip link set live0 up',
    'ip link set live1 up',
    // Chromium gathers no candidate without a default route. This one leads to live1, in
    // here too: a dead end inside the namespace.
    'ip route add default dev live0',
    // Ready once both ends are up (the kernel says so a moment after): nothing changes after.
    'for i in $(seq 100); do ip -o link show live0 | grep -q "state UP" && ip -o link show live1 | grep -q "state UP" && break; sleep 0.05; done',
    'echo ready',
    `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done`,
  ].join('\n');
  const holder = spawn('unshare', ['--net', '--', 'sh', '-c', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const line = await firstLine(holder, 10_000, 'the namespace').catch((e) => {
    holder.kill('SIGKILL');
    throw e;
  });
  if (line !== 'ready') throw new Error(`the namespace: ${line}`);
  const net = `/proc/${holder.pid}/ns/net`;
  const dir = await mkdtemp(join(tmpdir(), 'muses-live-'));
  // Chromium, as playwright starts it, inside the namespace (its pipes pass through exec).
  const chromium = join(dir, 'chromium');
  await writeFile(chromium, `#!/bin/sh\nexec nsenter --net=${net} -- ${process.env.CHROMIUM ?? '/usr/bin/chromium'} "$@"\n`);
  await chmod(chromium, 0o755);
  const children = new Set();

  /** Runs `cmd args` inside the namespace to its end: { status, stdout, stderr }. */
  const exec = (cmd, args = []) => spawnSync('nsenter', [`--net=${net}`, '--', cmd, ...args], { encoding: 'utf8', timeout: 10_000 });

  return {
    chromium,
    exec,
    /** The static server (harness.mjs's), inside the namespace, serving `root` under /. */
    async server(root) {
      const child = spawn('nsenter', [`--net=${net}`, '--', process.execPath, fileURLToPath(import.meta.url), 'serve', root], { stdio: ['pipe', 'pipe', 'pipe'] });
      children.add(child);
      const url = await firstLine(child, 10_000, 'the server');
      return {
        url,
        close: () =>
          new Promise((ok) => {
            if (child.exitCode !== null) return ok();
            child.once('exit', ok);
            child.stdin.end();
          }),
      };
    },
    /** The mailbox (see mailbox()) inside the namespace: its URL. */
    async mailbox() {
      const child = spawn('nsenter', [`--net=${net}`, '--', process.execPath, fileURLToPath(import.meta.url), 'mailbox'], { stdio: ['pipe', 'pipe', 'pipe'] });
      children.add(child);
      return firstLine(child, 10_000, 'the mailbox');
    },
    /** Starts `cmd args` inside the namespace, in the background, watched: it is ended by
     * close(), or within a second of this process's end, however it ends. */
    spawn(cmd, args, env = process.env) {
      const watch = `"$@" & c=$!; trap 'kill $c 2>/dev/null; exit' TERM; while kill -0 ${process.pid} 2>/dev/null && kill -0 $c 2>/dev/null; do sleep 1; done; kill $c 2>/dev/null`;
      const child = spawn('nsenter', [`--net=${net}`, '--', 'sh', '-c', watch, 'sh', cmd, ...args], { stdio: ['ignore', 'ignore', 'pipe'], env });
      children.add(child);
      return child;
    },
    /** A STUN server inside the namespace, on ADDRESS, that tells every browser its address
     * is `mapped` (a made-up public address) with its real port: 'stun:…' to use. */
    async stun(mapped) {
      const child = spawn('nsenter', [`--net=${net}`, '--', process.execPath, fileURLToPath(import.meta.url), 'stun', mapped], { stdio: ['pipe', 'pipe', 'pipe'] });
      children.add(child);
      return firstLine(child, 10_000, 'the STUN server');
    },
    async close() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      if (holder.exitCode === null) {
        const gone = new Promise((ok) => holder.once('exit', ok));
        holder.kill('SIGTERM');
        await gone;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A mailbox for pages of different browsers to pass each other texts, on the loopback: PUT
 * /<name> keeps its body (at most 64 KB), GET gives it (404 until then); any origin may.
 */
async function mailbox() {
  const { createServer } = await import('node:http');
  const box = new Map();
  const server = createServer((req, res) => {
    const name = /^\/([\w-]{1,60})$/.exec(req.url)?.[1];
    const headers = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, PUT', 'cache-control': 'no-store' };
    if (!name || req.method === 'OPTIONS') return res.writeHead(name ? 204 : 404, headers).end();
    if (req.method === 'PUT') {
      let body = '';
      req.on('data', (d) => (body = (body + d).slice(0, 65536)));
      req.on('end', () => {
        box.set(name, body);
        res.writeHead(204, headers).end();
      });
    } else if (box.has(name)) res.writeHead(200, { ...headers, 'content-type': 'text/plain' }).end(box.get(name));
    else res.writeHead(404, headers).end();
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** A STUN Binding success response (RFC 8489) to `request`, giving `address`:`port`. */
export function bindingResponse(request, address, port) {
  if (request.length < 20 || request.readUInt16BE(0) !== 0x0001 || request.readUInt32BE(4) !== 0x2112a442) return null;
  const out = Buffer.alloc(32);
  out.writeUInt16BE(0x0101, 0);
  out.writeUInt16BE(12, 2);
  request.copy(out, 4, 4, 20); // the magic cookie and the transaction id
  out.writeUInt16BE(0x0020, 20); // XOR-MAPPED-ADDRESS
  out.writeUInt16BE(8, 22);
  out.writeUInt16BE(0x0001, 24); // IPv4
  out.writeUInt16BE(port ^ 0x2112, 26);
  const ip = address.split('.').reduce((n, b) => n * 256 + Number(b), 0);
  out.writeUInt32BE((ip ^ 0x2112a442) >>> 0, 28);
  return out;
}

// As a script: the static server (harness.mjs's, on the namespace's loopback) or the STUN
// server; its address on the first line; it ends when its standard input does (its parent
// gone).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [, , role, arg] = process.argv;
  let close;
  if (role === 'serve') {
    const { startServer } = await import('./harness.mjs');
    const server = await startServer({ dir: arg, base: '/' });
    console.log(server.url);
    close = server.close;
  } else if (role === 'mailbox') {
    const server = await mailbox();
    console.log(server.url);
    close = server.close;
  } else if (role === 'stun') {
    const { createSocket } = await import('node:dgram');
    const socket = createSocket('udp4');
    socket.on('message', (msg, from) => {
      const answer = bindingResponse(msg, arg, from.port);
      if (answer) socket.send(answer, from.port, from.address);
    });
    await new Promise((ok) => socket.bind(0, ADDRESS, ok));
    console.log(`stun:${ADDRESS}:${socket.address().port}`);
    close = () => new Promise((ok) => socket.close(ok));
  }
  process.stdin.resume();
  process.stdin.on('end', () => close().then(() => process.exit(0)));
}

/**
 * Waits until `page` (just navigated, inside the namespace) is up: `ready` (a function run in
 * the page) true. If it is not, says what the page was still fetching.
 */
export async function upInNamespace(page, ready, timeout = 30_000) {
  try {
    await page.waitForFunction(ready, null, { timeout });
  } catch (e) {
    const pending = await page
      .evaluate(() => performance.getEntriesByType('resource').filter((r) => !r.responseEnd).map((r) => r.name))
      .catch((err) => [`(the page did not answer: ${err.message})`]);
    throw new Error(`${page.url()} not up in ${timeout} ms; still fetching: ${pending.join(', ') || 'nothing'}`, { cause: e });
  }
}
