// A stand-in for one origin's localStorage shared by several tabs, as browsers make it: each
// tab (a renderer process) reads and writes its own copy at once, and each write reaches the
// browser's copy and the other tabs later, in order, when the test says (flush), as a `storage`
// event on each other tab's window. A tab with a write of a key still on its way keeps it in its
// copy while the others' writes of that key arrive (Chromium's cached storage area does so; it
// still fires their events), so two tabs that write one key at once end with the same value:
// the later write. `shared: true` makes the
// tabs one process: every write is seen by every tab at once (the events still wait for flush).
// A quota (characters, keys and values counted) makes a write throw QuotaExceededError, as a
// full storage does; `refuse` makes every call throw SecurityError, as blocked storage does.
//
//   const origin = fakeOrigin({ quota: 10_000 });
//   const a = origin.tab(), b = origin.tab();   // { storage, window }
//   a.storage.setItem('k', 'v'); origin.flush(); // b's copy has it, b.window heard 'storage'

export function fakeOrigin({ shared = false, quota = Infinity } = {}) {
  const backend = new Map();
  const queue = [];
  const tabs = [];
  const origin = {
    backend,
    /** How many changes were made, anywhere (when a tab's list of keys must be made again). */
    changes: 0,
    quota,
    /** Every write of every tab reaches the browser and the other tabs, in order. */
    flush() {
      while (queue.length) {
        const { from, key, value } = queue.shift();
        origin.changes++;
        const oldValue = backend.get(key) ?? null;
        if (value === null) backend.delete(key);
        else backend.set(key, value);
        for (const tab of tabs) {
          if (tab === from || tab.closed) continue;
          // A tab with its own write of the key on its way keeps that in its copy, but is told
          // of the other's write all the same (as Chromium does).
          if (!shared && !tab.pending.get(key)) {
            if (value === null) tab.cache.delete(key);
            else tab.cache.set(key, value);
          }
          const event = Object.assign(new Event('storage'), {
            key,
            oldValue,
            newValue: value,
            storageArea: tab.storage,
          });
          tab.window.dispatchEvent(event);
        }
        if (!shared) from.pending.set(key, from.pending.get(key) - 1);
      }
    },
    /** A new tab: its storage (a copy of the browser's as it stands) and its window. */
    tab({ refuse = false } = {}) {
      const tab = {
        cache: shared ? backend : new Map(backend),
        pending: new Map(),
        window: new EventTarget(),
        closed: false,
      };
      const guard = () => {
        if (refuse) throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      const used = (key, value) => {
        let n = 0;
        for (const [k, v] of tab.cache) if (k !== key) n += k.length + v.length;
        return n + key.length + value.length;
      };
      const send = (key, value) => {
        origin.changes++;
        if (shared) return queue.push({ from: tab, key, value });
        tab.pending.set(key, (tab.pending.get(key) ?? 0) + 1);
        queue.push({ from: tab, key, value });
      };
      tab.storage = {
        get length() {
          guard();
          return tab.cache.size;
        },
        key(i) {
          guard();
          // The keys listed again only after a change anywhere (a loop over key(i) stays linear).
          if (tab.keys?.at !== origin.changes) tab.keys = Object.assign([...tab.cache.keys()], { at: origin.changes });
          return tab.keys[i] ?? null;
        },
        getItem(key) {
          guard();
          return tab.cache.get(String(key)) ?? null;
        },
        setItem(key, value) {
          guard();
          [key, value] = [String(key), String(value)];
          if (used(key, value) > origin.quota)
            throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
          tab.cache.set(key, value);
          send(key, value);
        },
        removeItem(key) {
          guard();
          key = String(key);
          if (!tab.cache.has(key)) return;
          tab.cache.delete(key);
          send(key, null);
        },
      };
      tab.close = () => (tab.closed = true);
      tabs.push(tab);
      return tab;
    },
  };
  return origin;
}
