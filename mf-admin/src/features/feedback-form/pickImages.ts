import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES } from '../feedback-model/feedbackModel';

/** Why a picked file was not added (spec §5 and the bucket's limits, checked before uploading). */
export type ImageRefusal =
  | { kind: 'tooMany' }
  | { kind: 'notImage'; name: string }
  | { kind: 'tooBig'; name: string };

export interface PickResult {
  images: File[];
  refusal: ImageRefusal | null;
}

/**
 * Adds picked files to the chosen ones: only images the bucket accepts, 5 MB at most each, and
 * never more than 5 in all. A pick that would pass 5 adds nothing, so the user decides which to
 * keep; a refused file is named and the acceptable ones of the same pick are still added.
 */
export function pickImages(current: readonly File[], picked: readonly File[]): PickResult {
  if (current.length + picked.length > MAX_IMAGES) return { images: [...current], refusal: { kind: 'tooMany' } };
  let refusal: ImageRefusal | null = null;
  const accepted: File[] = [];
  for (const file of picked) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) refusal ??= { kind: 'notImage', name: file.name };
    else if (file.size > MAX_IMAGE_BYTES) refusal ??= { kind: 'tooBig', name: file.name };
    else accepted.push(file);
  }
  return { images: [...current, ...accepted], refusal };
}
