import { useEffect, useId, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { buttonClassName, cn } from '@shalom/shared';
import { adminCatalog } from '../../i18n/catalog';
import { IMAGE_TYPES, MAX_IMAGES } from '../feedback-model/feedbackModel';

export interface ImagePickerProps {
  images: readonly File[];
  onPick(files: File[]): void;
  onRemove(index: number): void;
  /** Why the last pick was refused, announced under the picker. */
  error: string | null;
  disabled?: boolean;
}

/** Up to 5 images with previews and a remove button each; the file input is its own labelled control. */
export function ImagePicker({ images, onPick, onRemove, error, disabled }: ImagePickerProps) {
  const t = adminCatalog.useT();
  const hintId = useId();
  const errorId = useId();
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = images.length >= MAX_IMAGES;

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-foreground">{t('form.images')}</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('form.images.hint')} {t('form.images.count', { count: images.length })}
      </p>
      <label
        className={cn(
          buttonClassName({ variant: 'secondary', className: 'w-fit cursor-pointer' }),
          'focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
          (disabled || full) && 'pointer-events-none opacity-50',
        )}
      >
        <ImagePlus aria-hidden="true" className="h-4 w-4" />
        {t('form.images.add')}
        <input
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={disabled || full}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            // Cleared so choosing the same file again after removing it fires a change.
            event.currentTarget.value = '';
            if (files.length > 0) onPick(files);
          }}
        />
      </label>
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5">
          {images.map((file, index) => (
            <li key={previews[index]} className="relative overflow-hidden rounded-control border border-border bg-muted">
              <img
                src={previews[index]}
                alt={t('form.images.preview', { index: index + 1, name: file.name })}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(index)}
                disabled={disabled}
                aria-label={t('form.images.remove', { index: index + 1 })}
                className="absolute end-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-sm hover:bg-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
