import { Lock, ShieldCheck } from 'lucide-react';
import { COMMUNICATION_TYPES, type ConsentRecord, type ConsentStatus, type PartnerConsent } from './aiGuidanceApi';
import { Badge } from './ChatBubbles';
import { TYPE_LABEL } from './SidePanel';
import { useGuideT } from './userGender';

const MARKER = { emotional_bridging: '💝', conflict_mediation: '🤝', timing_optimization: '⏰' } as const;

/** Spec §4: Fully enabled only when both sides consent and share; emoji for types both sides enabled. */
export function StatusLine({ status, own, partner }: { status: ConsentStatus | null; own: ConsentRecord | null; partner: PartnerConsent | null }) {
  const t = useGuideT();
  if (!status) return null;
  const shared = COMMUNICATION_TYPES.filter((type) => own?.[type] && partner?.[type]);
  return (
    <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
      {status.fullyEnabled ? <ShieldCheck aria-hidden className="size-4 text-success" /> : <Lock aria-hidden className="size-4 text-muted-foreground" />}
      <span>{status.fullyEnabled ? t('status.fullyEnabled') : t('status.limited')}</span>
      {status.fullyEnabled && <Badge tone="primary">{t('status.enhancedBadge')}</Badge>}
      {shared.map((type) => (
        <span key={type} role="img" aria-label={t(TYPE_LABEL[type])} title={t(TYPE_LABEL[type])}>
          {MARKER[type]}
        </span>
      ))}
    </p>
  );
}
