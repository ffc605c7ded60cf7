export { ShareTargetScreen } from './ShareTargetScreen';
export { OpenFileScreen } from './OpenFileScreen';
export { ProtocolRedirect } from './ProtocolRedirect';
