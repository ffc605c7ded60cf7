import { Link, Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import { OwnedRoutesIndex } from './OwnedRoutesIndex';
import { screen } from '@testing-library/react';
import { describeRemoteLifecycles, mountRemoteForTest } from './testing';

function DemoRoutes() {
  return (
    <Routes>
      <Route
        path="/demo"
        element={
          <>
            <h1>Demo Home</h1>
            <Link to="/elsewhere">Leave the demo</Link>
          </>
        }
      />
      <Route path="/demo/:id" element={<h1>Demo Detail</h1>} />
      <Route path="*" element={<OwnedRoutesIndex remoteName="mf-demo" paths={['/demo', '/demo/:id']} />} />
    </Routes>
  );
}

const lifecycles = createRemoteLifecycles({ name: 'mf-demo', Routes: DemoRoutes });

describeRemoteLifecycles({
  name: 'mf-demo',
  lifecycles,
  mountsOn: { path: '/demo', heading: 'Demo Home' },
  linkOut: { name: 'Leave the demo', to: '/elsewhere' },
  alsoOwns: { path: '/demo/abc', heading: 'Demo Detail' },
});

describe('OwnedRoutesIndex', () => {
  it('lists the owned routes under the remote name, with an example id in parameterised paths', async () => {
    const { parcel } = mountRemoteForTest(lifecycles, 'mf-demo', '/not-owned');
    await parcel.mountPromise;
    expect(await screen.findByRole('heading', { level: 1, name: 'mf-demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/demo/:id' })).toHaveAttribute('href', '/demo/example-id');
    await parcel.unmount();
  });
});
