import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@shalom/shared';
import { linkText } from './linkMessages';
import { useRelationshipsLanguage } from '../../i18n/catalog';

/** A question that needs a yes before something is done (decline, block, remove, unblock, new link). */
export interface Confirmation {
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive actions get the destructive button. */
  tone?: 'destructive' | 'primary';
  /** Does the thing; true when it is done (the dialog closes either way, the caller toasts). */
  run(): Promise<boolean>;
  /**
   * Where focus goes after a success, when the button that opened the dialog is gone with its
   * row (else focus returns to that button, as after Cancel or Escape).
   */
  focusAfterSuccess?(): HTMLElement | null;
}

export interface ConfirmDialogProps {
  confirmation: Confirmation | null;
  onClose(): void;
}

/**
 * One modal confirmation (Radix Dialog, as an alertdialog): focus moves into it, Tab stays inside,
 * Escape or Cancel closes it, and focus goes back to the button that opened it.
 */
export function ConfirmDialog({ confirmation, onClose }: ConfirmDialogProps) {
  useRelationshipsLanguage();
  const [busy, setBusy] = useState(false);
  // Radix returns focus to a Dialog.Trigger; these dialogs open from buttons in lists, so the
  // opener is remembered here instead.
  const opener = useRef<HTMLElement | null>(null);
  const focusTarget = useRef<HTMLElement | null>(null);

  const confirm = async () => {
    if (!confirmation || busy) return;
    setBusy(true);
    let done = false;
    try {
      done = await confirmation.run();
    } finally {
      setBusy(false);
    }
    focusTarget.current = done ? (confirmation.focusAfterSuccess?.() ?? null) : null;
    onClose();
  };

  return (
    <Dialog.Root
      open={confirmation !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            focusTarget.current = null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = [focusTarget.current, opener.current].find((element) => element?.isConnected);
            target?.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-card border border-border bg-surface p-5 text-start shadow-card focus:outline-none sm:p-6"
        >
          {confirmation && (
            <>
              <Dialog.Title className="font-serif text-xl font-semibold text-foreground [overflow-wrap:anywhere]">{confirmation.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-muted-foreground">{confirmation.description}</Dialog.Description>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary" disabled={busy}>
                    {linkText.cancel}
                  </Button>
                </Dialog.Close>
                <Button
                  variant={confirmation.tone ?? 'destructive'}
                  onClick={() => void confirm()}
                  disabled={busy}
                  aria-busy={busy}
                >
                  {confirmation.confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
