import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from './cn';
import { formCatalog } from './form/i18n/catalog';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Buttons at the bottom, in their order, end-aligned and wrapping on a narrow screen. */
  footer?: ReactNode;
  /** Wider content (a detail view) gets `lg`; confirmations keep `md`. */
  size?: 'md' | 'lg';
  children?: ReactNode;
  className?: string;
}

/**
 * A modal dialog (Radix): focus moves into it, Tab stays inside, Escape, the close button or a
 * click outside closes it, and focus returns to what opened it. The body scrolls on a short screen
 * so the title and the footer's buttons stay reachable.
 */
export function Dialog({ open, onOpenChange, title, description, footer, size = 'md', children, className }: DialogProps) {
  const t = formCatalog.useT();
  // Radix returns focus only to a Dialog.Trigger; dialogs opened from a table row's button or by
  // state have none, so the element focused when it opened is remembered and focused again.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <RadixDialog.Content
          // Without a description Radix warns unless aria-describedby is set explicitly to nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            // Centred by margins rather than translate, so it is the same in both directions.
            'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] flex-col text-start',
            'rounded-card border border-border bg-surface text-foreground shadow-card focus:outline-none',
            size === 'lg' ? 'max-w-2xl' : 'max-w-md',
            className,
          )}
        >
          <div className="flex items-start gap-3 border-b border-border px-5 py-4">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="font-serif text-xl font-semibold leading-tight [overflow-wrap:anywhere]">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-muted-foreground">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('dialog.close')}
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-4">{footer}</div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
