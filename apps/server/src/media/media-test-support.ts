import { crc32, deflateSync } from 'node:zlib';
import { ADMIN_MEDIA_PATH } from '@aurora-store/api/contract';
import sharp from 'sharp';
import type { TestApp } from '../test-support/test-app';

/** A flat-coloured picture of that size; `seed` changes the colour, so each test gets bytes of its own. */
export function plainPicture(width: number, height: number, seed = Math.floor(Math.random() * 0xffffff)) {
  const background = { r: seed & 0xff, g: (seed >> 8) & 0xff, b: (seed >> 16) & 0xff };
  return sharp({ create: { width, height, channels: 3, background } });
}

export function plainJpeg(width = 800, height = 600) {
  return plainPicture(width, height).jpeg().toBuffer();
}

/**
 * A phone's portrait photo: the sensor's landscape pixels with EXIF orientation 6 (turn 90° clockwise to view),
 * plus the camera's make and a GPS position, which must never reach the public.
 */
export function sidewaysPhoneJpeg(width = 800, height = 600) {
  return plainPicture(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'AuroraCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `side` × `side` greyscale pixels.
 * Decoded it would need side² bytes (2.5 GB for 50,000); only its header may ever be read.
 */
export function bombPng(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  // A few rows of zeros: enough to look like the start of the picture's data.
  const rows = deflateSync(Buffer.alloc(4 * (side + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadOptions {
  fileName?: string;
  contentType?: string;
  authorization?: string;
}

/** The body a browser's FormData with one file makes, written out, so a test controls every byte of it. */
function multipartBody(bytes: Buffer, { fileName = 'photo.jpg', contentType = 'image/jpeg' }: UploadOptions) {
  const boundary = `----aurora-test-${Math.random().toString(36).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** `POST /api/admin/media` with one file, as the admin (or whoever `authorization` names). */
export function upload(testApp: TestApp, bytes: Buffer, options: UploadOptions = {}) {
  const body = multipartBody(bytes, options);
  return testApp.app.inject({
    method: 'POST',
    url: ADMIN_MEDIA_PATH,
    headers: {
      'content-type': body.contentType,
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    payload: body.payload,
  });
}
