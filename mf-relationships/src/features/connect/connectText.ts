import { relationshipsCatalog } from '../../i18n/catalog';
import { isolate, linkText } from '../relationship-links/linkMessages';

const { t } = relationshipsCatalog;

/**
 * Every user-facing string of /connect/{id} (spec words where the spec has them), read from the
 * remote's catalog when a property is read (see linkMessages.ts). Shared words (refusals, toasts
 * of a request) are in relationship-links/linkMessages.ts.
 */
export const connectText = {
  get title() {
    return t('connect.title');
  },
  /** The browser tab's title. */
  get documentTitle() {
    return t('connect.documentTitle');
  },
  get description() {
    return t('connect.description');
  },
  get invalidLinkHeading() {
    return t('connect.invalidLinkHeading');
  },
  get invalidLinkText() {
    return t('connect.invalidLinkText');
  },
  get goToRelationships() {
    return t('connect.goToRelationships');
  },
  get ownLinkHeading() {
    return t('connect.ownLinkHeading');
  },
  get ownLinkText() {
    return t('connect.ownLinkText');
  },
  get profileNotFound() {
    return t('connect.profileNotFound');
  },
  get unknownName() {
    return linkText.unknownName;
  },
  get relationshipType() {
    return t('connect.relationshipType');
  },
  get statusOptional() {
    return t('connect.statusOptional');
  },
  get cancel() {
    return linkText.cancel;
  },
  get connect() {
    return t('connect.connect');
  },
  get sendRequest() {
    return t('connect.sendRequest');
  },
  get connectedSuccessfully() {
    return t('connect.connectedSuccessfully');
  },
  get inviteNote() {
    return t('connect.inviteNote');
  },
  get notAnInviteNote() {
    return t('connect.notAnInviteNote');
  },
  requestWaiting: (name: string) => t('connect.requestWaiting', { name: isolate(name) }),
  theyAskedYou: (name: string) => t('connect.theyAskedYou', { name: isolate(name) }),
} as const;
