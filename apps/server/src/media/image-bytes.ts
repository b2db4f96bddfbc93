/** The picture types an upload may be, as its own bytes say, whatever its name or declared type claim. */
export type UploadedImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const textAt = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The type the file's first bytes (its magic number) announce, or undefined for anything else: an HTML page,
 * an SVG, a PDF. Checked beside sharp's own reading, so a file must look like the same picture type to both.
 */
export function imageTypeOfBytes(bytes: Uint8Array): UploadedImageType | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** An ISO-BMFF `ftyp` box that names the AVIF brand, as its major brand or one of its compatible ones. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || textAt(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 256);
  // The major brand at 8, then a minor version, then the compatible brands from 16.
  const brands = [textAt(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(textAt(bytes, at, 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/** sharp's name for what it read (`heif` covers AVIF and HEIC; only AV1-coded HEIF is AVIF). */
export function imageTypeOfSharpFormat(
  format: string | undefined,
  compression: string | undefined,
): UploadedImageType | undefined {
  if (format === 'heif') return compression === 'av1' ? 'avif' : undefined;
  return format === 'jpeg' || format === 'png' || format === 'gif' || format === 'webp' ? format : undefined;
}
