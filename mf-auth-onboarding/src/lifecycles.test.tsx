import { describeRemoteLifecycles } from '@shalom/shared/remote/testing';
import { bootstrap, mount, unmount } from './lifecycles';
import { loadOnboardingPage } from './features/onboarding/loadOnboardingPage';

describeRemoteLifecycles({
  name: 'mf-auth-onboarding',
  lifecycles: { bootstrap, mount, unmount },
  mountsOn: { path: '/auth', heading: 'Login' },
  linkOut: { name: 'Return to Home', to: '/' },
  alsoOwns: { path: '/onboarding', heading: 'Onboarding', load: loadOnboardingPage },
  hebrewHeading: 'כניסה',
});
