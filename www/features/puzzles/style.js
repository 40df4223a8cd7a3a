// @ts-check
// The puzzles' style, put in the page when they first open: in the style sheet it would weigh on every first load.

export const STYLE = `
/* The ways elsewhere wait until the puzzles are left (each would take the table from them). */
.puzzling #menu-games,
.puzzling #menu-learn,
.puzzling #menu-review,
.puzzling #menu-live,
.puzzling #menu-puzzles {
  display: none;
}
#puzzles {
  grid-area: side;
  overflow: auto;
  padding: 0.6rem 0.9rem 0;
  background: var(--panel);
  border-left: 1px solid var(--line);
}
#puzzles h2 {
  margin: 0;
  font-size: 1.1rem;
}
#puzzles h3 {
  margin: 0.6rem 0 0.2rem;
  font-size: 1rem;
}
#puzzles p {
  margin: 0.3rem 0;
}
#puzzles-sets {
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
  margin: 0.5rem 0 0.3rem;
}
#puzzles-sets button {
  padding: 0.2rem 0.55rem;
  font-size: 0.9rem;
}
#puzzles-rating {
  font-size: 1.05rem;
  font-weight: 600;
}
#puzzles-streak,
#puzzles-about,
#puzzles-history-title {
  color: var(--muted);
}
#puzzles-history {
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem;
  margin: 0 0 0.3rem;
  padding: 0;
  list-style: none;
}
#puzzles-history li {
  min-width: 1.4rem;
  text-align: center;
  border-radius: 0.3rem;
  border: 1px solid var(--line);
}
#puzzles-history li.solved {
  color: var(--teal);
}
#puzzles-history li.missed {
  color: var(--red);
}
#puzzles-task {
  font-size: 1.05rem;
}
#puzzles-said {
  min-height: 1.4em;
}
#puzzles-said.wrong {
  color: var(--red);
}
#puzzles-said.right {
  color: var(--teal);
}
#puzzles-mistakes {
  margin: 0.3rem 0;
  padding-left: 1.2rem;
}
#puzzles-mistakes button {
  margin: 0.1rem 0;
  padding: 0.15rem 0.5rem;
  font-size: 0.9rem;
}
#puzzles-mistakes button[aria-current='true'] {
  border-color: var(--gold);
}
#puzzles-mistakes button.solved span {
  color: var(--teal);
}
#puzzles .buttons {
  position: sticky;
  bottom: 0;
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
  padding: 0.4rem 0 0.5rem;
  background: var(--panel);
}
@media (max-width: 760px) {
  #puzzles {
    max-height: 46dvh;
    border-left: 0;
    border-top: 1px solid var(--line);
    padding: 0.4rem 0.75rem 0;
  }
  #puzzles-history-title,
  #puzzles-streak {
    display: none;
  }
  #puzzles-task {
    font-size: 0.95rem;
  }
}
`;
