import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Spinner, useRemoteServices, useSession } from '@shalom/shared';
import { useLocale } from '@shalom/shared/i18n';
import { Trans } from '@shalom/shared/i18n/trans';
import { Field, Input } from '@shalom/shared/ui/form';
import { authOnboardingCatalog } from '../../i18n/catalog';
import { errorMessage } from '../common/errorMessage';
import { safeNextPath } from '../common/returnPath';
import { loadOnboardingPage } from '../onboarding/loadOnboardingPage';
import { authFailureText } from './authErrors';
import { signInWithPassword, signUpWithPassword, type AuthMode, type AuthOutcome } from './authApi';
import { authHref, authModeAt, authScreenName } from './authScreen';
import { invitationIn, useInviterName, type InviterName } from './invitation';
import { useGoHomeAfterSignIn } from './useGoHomeAfterSignIn';

const { msg } = authOnboardingCatalog;

const COPY = {
  login: {
    title: msg('auth.login.title'),
    description: msg('auth.login.description'),
    submit: msg('auth.login.submit'),
    switchPrompt: msg('auth.login.switchPrompt'),
    switchAction: msg('auth.login.switchAction'),
  },
  signup: {
    title: msg('auth.signup.title'),
    description: msg('auth.signup.description'),
    submit: msg('auth.signup.submit'),
    switchPrompt: msg('auth.signup.switchPrompt'),
    switchAction: msg('auth.signup.switchAction'),
  },
} as const satisfies Record<AuthMode, unknown>;

/** /auth — login and sign-up (spec §2 Auth, §4 auth mode, §5, §7, §8). */
export function AuthPage() {
  const { bus, supabase } = useRemoteServices();
  const session = useSession(bus);
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const { goHome, redirecting } = useGoHomeAfterSignIn(supabase, next);
  // The address says which screen this is (authScreen.ts): the links below change it.
  const mode = authModeAt(searchParams);
  const invitation = invitationIn(next);
  const inviter = useInviterName(supabase, invitation);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** Repeated in the page (not only in a toast) so screen readers hear it and it stays readable. */
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const t = authOnboardingCatalog.useT();
  const { locale } = useLocale();

  const signedInUserId = session.status === 'signed-in' ? session.user.id : null;
  // A visitor who is (or just became) signed in does not belong here.
  useEffect(() => {
    if (signedInUserId && !busy) void goHome(signedInUserId);
  }, [signedInUserId, busy, goHome]);

  const copy = COPY[mode];
  const otherMode: AuthMode = mode === 'login' ? 'signup' : 'login';
  // The problem or notice of one screen does not belong on the other.
  useEffect(() => {
    setProblem(null);
    setNotice(null);
  }, [mode]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !supabase) return;
    setBusy(true);
    setProblem(null);
    setNotice(null);
    // A new account continues on /onboarding: its page downloads while the sign-up request runs.
    if (mode === 'signup') void loadOnboardingPage().catch(() => undefined);
    let outcome: AuthOutcome;
    try {
      outcome =
        mode === 'login'
          ? await signInWithPassword(supabase, email, password)
          : await signUpWithPassword(supabase, email, password, window.location.origin);
    } catch (error) {
      outcome = { kind: 'failed', message: errorMessage(error) };
    }

    if (outcome.kind === 'failed') {
      const title = mode === 'login' ? t('auth.loginFailed') : t('auth.signupFailed');
      const message = authFailureText(outcome, locale, t);
      bus.publish({ type: 'toast', title, description: message, ...(mode === 'login' ? { variant: 'destructive' as const } : {}) });
      setProblem(t('auth.problem', { title, message }));
      setBusy(false);
      return;
    }
    if (outcome.kind === 'confirmation-sent') {
      bus.publish({ type: 'toast', title: t('auth.checkEmail.title'), description: t('auth.checkEmail.body') });
      setNotice(t('auth.checkEmail.body'));
      setBusy(false);
      return;
    }
    if (mode === 'login') bus.publish({ type: 'toast', title: t('auth.welcome.title'), description: t('auth.welcome.body') });
    await goHome(outcome.userId);
    setBusy(false);
  }

  function switchMode(event: MouseEvent<HTMLAnchorElement>) {
    // The second click of a double click lands on the other screen's link, in the same place:
    // it would undo the first. A request on its way is what the screen shows until it answers.
    if (event.detail > 1 || busy) event.preventDefault();
  }

  // While the session is still loading the form is shown: most visitors here are signed out.
  if (redirecting || (signedInUserId && !busy)) {
    return <Spinner fullArea />;
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16" data-screen={authScreenName(mode, invitation !== null)}>
      <section
        aria-labelledby={titleId}
        className="rounded-card border border-border bg-surface px-5 py-7 shadow-card sm:px-8 sm:py-9"
      >
        <header className="space-y-2 text-center">
          {invitation && <InvitedBy inviter={inviter} />}
          <h1 id={titleId} className="font-serif text-3xl font-semibold tracking-tight text-foreground">
            {invitation && mode === 'signup' ? t('auth.invitation.title') : t(copy.title)}
          </h1>
          <p className="text-sm text-muted-foreground">{t(copy.description)}</p>
        </header>

        <form className="mt-7 space-y-5" onSubmit={submit} aria-busy={busy} aria-labelledby={titleId}>
          <Field label={t('auth.email')} id="auth-email">
            <Input
              type="email"
              name="email"
              // An address reads left to right, in a Hebrew page too.
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label={t('auth.password')} id="auth-password">
            <Input
              type="password"
              name="password"
              dir="ltr"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>

          {/* Live regions stay mounted so their new text is announced. */}
          <div role="alert">
            {problem && (
              <p dir="auto" className="rounded-control bg-destructive/10 px-3 py-2 text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
          <div role="status">
            {notice && <p className="rounded-control bg-accent-soft px-3 py-2 text-sm text-accent-foreground">{notice}</p>}
          </div>

          {/* data-busy-label: what the prerendered copy of this button says once it is pressed,
              before this code runs (the shell's prerender guard reads it). */}
          <Button type="submit" size="lg" className="w-full" disabled={busy || !supabase} aria-disabled={busy} data-busy-label={t('auth.busy')}>
            {busy ? t('auth.busy') : t(copy.submit)}
          </Button>
        </form>

        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t(copy.switchPrompt)}{' '}
          <Link
            to={authHref(otherMode, next)}
            onClick={switchMode}
            aria-disabled={busy || undefined}
            className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t(copy.switchAction)}
          </Link>
        </p>
      </section>
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
          {t('auth.home')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Who sent the invitation (display name only). Its line is there while the name loads, so the
 * card does not move when it arrives; without a name nothing is said about anyone.
 */
function InvitedBy({ inviter }: { inviter: InviterName }) {
  if (inviter.status === 'unknown') return null;
  return (
    <p className="min-h-5 text-sm font-medium text-accent-foreground" aria-live="polite">
      {inviter.status === 'known' && (
        // The name keeps its own direction inside the sentence.
        <Trans catalog={authOnboardingCatalog} id="auth.invitation.from" values={{ name: inviter.name }} components={{ 0: <bdi /> }} />
      )}
    </p>
  );
}
