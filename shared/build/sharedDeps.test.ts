import { sharedDeps } from './sharedDeps';

describe('sharedDeps', () => {
  const pkg = {
    name: '@shalom/example',
    dependencies: {
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      'react-router-dom': '^7.9.0',
      rxjs: '^7.8.2',
      '@supabase/supabase-js': '^2.119.1',
      '@shalom/shared': '0.1.0',
      sonner: '^2.0.8',
    },
  };

  it('shares exactly the singletons, with subpath keys for react and react-dom', () => {
    expect(Object.keys(sharedDeps(pkg)).sort()).toEqual(
      ['@shalom/shared', '@supabase/supabase-js', 'react', 'react-dom', 'react-dom/', 'react/', 'rxjs'].sort(),
    );
  });

  it('takes requiredVersion from the app package.json and marks each as a singleton', () => {
    const shared = sharedDeps(pkg);
    expect(shared['react/']).toEqual({ singleton: true, requiredVersion: '^19.2.0' });
    expect(shared['@supabase/supabase-js']).toEqual({ singleton: true, requiredVersion: '^2.119.1' });
    expect(shared).not.toHaveProperty('react-router-dom');
    expect(shared).not.toHaveProperty('sonner');
  });

  it('refuses an app that does not declare a singleton', () => {
    const { rxjs: _omitted, ...withoutRxjs } = pkg.dependencies;
    expect(() => sharedDeps({ name: '@shalom/broken', dependencies: withoutRxjs })).toThrow(
      /"rxjs" must be listed/,
    );
  });
});
