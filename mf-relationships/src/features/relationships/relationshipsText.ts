import { relationshipsCatalog } from '../../i18n/catalog';
import { isolate } from '../relationship-links/linkMessages';

const { t } = relationshipsCatalog;

/**
 * Every user-facing string of /relationships (spec words where the spec has them), read from the
 * remote's catalog when a property is read (see linkMessages.ts). Functions take the values they
 * interpolate; names are isolated. Shared words (refusals, 'Unknown User', Cancel) are in
 * relationship-links/linkMessages.ts.
 */
export const relationshipsText = {
  get title() {
    return t('relationships.title');
  },
  /** The browser tab's title. */
  get documentTitle() {
    return t('relationships.documentTitle');
  },
  get description() {
    return t('relationships.description');
  },
  get tip() {
    return t('relationships.tip');
  },
  get nextStepsLabel() {
    return t('relationships.nextStepsLabel');
  },
  get skipToDashboard() {
    return t('relationships.skipToDashboard');
  },
  get nextAiGuidance() {
    return t('relationships.nextAiGuidance');
  },
  get tryAgain() {
    return t('relationships.tryAgain');
  },
  /** Read after a section heading's count, e.g. "Requests for you 2". */
  count: (count: number) => String(count),

  // Share your connect link
  get shareTitle() {
    return t('relationships.shareTitle');
  },
  get shareIntro() {
    return t('relationships.shareIntro');
  },
  get yourId() {
    return t('relationships.yourId');
  },
  get connectLink() {
    return t('relationships.connectLink');
  },
  get copyLink() {
    return t('relationships.copyLink');
  },
  get linkCopied() {
    return t('relationships.linkCopied');
  },
  get copyFailedTitle() {
    return t('relationships.copyFailedTitle');
  },
  get copyFailedDescription() {
    return t('relationships.copyFailedDescription');
  },
  get linkLoading() {
    return t('relationships.linkLoading');
  },
  get linkLoadFailed() {
    return t('relationships.linkLoadFailed');
  },
  get makeNewLink() {
    return t('relationships.makeNewLink');
  },
  get makeNewLinkHint() {
    return t('relationships.makeNewLinkHint');
  },
  get renewDialogTitle() {
    return t('relationships.renewDialogTitle');
  },
  get renewDialogDescription() {
    return t('relationships.renewDialogDescription');
  },
  get renewedTitle() {
    return t('relationships.renewedTitle');
  },
  get renewedDescription() {
    return t('relationships.renewedDescription');
  },
  get renewFailedTitle() {
    return t('relationships.renewFailedTitle');
  },

  // Add a relationship (typing an id sends a request)
  get addTitle() {
    return t('relationships.addTitle');
  },
  get addIntro() {
    return t('relationships.addIntro');
  },
  get relatedUserId() {
    return t('relationships.relatedUserId');
  },
  get relatedUserIdHint() {
    return t('relationships.relatedUserIdHint');
  },
  get relation() {
    return t('relationships.relation');
  },
  get statusOptional() {
    return t('relationships.statusOptional');
  },
  get notesOptional() {
    return t('relationships.notesOptional');
  },
  /** Issue 33: each side's notes are its own. */
  get notesPrivate() {
    return t('relationships.notesPrivate');
  },
  get rabbiInvolved() {
    return t('relationships.rabbiInvolved');
  },
  get add() {
    return t('relationships.add');
  },
  get sending() {
    return t('relationships.sending');
  },

  // Requests for you
  requestsWaiting: (count: number) => t('relationships.requestsWaiting', { count }),
  get seeRequests() {
    return t('relationships.seeRequests');
  },
  get incomingTitle() {
    return t('relationships.incomingTitle');
  },
  get incomingIntro() {
    return t('relationships.incomingIntro');
  },
  get incomingEmpty() {
    return t('relationships.incomingEmpty');
  },
  get incomingLoadFailed() {
    return t('relationships.incomingLoadFailed');
  },
  asksToConnectAs: (relation: string) => t('relationships.asksToConnectAs', { relation }),
  get accept() {
    return t('relationships.accept');
  },
  get decline() {
    return t('relationships.decline');
  },
  get block() {
    return t('relationships.block');
  },
  get acceptedTitle() {
    return t('relationships.acceptedTitle');
  },
  acceptedDescription: (name: string) => t('relationships.acceptedDescription', { name: isolate(name) }),
  get acceptFailedTitle() {
    return t('relationships.acceptFailedTitle');
  },
  declineDialogTitle: (name: string) => t('relationships.declineDialogTitle', { name: isolate(name) }),
  get declineDialogDescription() {
    return t('relationships.declineDialogDescription');
  },
  get declinedTitle() {
    return t('relationships.declinedTitle');
  },
  get declineFailedTitle() {
    return t('relationships.declineFailedTitle');
  },

  // Block (from a request or a link)
  blockDialogTitle: (name: string) => t('relationships.blockDialogTitle', { name: isolate(name) }),
  get blockDialogDescription() {
    return t('relationships.blockDialogDescription');
  },
  get blockedTitle() {
    return t('relationships.blockedTitle');
  },
  blockedDescription: (name: string) => t('relationships.blockedDescription', { name: isolate(name) }),
  get blockFailedTitle() {
    return t('relationships.blockFailedTitle');
  },

  // Sent requests
  get outgoingTitle() {
    return t('relationships.outgoingTitle');
  },
  get outgoingIntro() {
    return t('relationships.outgoingIntro');
  },
  get outgoingEmpty() {
    return t('relationships.outgoingEmpty');
  },
  get outgoingLoadFailed() {
    return t('relationships.outgoingLoadFailed');
  },
  waitingFor: (name: string) => t('relationships.waitingFor', { name: isolate(name) }),
  get cancelRequest() {
    return t('relationships.cancelRequest');
  },
  get cancelledTitle() {
    return t('relationships.cancelledTitle');
  },
  get cancelFailedTitle() {
    return t('relationships.cancelFailedTitle');
  },

  // Your Relationships (accepted links)
  get yourRelationships() {
    return t('relationships.yourRelationships');
  },
  get noRelationships() {
    return t('relationships.noRelationships');
  },
  get errorLoading() {
    return t('relationships.errorLoading');
  },
  get relationshipStatus() {
    return t('relationships.relationshipStatus');
  },
  get status() {
    return t('relationships.status');
  },
  get beitDinInvolved() {
    return t('relationships.beitDinInvolved');
  },
  get startChat() {
    return t('relationships.startChat');
  },
  get saving() {
    return t('relationships.saving');
  },
  get updateFailed() {
    return t('relationships.updateFailed');
  },
  get openingChat() {
    return t('relationships.openingChat');
  },
  get couldNotOpenChat() {
    return t('relationships.couldNotOpenChat');
  },
  get removeLink() {
    return t('relationships.removeLink');
  },
  removeDialogTitle: (name: string) => t('relationships.removeDialogTitle', { name: isolate(name) }),
  get removeDialogDescription() {
    return t('relationships.removeDialogDescription');
  },
  get removedTitle() {
    return t('relationships.removedTitle');
  },
  removedDescription: (name: string) => t('relationships.removedDescription', { name: isolate(name) }),
  get removeFailedTitle() {
    return t('relationships.removeFailedTitle');
  },

  // Blocked people
  get blockedPeopleTitle() {
    return t('relationships.blockedPeopleTitle');
  },
  get blockedPeopleIntro() {
    return t('relationships.blockedPeopleIntro');
  },
  get blockedPeopleEmpty() {
    return t('relationships.blockedPeopleEmpty');
  },
  get blockedPeopleLoadFailed() {
    return t('relationships.blockedPeopleLoadFailed');
  },
  blockedOn: (date: string) => t('relationships.blockedOn', { date }),
  get unblock() {
    return t('relationships.unblock');
  },
  unblockDialogTitle: (name: string) => t('relationships.unblockDialogTitle', { name: isolate(name) }),
  get unblockDialogDescription() {
    return t('relationships.unblockDialogDescription');
  },
  get unblockedTitle() {
    return t('relationships.unblockedTitle');
  },
  unblockedDescription: (name: string) => t('relationships.unblockedDescription', { name: isolate(name) }),
  get unblockFailedTitle() {
    return t('relationships.unblockFailedTitle');
  },
} as const;
