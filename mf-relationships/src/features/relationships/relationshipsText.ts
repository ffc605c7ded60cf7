import { isolate } from '../relationship-links/linkMessages';

/**
 * Every user-facing string of /relationships (spec words where the spec has them). Functions take
 * the values they interpolate; names are isolated (see linkMessages.ts). Shared words (refusals,
 * 'Unknown User', Cancel) are in relationship-links/linkMessages.ts.
 */
export const relationshipsText = {
  title: 'Family & Relationship Links',
  description: 'Link family relationships to enable tailored guidance and tools.',
  tip: 'Tip: Guidance will be more personalized once you connect at least one family relationship.',
  nextStepsLabel: 'Next steps',
  skipToDashboard: 'Skip to Dashboard',
  nextAiGuidance: 'Next: AI Guidance',
  tryAgain: 'Try again',
  /** Read after a section heading's count, e.g. "Requests for you 2". */
  count: (count: number) => String(count),

  // Share your connect link
  shareTitle: 'Share your connect link',
  shareIntro: 'Anyone with this link can connect with you at once. Share it only with people you want to be connected to.',
  yourId: 'Your ID',
  connectLink: 'Connect link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied!',
  copyFailedTitle: 'Copy failed',
  copyFailedDescription: 'Please copy the link manually.',
  linkLoading: 'Preparing your link...',
  linkLoadFailed: 'Your connect link could not be loaded.',
  makeNewLink: 'Make a new link',
  makeNewLinkHint: 'Your current link will stop working.',
  renewDialogTitle: 'Make a new link?',
  renewDialogDescription:
    'Your current link will stop working, so nobody can use it to connect with you any more. People you are already connected to stay connected.',
  renewedTitle: 'New link ready',
  renewedDescription: 'Your old link no longer works.',
  renewFailedTitle: 'Could not make a new link',

  // Add a relationship (typing an id sends a request)
  addTitle: 'Add a relationship',
  addIntro: "Paste the other person's ID. We'll send them a request, and you'll be connected once they accept.",
  relatedUserId: 'Related User ID',
  relatedUserIdHint: 'Paste the ID the other person sees on this page.',
  relation: 'Relation',
  statusOptional: 'Status (optional)',
  notesOptional: 'Notes (optional)',
  rabbiInvolved: 'Rabbi involved',
  add: 'Add',
  sending: 'Sending request...',

  // Requests for you
  requestsWaiting: (count: number) =>
    count === 1 ? 'One person asked to connect with you.' : `${count} people asked to connect with you.`,
  seeRequests: 'See requests',
  incomingTitle: 'Requests for you',
  incomingIntro: 'When someone asks to connect with you, their request appears here. Nothing is shared with them unless you accept.',
  incomingEmpty: 'No requests right now.',
  incomingLoadFailed: 'Your requests could not be loaded.',
  asksToConnectAs: (relation: string) => `Asks to connect as: ${relation}`,
  accept: 'Accept',
  decline: 'Decline',
  block: 'Block',
  acceptedTitle: 'Request accepted',
  acceptedDescription: (name: string) => `You and ${isolate(name)} are now connected.`,
  acceptFailedTitle: 'Could not accept request',
  declineDialogTitle: (name: string) => `Decline ${isolate(name)}'s request?`,
  declineDialogDescription:
    "You won't be connected. If they ask again within 30 days, they will be told that you declined. If you never want to hear from them, choose Block instead: they won't be told.",
  declinedTitle: 'Request declined',
  declineFailedTitle: 'Could not decline request',

  // Block (from a request or a link)
  blockDialogTitle: (name: string) => `Block ${isolate(name)}?`,
  blockDialogDescription:
    "They won't be able to send you requests or messages, and any link between you is removed. They won't be told, and looking up your ID will show them nothing. Messages you already exchanged stay in their chat history. You can unblock them later under Blocked people.",
  blockedTitle: 'Blocked',
  blockedDescription: (name: string) => `${isolate(name)} can no longer contact you.`,
  blockFailedTitle: 'Could not block',

  // Sent requests
  outgoingTitle: 'Sent requests',
  outgoingIntro: "Requests you sent. You'll be connected once the other person accepts.",
  outgoingEmpty: 'You have no requests waiting.',
  outgoingLoadFailed: 'Your sent requests could not be loaded.',
  waitingFor: (name: string) => `Waiting for ${isolate(name)} to accept`,
  cancelRequest: 'Cancel request',
  cancelledTitle: 'Request cancelled',
  cancelFailedTitle: 'Could not cancel request',

  // Your Relationships (accepted links)
  yourRelationships: 'Your Relationships',
  noRelationships: 'No relationships yet.',
  errorLoading: 'Error loading relationships',
  relationshipStatus: 'Relationship status:',
  status: 'Status',
  beitDinInvolved: 'Beit Din involved',
  startChat: 'Start chat',
  saving: 'Saving...',
  updateFailed: 'Update failed',
  openingChat: 'Opening chat',
  couldNotOpenChat: 'Could not open chat',
  removeLink: 'Remove link',
  removeDialogTitle: (name: string) => `Remove the link with ${isolate(name)}?`,
  removeDialogDescription:
    "You will no longer be connected, and neither of you can send new messages in your chat. The chat history stays readable. To connect again, one of you would need to send a new request or share a connect link.",
  removedTitle: 'Link removed',
  removedDescription: (name: string) => `You and ${isolate(name)} are no longer connected.`,
  removeFailedTitle: 'Could not remove link',

  // Blocked people
  blockedPeopleTitle: 'Blocked people',
  blockedPeopleIntro: "People you blocked can't send you requests or messages, and looking up your ID shows them nothing.",
  blockedPeopleEmpty: "You haven't blocked anyone.",
  blockedPeopleLoadFailed: 'Your list of blocked people could not be loaded.',
  blockedOn: (date: string) => `Blocked on ${date}`,
  unblock: 'Unblock',
  unblockDialogTitle: (name: string) => `Unblock ${isolate(name)}?`,
  unblockDialogDescription:
    "They will be able to find you and send you a request again. Unblocking doesn't reconnect you.",
  unblockedTitle: 'Unblocked',
  unblockedDescription: (name: string) => `${isolate(name)} can send you a request again.`,
  unblockFailedTitle: 'Could not unblock',
} as const;
