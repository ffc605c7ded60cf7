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

  const sharedPkg = { name: '@shalom/shared', dependencies: { '@lingui/core': '~5.9.5', '@lingui/react': '~5.9.5' } };

  it('shares exactly the singletons, with subpath keys for react and react-dom', () => {
    expect(Object.keys(sharedDeps(pkg, sharedPkg)).sort()).toEqual(
      [
        '@shalom/shared',
        '@shalom/shared/i18n',
        '@supabase/supabase-js',
        '@lingui/core',
        '@lingui/react',
        'react',
        'react-dom',
        'react-dom/',
        'react/',
        'rxjs',
      ].sort(),
    );
  });

  it("shares the translation runtime with the ranges @shalom/shared declares, and its i18n entry at the app's shared version", () => {
    const shared = sharedDeps(pkg, sharedPkg);
    expect(shared['@lingui/core']).toEqual({ singleton: true, requiredVersion: '~5.9.5' });
    expect(shared['@lingui/react']).toEqual({ singleton: true, requiredVersion: '~5.9.5' });
    expect(shared['@shalom/shared/i18n']).toEqual({ singleton: true, requiredVersion: '0.1.0' });
  });

  it('reads those ranges from the real @shalom/shared package.json by default', () => {
    expect(sharedDeps(pkg)['@lingui/core']?.requiredVersion).toMatch(/5\.9/);
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
