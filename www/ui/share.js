// @ts-check
// A link sent on: to the system's share sheet where there is one, else to the clipboard.

/** @param {string} url */
export async function copyLink(url) {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

/** 'closed': the player closed the sheet, nothing to say; 'failed': to be copied by hand.
 * @param {{ title: string, text: string, url: string }} link
 * @returns {Promise<'sent' | 'closed' | 'copied' | 'failed'>} */
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
