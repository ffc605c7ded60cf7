import { createMemoryShellNavigation } from './memoryShellNavigation';
import { toRouterNavigator } from './shellNavigation';

describe('createMemoryShellNavigation', () => {
  it('pushes, replaces and goes back and forward like a browser history', () => {
    const navigation = createMemoryShellNavigation('/ai');
    const actions: string[] = [];
    navigation.subscribe(() => actions.push(`${navigation.getSnapshot().action} ${navigation.getSnapshot().location.pathname}`));
    const navigator = toRouterNavigator(navigation);

    navigator.push('/messages/7?c=1');
    navigator.replace({ pathname: '/messages/8' });
    navigator.go(-1);
    navigator.go(1);

    expect(actions).toEqual(['PUSH /messages/7', 'REPLACE /messages/8', 'POP /ai', 'POP /messages/8']);
    expect(navigation.entries()).toEqual(['/ai', '/messages/8']);
  });

  it('keeps the same snapshot object until the location changes', () => {
    const navigation = createMemoryShellNavigation('/');
    const first = navigation.getSnapshot();
    expect(navigation.getSnapshot()).toBe(first);
    navigation.go(-1);
    expect(navigation.getSnapshot()).toBe(first);
  });
});
