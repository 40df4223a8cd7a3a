// @ts-check
// A link sent on: to the system's share sheet where there is one, else to the clipboard. Share
// links (play/link.js) and fair mode (features/fair.js) send theirs this way, each saying what
// happened in its own words.

/** Copies `url` to the clipboard; whether it could. @param {string} url */
export async function copyLink(url) {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a link on: 'sent' (the share sheet took it), 'closed' (the player closed the sheet:
 * nothing to say), 'copied' (no sheet, or it refused: the clipboard has it) or 'failed' (to be
 * copied by hand).
 * @param {{ title: string, text: string, url: string }} link
 * @returns {Promise<'sent' | 'closed' | 'copied' | 'failed'>}
 */
export async function shareOrCopy({ title, text, url }) {
  if (navigator.share) {
    try {
      await navigator.share({ title, text, url });
      return 'sent';
    } catch (e) {
      if (e instanceof Error && e.name === 'AbortError') return 'closed';
    }
  }
  return (await copyLink(url)) ? 'copied' : 'failed';
}
