// Passkey sign-in (GoTrue's /passkeys endpoints, config.toml `[auth.passkey]`) is not implemented
// here; WebAuthn as a second factor is (webauthn-factors.ts). Every passkey endpoint answers as
// GoTrue does with passkeys switched off — 404 `passkey_disabled` "Passkeys are disabled", before
// any other check — so auth-js reports AuthApiError{code: 'passkey_disabled'} instead of a 404 page.
// The admin API lists a user's passkeys as GoTrue does whatever the switch: there are none.
import type { Context, Hono } from 'hono';
import type { BackendContext } from '../context';
import type { AuthConfig } from '../config';
import { AuthError } from './errors';
import { findUserById } from './users';
import { isUuid } from '../uuid';

export const passkeysDisabled = (): AuthError => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');

export function passkeyRoutes(app: Hono, admin: Hono, deps: { ctx: BackendContext; auth: AuthConfig }): void {
  const { ctx, auth } = deps;
  if (auth.passkeysRequested) {
    ctx.log.warn(
      'config.toml [auth.passkey] enabled = true: passkey sign-in is not implemented by this backend; /auth/v1/passkeys answers 404 passkey_disabled (WebAuthn MFA factors are implemented: [auth.mfa.web_authn])',
    );
  }
  const refuse = (): never => {
    throw passkeysDisabled();
  };
  app.all('/passkeys', refuse);
  app.all('/passkeys/*', refuse);

  const user = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!isUuid(id)) throw new AuthError(400, 'validation_failed', 'user_id must be an UUID');
    const record = await findUserById(ctx.db, id);
    if (!record) throw new AuthError(404, 'user_not_found', 'User not found');
    return record;
  };
  admin.get('/users/:id/passkeys', async (c) => {
    await user(c);
    return c.json([]);
  });
  admin.delete('/users/:id/passkeys/:passkeyId', async (c) => {
    await user(c);
    // GoTrue's answer for a passkey the user does not have.
    throw new AuthError(404, 'validation_failed', 'Passkey not found');
  });
}
