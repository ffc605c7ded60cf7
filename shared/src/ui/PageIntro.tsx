import type { ReactNode } from 'react';
import { cn } from './cn';

export interface PageIntroProps {
  title: string;
  description?: string;
  children?: ReactNode;
  className?: string;
}

/** A screen's title block and content column, the same in the shell and every remote. */
export function PageIntro({ title, description, children, className }: PageIntroProps) {
  return (
    <div className={cn('mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12', className)}>
      <header className="space-y-2">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        {description && <p className="max-w-2xl text-base text-muted-foreground">{description}</p>}
      </header>
      {children && <div className="mt-8 space-y-6">{children}</div>}
    </div>
  );
}
