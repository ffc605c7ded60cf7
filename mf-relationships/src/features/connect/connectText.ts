import { isolate, linkText } from '../relationship-links/linkMessages';

/**
 * Every user-facing string of /connect/{id} (spec words where the spec has them). Shared words
 * (refusals, toasts of a request) are in relationship-links/linkMessages.ts.
 */
export const connectText = {
  title: 'Connect',
  description: 'Someone shared their connect link with you. Choose how you are related, then connect.',
  invalidLinkHeading: 'Invalid Link',
  invalidLinkText: 'This connect link is incomplete or broken. Ask the person to copy it again.',
  goToRelationships: 'Go to Relationships',
  ownLinkHeading: 'This is your own link',
  ownLinkText: `${linkText.selfLink} Share this link with the person you want to connect with.`,
  profileNotFound: 'Profile not found - they may need to complete their profile first',
  unknownName: linkText.unknownName,
  relationshipType: 'Relationship type',
  statusOptional: 'Status (optional)',
  cancel: linkText.cancel,
  connect: 'Connect',
  sendRequest: 'Send request',
  connectedSuccessfully: 'Connected successfully!',
  inviteNote: 'This link is an invitation: you can connect at once.',
  notAnInviteNote:
    "This link has expired or isn't an invite, so you can't connect straight away. You can send a request instead, and you'll be connected once they accept.",
  requestWaiting: (name: string) => `Your request is waiting for ${isolate(name)} to accept.`,
  theyAskedYou: (name: string) => `${isolate(name)} has asked to connect with you. You can answer under Requests for you.`,
} as const;
