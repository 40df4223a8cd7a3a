// English: live play's messages (www/features/live/panel.js), loaded with it (i18n.js usePart('live')).
// "Invitation" and "reply" are the two links of the exchange; no WebRTC jargon.

export default {
  'live.title': 'Play live',
  'live.intro':
    'Send each friend an invitation; each sends you back a reply. Then every move shows on every screen at once. If a connection drops, the game goes on by link and nothing is lost.',
  'live.guest.intro':
    'Every move shows on every screen at once. If the connection drops, the game goes on by link and nothing is lost.',
  'live.invite': 'Invite {name}',
  'live.inviteAgain': 'New invitation for {name}',
  'live.invitationFor': 'Invitation for {name}',
  'live.replyFrom': 'Reply from {name}: paste it here, or open it on this device',
  'live.replyFor': 'Your reply for {name}',
  'live.connect': 'Connect',
  'live.copy': 'Copy',
  'live.share': 'Share',
  'live.copied': 'Link copied: paste it into a message.',
  'live.copyByHand': 'Copy the link above and send it.',
  'live.qr': 'The same link as a QR code, for a phone in the same room',
  'live.status.preparing': 'Preparing the invitation…',
  'live.status.inviting': 'Send this invitation to {name}, then open or paste the reply {name} sends back.',
  'live.status.connecting': 'Connecting to {name}…',
  'live.status.here': '{name} is here: moves go live.',
  'live.status.dropped': "{name}'s connection dropped: make a new invitation for {name}, or the game goes on by link.",
  'live.guest.preparing': 'Preparing your reply…',
  'live.guest.sendReply': 'Send this reply to {name}. You are connected as soon as {name} opens it.',
  'live.guest.connected': "Connected to {name}'s device: moves go live.",
  'live.guest.dropped':
    'The connection to {name} dropped: the game goes on by link. Ask {name} for a new invitation to play live again.',
  'live.here': 'Here: {names}.',
  'live.othersDropped': {
    one: "{names}'s connection dropped.",
    other: "{names}'s connections dropped.",
  },
  'live.why.empty': 'Paste the whole link first.',
  'live.why.notLive': 'This is not a live-play link: paste the link {name} sent for it.',
  'live.why.tooLong': 'This text is far too long to be a live-play link.',
  'live.why.damaged': 'This link is damaged: copy it again, whole, from the message.',
  'live.why.incomplete': 'Part of this link is missing: copy it again, whole, from the message.',
  'live.why.newer': 'This link was made by a newer version of the game: reload this page, then try again.',
  'live.why.malformed': 'This link cannot be read: ask {name} for a new one.',
  'live.why.notInvitation': 'This is a reply, not an invitation: it goes to the device that made the invitation.',
  'live.why.notReply': 'This is the invitation itself: paste the reply {name} sends back.',
  'live.why.otherInvitation': 'This reply answers an older invitation: send {name} the newest one.',
  'live.why.noInvitation':
    'No invitation on this page waits for this reply: open it on the device that made the invitation.',
  'live.why.noWebRTC': 'This browser cannot play live: go on by link.',
  'live.why.noNetwork': 'This device is not connected to a network.',
  'live.why.unsupported': "This browser's connection details do not fit in a link: go on by link.",
  'live.why.refused': "The browser could not use {name}'s link: make a new invitation, or go on by link.",
  'live.why.late': "{name}'s reply came too late: make a new invitation.",
  'live.why.unreachable':
    "Could not reach {name}'s device: the page with your invitation may be closed there, or your networks may not connect directly. Make a new invitation, or go on by link.",
  'live.setting': 'How devices find each other',
  'live.setting.public': 'Through a public server (Google STUN): works across the internet',
  'live.setting.none': 'None: same network only',
  'live.privacy':
    'The public server learns your public internet address (never the game), and so does every player you connect to. Moves go straight between the devices: no server relays them. If your networks cannot connect directly, play by link.',
  // In the game (game.js): the bar under the turn, the reply handed to another tab.
  'live.friend': 'your friend',
  'live.bar.here': {
    one: '{names} is here: moves go live.',
    other: '{names} are here: moves go live.',
  },
  'live.bar.dropped': {
    one: "{names}'s connection dropped: send {names} the link to go on.",
    other: "{names}'s connections dropped: send them the link to go on.",
  },
  'live.bar.waiting': 'Waiting for {names} to connect.',
  'live.sent': '{name} is here: your move is there already.',
  'live.replyPassed': 'The reply went to the page that made the invitation: you can close this tab.',
  // Whose game a guest joins, the screen's way out with no game under it, an invitation
  // answered in another tab, a reply opened again, a guest's failure (only the host invites).
  'live.guest.invited': '{name} invites you to play live.',
  'live.guest.invitedAs': '{name} invites {guest} to play live.',
  'live.close': 'Close',
  'live.guest.elsewhere':
    'This invitation is already open in another tab of this browser, which will connect: go on in that tab, and close this one.',
  'live.replyElsewhere': "That tab's reply for {name}, if you have not sent it yet",
  'live.why.used':
    "This reply's invitation was answered already (this reply opened before, or another): the connection with {name} is made, or under way, on the page that made the invitation.",
  'live.closeTab': 'You can close this tab.',
  'live.why.spent':
    "This reply's invitation was answered already, and that connection ended: make a new invitation for {name} on the page that made the invitation.",
  'live.why.guest.unreachable':
    "Could not reach {name}'s device: your networks may not connect directly. Ask {name} for a new invitation, or go on by link.",
  'live.why.guest.refused':
    "The browser could not use {name}'s invitation: ask {name} for a new one, or go on by link.",
  // Someone dropped: only the device whose move is the news sends them the link.
  'live.bar.droppedSender': {
    one: "{names}'s connection dropped: {sender} sends {names} the link.",
    other: "{names}'s connections dropped: {sender} sends them the link.",
  },
  'live.bar.droppedLater': {
    one: "{names}'s connection dropped: {names} plays on by link.",
    other: "{names}'s connections dropped: they play on by link.",
  },
  // The wait under the table, while live.
  'live.wait.here': 'Waiting for {name}: the move shows here as soon as it is made.',
  'live.wait.other': 'Waiting for {name}: {sender} sends {name} the link, and the move shows here once it comes back.',
};
