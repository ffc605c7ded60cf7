import { useEffect, useId } from 'react';
import { DoorOpen } from 'lucide-react';
import { activeLocale } from '@shalom/shared/i18n';
import { cn } from '../ui/cn';
import { quickExitCatalog } from './i18n/catalog';
import { listenForTripleEscape, neutralPageFor, quickExit } from './quickExit';

/** Leaves for the neutral page of the language the app is shown in. */
export function quickExitNow(): void {
  quickExit(neutralPageFor(activeLocale()));
}

export interface QuickExitButtonProps {
  /** "header": compact, the label beside the icon from 400 px; "panel": full width in a safety answer. */
  placement?: 'header' | 'panel';
  className?: string;
}

/** The quick-exit button; its hint (what it does, and the Escape shortcut) is its description. */
export function QuickExitButton({ placement = 'header', className }: QuickExitButtonProps) {
  const t = quickExitCatalog.useT();
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        data-quick-exit=""
        aria-describedby={hintId}
        onClick={quickExitNow}
        className={cn(
          'inline-flex items-center justify-center gap-1.5 rounded-control bg-destructive font-semibold text-destructive-foreground shadow-sm transition-opacity hover:opacity-90',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          placement === 'header' ? 'h-10 px-2.5 text-sm' : 'h-11 w-full px-4 text-base',
          className,
        )}
      >
        <DoorOpen aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
        <span className={placement === 'header' ? 'max-[399px]:sr-only' : undefined}>{t('button')}</span>
      </button>
      <span id={hintId} hidden>
        {t('hint')}
      </span>
    </>
  );
}

/** Escape pressed three times leaves, wherever the focus is; mounted with the header's button. */
export function useQuickExitShortcut(enabled = true): void {
  useEffect(() => (enabled ? listenForTripleEscape(quickExitNow) : undefined), [enabled]);
}
