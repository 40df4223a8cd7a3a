// @ts-check
// Live play's look: its screen (the panel, panel.js) and its row of the status bar, put in
// the page when live play is first used, so that the first load carries none of it.

const CSS = `
#live-bar { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.6rem; font-size: 0.92rem; }
#live-bar[hidden] { display: none; }
#live-bar p { margin: 0; }
#live-screen .card { display: grid; gap: 0.4rem; }
.live h2 { margin-bottom: 0.2rem; }
.live p { margin: 0.3rem 0; }
.live-intro, .live-copied, .live-privacy { color: var(--muted); }
.live-here { color: var(--teal); }
.live-error:empty, .live-copied:empty, #live-said:empty { display: none; }
.live-error { color: var(--red); }
.live-seats { list-style: none; margin: 0.4rem 0; padding: 0; }
.live-seat { border-top: 1px solid var(--line); padding: 0.4rem 0; }
.live-code label, .live-reply { display: grid; gap: 0.2rem; margin: 0.3rem 0; }
.live-link, .live-reply-text, .live-stun { box-sizing: border-box; width: 100%; }
.live button { margin: 0.2rem 0.4rem 0.2rem 0; }
.live-qr { margin: 0.4rem 0; }
.live-qr svg { display: block; width: min(13rem, 100%); height: auto; }
.live-settings { margin-top: 0.4rem; }
`;

/** Puts live play's style in the page (once). */
export function addStyle() {
  if (document.getElementById('live-style')) return;
  const style = Object.assign(document.createElement('style'), { id: 'live-style', textContent: CSS });
  document.head.append(style);
}
