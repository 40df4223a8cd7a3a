// What the page does while a computer thinks (computer.test.mjs, master.test.mjs): every
// main-thread task over 50 ms from the page's start (Long Tasks API), and while a computer
// thinks, the animation frames and the longest gap between two. A span marked `shot` (a
// screenshot taken mid-thought) is left out.

/** Starts watching in every page of `context`. */
export const watchThinking = (context) =>
  context.addInitScript(() => {
    const mon = (window.__monitor = { long: [], spans: [], frames: 0, maxGap: 0 });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) mon.long.push({ start: e.startTime, ms: Math.round(e.duration) });
    }).observe({ type: 'longtask' });
    let last = null;
    const frame = (t) => {
      const thinking = window.__muses?.thinking() != null;
      if (thinking && last === null) mon.spans.push({ start: t, end: Infinity });
      if (!thinking && last !== null) mon.spans[mon.spans.length - 1].end = t;
      if (thinking && last !== null && !mon.spans[mon.spans.length - 1].shot) {
        mon.frames++;
        mon.maxGap = Math.max(mon.maxGap, t - last);
      }
      last = thinking ? t : null;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });

/** Long tasks that overlap a computer's thinking (`during`; `all` of them), and the frame
 * figures meanwhile. */
export const monitor = (page) =>
  page.evaluate(() => {
    const { long, frames, maxGap } = window.__monitor;
    const spans = window.__monitor.spans.filter((s) => !s.shot);
    const during = long.filter((l) => spans.some((s) => l.start < s.end && l.start + l.ms > s.start));
    const thinkingMs = spans.reduce((sum, s) => sum + (Math.min(s.end, performance.now()) - s.start), 0);
    return {
      during: during.map((l) => l.ms),
      all: long.map((l) => l.ms),
      spans: spans.length,
      thinkingMs,
      frames,
      maxGap,
    };
  });
