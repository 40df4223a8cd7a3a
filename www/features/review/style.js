// @ts-check
// The review's style, put in the page when it first opens: in the style sheet it would weigh on every first load.

export const STYLE = `
#review {
  grid-area: side;
  overflow: auto;
  padding: 0.5rem 0.8rem 0.8rem;
  background: var(--panel);
  border-left: 1px solid var(--line);
}
.reviewing #side,
.reviewing #replay-close,
.reviewing #replay p {
  display: none;
}
#review h2 {
  margin: 0.2rem 0;
  font-size: 1.1rem;
}
#review h3 {
  margin: 0.6rem 0 0.2rem;
  font-size: 0.95rem;
}
#review-about {
  margin: 0.2rem 0 0.4rem;
}
#review-run {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.5rem;
}
#review-progress {
  flex: 1 1 8rem;
  accent-color: var(--gold);
}
#review-status {
  flex-basis: 100%;
  margin: 0;
  font-size: 0.9rem;
}
#review-status.failed {
  color: var(--red);
}
#review-run button {
  padding: 0.2rem 0.7rem;
}
#review-figure {
  margin: 0.5rem 0;
}
#review-graph {
  display: block;
  width: 100%;
  height: auto;
  cursor: pointer;
  touch-action: manipulation;
}
#review-graph text {
  fill: var(--muted);
  font: 9px system-ui, sans-serif;
  /* A halo of the panel's colour: words over the lines stay legible. */
  paint-order: stroke;
  stroke: var(--panel);
  stroke-width: 3px;
}
#review-graph .grid {
  stroke: var(--line);
  stroke-width: 0.6;
}
#review-graph .phase {
  stroke: var(--muted);
  stroke-dasharray: 3 3;
}
#review-graph .turning {
  stroke: var(--gold);
  stroke-width: 1.5;
  stroke-dasharray: 5 2;
}
#review-graph .turning-label {
  fill: var(--gold);
  font-weight: 700;
}
#review-graph .selected {
  fill: var(--current);
  opacity: 0.7;
}
#review-graph .outline {
  fill: none;
  stroke: rgba(0, 0, 0, 0.55);
  stroke-width: 3.6;
  stroke-linejoin: round;
}
#review-graph .line {
  fill: none;
  stroke-width: 2;
  stroke-linejoin: round;
}
#review-graph .Purple {
  stroke: var(--purple);
}
#review-graph .Orange {
  stroke: var(--orange);
}
#review-graph .White {
  stroke: var(--white);
}
#review-graph .mark {
  stroke: rgba(20, 16, 36, 0.9);
  stroke-width: 1.2;
}
.review-mark.Blunder,
#review-graph .mark.Blunder {
  background: #c0392b;
  fill: #c0392b;
  color: #fff;
}
.review-mark.Mistake,
#review-graph .mark.Mistake {
  background: #e07b24;
  fill: #e07b24;
  color: #1b1000;
}
.review-mark.Inaccuracy,
#review-graph .mark.Inaccuracy {
  background: #e9c545;
  fill: #e9c545;
  color: #1f1800;
}
.review-mark.Strong,
#review-graph .mark.Strong {
  background: #2f9e86;
  fill: #2f9e86;
  color: #fff;
}
#review-summary {
  margin: 0.3rem 0;
  font-size: 0.88rem;
}
#review-legend {
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.8rem;
  margin: 0.2rem 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
}
#review-legend svg {
  vertical-align: middle;
  margin-right: 0.25rem;
}
#review-legend line {
  filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.8));
}
#review-move {
  margin: 0.2rem 0 0.5rem;
  padding: 0.4rem 0.6rem;
  border: 1px solid var(--line);
  border-radius: 0.5rem;
  background: var(--bg);
}
#review-move p {
  margin: 0.25rem 0;
}
#review-move .better {
  color: var(--gold);
}
#review-moves {
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
}
#review-moves li.round {
  margin: 0.4rem 0 0.1rem;
  color: var(--gold);
}
#review-moves button {
  display: block;
  width: 100%;
  margin: 0.1rem 0;
  padding: 0.25rem 0.4rem;
  text-align: left;
  font-size: inherit;
  background: transparent;
  border-color: transparent;
}
#review-moves button[aria-current='true'] {
  background: var(--current);
  border-color: var(--gold);
}
.review-mark {
  display: inline-block;
  margin-left: 0.35rem;
  padding: 0 0.35rem;
  border-radius: 0.6rem;
  font: 700 0.75rem system-ui, sans-serif;
  white-space: nowrap;
}
.review-mark.turning {
  background: transparent;
  color: var(--ink);
  outline: 2px solid var(--gold);
}
/* A tablet held upright: the review under the table, as on a phone. */
@media (min-width: 761px) and (orientation: portrait) {
  #review {
    max-height: 36dvh;
    border-left: 0;
    border-top: 1px solid var(--line);
  }
}
@media (max-width: 760px) {
  /* A phone keeps what room it has for the table: the replay's steps in one row, and no
     turn controls (the review has its own way back). */
  .reviewing #controls,
  .reviewing #replay-branch {
    display: none;
  }
  #review {
    max-height: 44dvh;
    border-left: 0;
    border-top: 1px solid var(--line);
    padding: 0.3rem 0.75rem 0.6rem;
  }
  #review-about {
    display: none;
  }
}
`;
