import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@shalom/shared';
import { FROM_INTRO_STATE } from '../pages/donation/donateState';
import { markIntroSeen } from '../notifications/introFlag';
import { useDocumentTitle } from '../pages/common/useDocumentTitle';
import type { NotificationServices } from '../notifications/useEnableNotifications';
import { introCatalog } from './i18n/catalog';
import {
  AboutWhomStep,
  CompleteStep,
  ConnectStep,
  ConsentStep,
  DonationStep,
  NotificationsStep,
  PrivacyStep,
  WelcomeStep,
  type StepProps,
} from './IntroSteps';

const { msg } = introCatalog;

/** Spec §2: the 8 steps, in this order. */
const STEPS: { title: ReturnType<typeof msg>; Body: ComponentType<StepProps> }[] = [
  { title: msg('step1.title'), Body: WelcomeStep },
  { title: msg('step2.title'), Body: ConsentStep },
  { title: msg('step3.title'), Body: AboutWhomStep },
  { title: msg('step4.title'), Body: PrivacyStep },
  { title: msg('step5.title'), Body: ConnectStep },
  { title: msg('step6.title'), Body: NotificationsStep },
  { title: msg('step7.title'), Body: DonationStep },
  { title: msg('step8.title'), Body: CompleteStep },
];

export const INTRO_STEP_COUNT = STEPS.length;

/** The step kept in the intro's history entry (see donate below), else the first. */
function stepFrom(state: unknown): number {
  const step = typeof state === 'object' && state !== null ? (state as { introStep?: unknown }).introStep : undefined;
  return Number.isInteger(step) && (step as number) >= 0 && (step as number) < STEPS.length ? (step as number) : 0;
}

/** /intro-apk: dots, Back and Next; Complete marks the intro seen (v1) and goes on. */
export function IntroWalkthrough({ services }: { services: NotificationServices }) {
  const location = useLocation();
  const [index, setIndex] = useState(() => stepFrom(location.state));
  const t = introCatalog.useT();
  useDocumentTitle(t('intro.label'));
  const navigate = useNavigate();
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;
  const next = () => setIndex((i) => Math.min(i + 1, STEPS.length - 1));

  // A step whose button took the focus away with it (Maybe Later) leaves the keyboard on <body>:
  // the new step's heading takes it instead. Not on the first render: the page keeps its start.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(index);
  useEffect(() => {
    if (shownStep.current === index) return;
    shownStep.current = index;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [index]);

  // Step 7's Donate Now goes to /donate; this entry keeps the step, so Back there returns to it.
  function donate() {
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { introStep: index } });
    navigate('/donate', { state: FROM_INTRO_STATE });
  }

  function complete() {
    markIntroSeen();
    navigate(services.userId ? '/dashboard' : '/auth', { replace: true });
  }

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 py-8 sm:py-12">
      <section aria-label={t('intro.label')} className="flex flex-1 flex-col rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
        {/* Announced as the step changes, while the focus stays on Next or Back. */}
        <p aria-live="polite" className="text-sm font-medium text-muted-foreground">
          {t('intro.progress', { step: index + 1, total: STEPS.length })}
        </p>
        <h1 ref={heading} tabIndex={-1} className="mt-2 font-serif text-3xl font-semibold tracking-tight focus:outline-none">
          {t(step.title)}
        </h1>
        <div className="mt-4 flex-1 space-y-4 text-muted-foreground">
          <step.Body services={services} onNext={next} onDonate={donate} />
        </div>
        {/* Each dot is drawn small but pressed as a 24 px target (WCAG 2.2 target size). */}
        <nav aria-label={t('intro.dots')} className="mt-8 flex justify-center gap-1">
          {STEPS.map((s, i) => (
            <button
              key={s.title}
              type="button"
              aria-label={t('intro.dot', { step: i + 1 })}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => setIndex(i)}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden="true"
                className={`size-2.5 rounded-full transition-colors ${
                  i === index ? 'bg-primary' : 'bg-muted-foreground/30 group-hover:bg-muted-foreground/60'
                }`}
              />
            </button>
          ))}
        </nav>
        <div className="mt-6 flex items-center justify-between gap-3">
          <Button variant="secondary" onClick={() => setIndex((i) => Math.max(i - 1, 0))} disabled={index === 0}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('intro.back')}
          </Button>
          {last ? (
            <Button onClick={complete}>{t('step8.complete')}</Button>
          ) : (
            <Button onClick={next}>
              {t('intro.next')}
              <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
