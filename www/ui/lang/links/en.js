// Share links' messages (www/play/link.js: a link sent, a broken one, which seat is yours), loaded
// with it: English.
export default {
  'send.title': 'Send your move to {name}',
  'send.title.over': 'Send the end of the game',
  'send.text': '{name} opens this link, sees your move and plays theirs, then sends the link back to you.',
  'send.text.over': 'Whoever opens this link sees how the game ended, and can replay it.',
  'share.sent': 'Link sent.',
  'share.copied': 'Link copied: paste it into a message.',
  'share.byHand': 'Copy the link above (it is selected) and send it.',
  'seat.choice': 'Seat {seat}: {name}, {colour}',
  'badlink.newer': 'Reload the page to get the newest version of this site, then open the link again.',
  'badlink.check': 'Check that the whole link was copied, or ask whoever sent it to send it again.',
};
