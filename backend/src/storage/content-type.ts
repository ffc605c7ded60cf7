// What a file really is, decided from its first bytes, and whether a bucket accepts it.
// A Content-Type header is whatever the uploader claims; a bucket limited to images must not take
// an executable renamed .png. A small signature table covers the formats people upload to a
// family app (pictures, documents, audio, video) and the ones that must never pass as them.
// (file-type, the usual library, is ESM-only in current versions and needs a stream tokenizer;
// the table below is all this server needs.)

/** How many leading bytes sniffing looks at. */
export const SNIFF_BYTES = 4100;

function ascii(bytes: Uint8Array, offset: number, text: string): boolean {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) {
    if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  }
  return true;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

/** ISO base media (MP4, MOV, HEIC, AVIF): `ftyp` box at offset 4, major brand after it. */
function sniffIsoMedia(bytes: Uint8Array): string | undefined {
  if (!ascii(bytes, 4, 'ftyp') || bytes.length < 12) return undefined;
  const brand = String.fromCharCode(...bytes.subarray(8, 12)).replace(/\0/g, ' ').trim().toLowerCase();
  if (brand === 'avif' || brand === 'avis') return 'image/avif';
  if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
  if (brand === 'mif1' || brand === 'msf1') return 'image/heif';
  if (brand === 'qt') return 'video/quicktime';
  if (brand === 'm4a' || brand === 'm4b') return 'audio/mp4';
  if (brand.startsWith('3g')) return 'video/3gpp';
  return 'video/mp4';
}

/** Text that browsers would run as a page or script if served inline. */
function sniffMarkup(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<script')) return 'text/html';
  return undefined;
}

/** The media type the bytes prove, or undefined when they match no known signature. */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF')) {
    if (ascii(bytes, 8, 'WEBP')) return 'image/webp';
    if (ascii(bytes, 8, 'WAVE')) return 'audio/wav';
    if (ascii(bytes, 8, 'AVI ')) return 'video/x-msvideo';
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6) return 'image/x-icon';
  const isoMedia = sniffIsoMedia(bytes);
  if (isoMedia) return isoMedia;
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  if (ascii(bytes, 0, 'PK\u0003\u0004') || ascii(bytes, 0, 'PK\u0005\u0006')) return 'application/zip';
  if (startsWith(bytes, [0x1f, 0x8b])) return 'application/gzip';
  if (ascii(bytes, 0, 'Rar!\u001a\u0007')) return 'application/vnd.rar';
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return 'application/x-7z-compressed';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'fLaC')) return 'audio/flac';
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return new TextDecoder().decode(bytes.subarray(0, 64)).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  // MPEG audio frames: 11 sync bits. ADTS (AAC) has layer bits 00, MP3 frames do not.
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) {
    return (bytes[1]! & 0x06) === 0 ? 'audio/aac' : 'audio/mpeg';
  }
  // Executables: never an image, document or media file, whatever they are called.
  if (ascii(bytes, 0, 'MZ')) return 'application/x-msdownload';
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-executable';
  if (
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(bytes, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(bytes, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe])
  ) {
    return 'application/x-mach-binary';
  }
  if (startsWith(bytes, [0x00, 0x61, 0x73, 0x6d])) return 'application/wasm';
  if (ascii(bytes, 0, '#!')) return 'text/x-shellscript';
  return sniffMarkup(bytes);
}

/** Lower-cased type/subtype without parameters: 'Image/PNG; x=1' -> 'image/png'. */
export function essence(contentType: string | undefined | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/mp3': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'application/x-pdf': 'application/pdf',
  'image/vnd.microsoft.icon': 'image/x-icon',
  'application/x-zip-compressed': 'application/zip',
  'application/x-gzip': 'application/gzip',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
};

function canonical(type: string): string {
  return ALIASES[type] ?? type;
}

/** Formats stored as zip archives: a declared type from this list is kept when the bytes are zip. */
const ZIP_CONTAINERS = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip',
  'application/java-archive',
  'application/vnd.android.package-archive',
]);

/** Declared types the signature table can prove: such a claim with other bytes is not believed. */
const PROVABLE = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/x-icon',
  'application/pdf',
  'application/zip',
  'application/gzip',
  'audio/wav',
  'audio/ogg',
  'audio/flac',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'video/3gpp',
  ...ZIP_CONTAINERS,
]);

/** Types a browser renders as a page or runs: never trusted over bytes that say otherwise. */
const ACTIVE = new Set([
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** ISO media brands vary between encoders; these audio/video claims all fit any of them. */
const ISO_AV = new Set(['video/mp4', 'video/quicktime', 'video/3gpp', 'audio/mp4']);

function agrees(declared: string, sniffed: string): boolean {
  if (declared === sniffed) return true;
  if (sniffed === 'application/zip' && ZIP_CONTAINERS.has(declared)) return true;
  if (sniffed === 'image/heif' && declared === 'image/heic') return true;
  if (sniffed === 'image/heic' && declared === 'image/heif') return true;
  if (ISO_AV.has(sniffed) && ISO_AV.has(declared)) return true;
  if (sniffed === 'audio/ogg' && (declared === 'video/ogg' || declared === 'application/ogg' || declared === 'audio/opus')) {
    return true;
  }
  if (sniffed === 'video/x-matroska' && declared === 'video/webm') return true;
  return false;
}

/** Signatures found in text: a text claim over them is not disproved (over a PNG's, it is). */
const TEXT_SIGNATURES = new Set(['text/html', 'image/svg+xml', 'text/x-shellscript']);

function isTextual(type: string): boolean {
  return type.startsWith('text/') || type === 'application/json';
}

function looksBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 1024).includes(0);
}

/**
 * The type the object is stored and served as. A declared type the bytes agree with is kept (a
 * .docx is a zip), and so is one they cannot disprove and browsers do not run (text/csv,
 * application/octet-stream over PNG bytes); a provable claim the bytes contradict (image/png
 * over an executable) or an active type (text/html) over other bytes gives way to what the bytes
 * are; with no signature, a provable claim or "text" with NUL bytes becomes octet-stream.
 */
export function effectiveContentType(declaredHeader: string | undefined | null, head: Uint8Array): string {
  const declared = canonical(essence(declaredHeader));
  const sniffed = sniffContentType(head);
  if (sniffed) {
    if (declared && agrees(declared, sniffed)) return declared;
    // What the uploader said is kept (as Supabase keeps it) unless it is a claim the bytes can
    // disprove (an image, a PDF...) or a type a browser would run: then the bytes decide.
    if (declared && !PROVABLE.has(declared) && !ACTIVE.has(declared) && !(isTextual(declared) && !TEXT_SIGNATURES.has(sniffed))) {
      return declared;
    }
    return sniffed;
  }
  if (!declared || PROVABLE.has(declared)) return 'application/octet-stream';
  if (isTextual(declared) && looksBinary(head)) {
    return 'application/octet-stream';
  }
  return declared;
}

/** Supabase's rule: exact types or `type/*` wildcards; an empty or missing list allows anything. */
export function isAllowedContentType(contentType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = canonical(essence(contentType));
  return allowed.some((entry) => {
    const pattern = canonical(essence(entry));
    if (pattern === '*/*' || pattern === '*') return true;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}
