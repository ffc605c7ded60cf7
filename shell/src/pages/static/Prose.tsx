import { useId } from 'react';
import type { ReactNode } from 'react';

/** Small typographic building blocks for the static pages (no typography plugin needed). */

export function ProseSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-serif text-2xl font-semibold tracking-tight text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProseParagraph({ children }: { children: ReactNode }) {
  return <p className="text-base leading-7 text-foreground/85">{children}</p>;
}

export function ProseList({ children }: { children: ReactNode }) {
  return (
    <ul className="space-y-2.5 ps-1 text-base leading-7 text-foreground/85 [&>li]:relative [&>li]:ps-6 [&>li]:before:absolute [&>li]:before:top-[0.7rem] [&>li]:before:start-1 [&>li]:before:size-1.5 [&>li]:before:rounded-full [&>li]:before:bg-accent [&>li]:before:content-['']">
      {children}
    </ul>
  );
}

/** Children optional: inside a translated message the message supplies them (`<0>Your profile:</0>`). */
export function ProseTerm({ children }: { children?: ReactNode }) {
  return <strong className="font-semibold text-foreground">{children}</strong>;
}

/** A highlighted statement the reader must not miss (e.g. the age limit, safety). */
export function ProseCallout({ title, children, tone = 'accent' }: { title: string; children: ReactNode; tone?: 'accent' | 'primary' }) {
  const toneClasses =
    tone === 'accent' ? 'border-accent/50 bg-accent-soft' : 'border-primary/25 bg-primary/5';
  return (
    <aside aria-label={title} className={`rounded-card border p-5 ${toneClasses}`}>
      <p className="font-semibold text-foreground">{title}</p>
      <div className="mt-1.5 text-base leading-7 text-foreground/85">{children}</div>
    </aside>
  );
}
