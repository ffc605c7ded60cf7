import { Button } from '@shalom/shared';
import { DateInput, Field, Input, Select } from '@shalom/shared/ui/form';
import { adminCatalog } from '../../i18n/catalog';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES, statusLabel, typeLabel } from '../feedback-model/feedbackModel';
import { NO_FILTERS, type FeedbackFilters } from './feedbackQueries';

// Radix Select has no empty value, so "All" travels as this and becomes '' in the filters.
const ALL = 'all';

export interface FeedbackFiltersBarProps {
  filters: FeedbackFilters;
  onChange(filters: FeedbackFilters): void;
}

/** Search over subject, message, name and email; status, type and a date range. */
export function FeedbackFiltersBar({ filters, onChange }: FeedbackFiltersBarProps) {
  const t = adminCatalog.useT();
  const set = (patch: Partial<FeedbackFilters>) => onChange({ ...filters, ...patch });
  const all = { value: ALL, label: t('filters.all') };
  const changed = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  return (
    <div role="search" aria-label={t('filters.label')}>
      <div className="grid gap-3 rounded-card border border-border bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <Field label={t('filters.search')} className="sm:col-span-2 lg:col-span-1">
          <Input type="search" value={filters.search} placeholder={t('filters.search.placeholder')} onChange={(event) => set({ search: event.target.value })} dir="auto" />
        </Field>
        <Field label={t('filters.status')}>
          <Select
            options={[all, ...FEEDBACK_STATUSES.map((value) => ({ value, label: statusLabel(value) }))]}
            value={filters.status || ALL}
            onValueChange={(value) => set({ status: value === ALL ? '' : value })}
          />
        </Field>
        <Field label={t('filters.type')}>
          <Select
            options={[all, ...FEEDBACK_TYPES.map((value) => ({ value, label: typeLabel(value) }))]}
            value={filters.type || ALL}
            onValueChange={(value) => set({ type: value === ALL ? '' : value })}
          />
        </Field>
        <Field label={t('filters.from')}>
          <DateInput value={filters.from} max={filters.to || undefined} onValueChange={(from) => set({ from })} />
        </Field>
        <Field label={t('filters.to')}>
          <DateInput value={filters.to} min={filters.from || undefined} onValueChange={(to) => set({ to })} />
        </Field>
      </div>
      {changed && (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
