// Access tokens as GoTrue signs them (HS256, or the project's RS256/ES256 signing key) with every
// claim Supabase puts in, so RLS policies using auth.uid(), auth.jwt() ->> 'email', aal or
// app_metadata work unchanged.
import { SignJWT } from 'jose';
import { signProjectJwt, type ProjectJwtKeys } from '../keys';
import type { SessionInfo } from './sessions';
import type { AuthUser } from './users';

export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
}

export interface TokenSettings {
  keys: ProjectJwtKeys;
  issuer: string;
  ttlSeconds: number;
}

export async function sessionResponse(settings: TokenSettings, user: AuthUser, session: SessionInfo): Promise<SessionResponse> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + settings.ttlSeconds;
  const accessToken = await signProjectJwt(
    new SignJWT({
    aud: user.aud,
    email: user.email,
    phone: typeof user.phone === 'string' ? user.phone : '',
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role,
    aal: session.aal,
    amr: session.amr,
    session_id: session.sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setIssuer(settings.issuer)
    .setSubject(user.id)
    .setIssuedAt(iat)
    .setExpirationTime(exp),
    settings.keys,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: settings.ttlSeconds,
    expires_at: exp,
    refresh_token: session.refreshToken,
    user,
  };
}
