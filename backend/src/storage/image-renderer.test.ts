import sharp from 'sharp';
import { StorageError } from './errors';
import { ImageRenderer } from './image-renderer';

const limits = { maxSourceBytes: 1_000_000, maxSourcePixels: 1_000_000, concurrency: 1 };

test('runs `concurrency` transformations at once, queues 16 per slot, and refuses more with 429 Too many requests', async () => {
  const renderer = new ImageRenderer(limits);
  const source = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } }).png().toBuffer();
  // Started in one tick: the first runs, sixteen wait, the eighteenth is refused at once.
  const started = Array.from({ length: 18 }, () => renderer.render(source, { width: 8 }, 'origin').then(
    (image) => ({ ok: true as const, type: image.contentType }),
    (error: unknown) => ({ ok: false as const, error }),
  ));
  const outcomes = await Promise.all(started);
  expect(outcomes.slice(0, 17).every((outcome) => outcome.ok && outcome.type === 'image/png')).toBe(true);
  const refused = outcomes[17]!;
  expect(refused.ok).toBe(false);
  const error = (refused as { error: StorageError }).error;
  expect(error).toBeInstanceOf(StorageError);
  expect(error.toBody()).toEqual({ statusCode: '429', code: 'ImageProcessingError', error: 'ImageProcessingError', message: 'Too many requests' });
  // The queue drained: the next one runs.
  await expect(renderer.render(source, {}, 'webp')).resolves.toMatchObject({ contentType: 'image/webp' });
});

test('an SVG, whose scripts and references are a risk, is not rendered', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
  await expect(new ImageRenderer(limits).render(svg, { width: 5 }, 'origin')).rejects.toMatchObject({
    code: 'ImageProcessingError',
    message: 'The source image is invalid or unsupported for rendering',
  });
});
