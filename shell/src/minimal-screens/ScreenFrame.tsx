import type { ReactNode } from 'react';

/** A centred card for the small screens the shell owns until their features arrive. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <section className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
      </section>
    </div>
  );
}
