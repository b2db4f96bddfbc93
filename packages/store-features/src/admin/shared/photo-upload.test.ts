import { ApiError, MEDIA_TYPE_REFUSED_MESSAGE } from '@aurora-store/api';
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS_DESCRIPTION, refusalLine, UPLOAD_FAILED_MESSAGE, uploadRefusal } from './photo-upload';

describe('refusalLine', () => {
  it('names the file, then says why', () => {
    expect(refusalLine('logo.svg', MEDIA_TYPE_REFUSED_MESSAGE)).toBe(
      'logo.svg: Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded',
    );
  });
});

describe('uploadRefusal', () => {
  it("gives the server's words", () => {
    expect(uploadRefusal('poster.jpg', new ApiError(413, 'Images can be at most 10 MB'))).toBe(
      'poster.jpg: Images can be at most 10 MB',
    );
  });

  it('gives ours when there was no answer', () => {
    expect(uploadRefusal('poster.jpg', new ApiError(0, 'Failed to fetch'))).toBe(
      `poster.jpg: ${UPLOAD_FAILED_MESSAGE}`,
    );
    expect(uploadRefusal('poster.jpg', new TypeError('boom'))).toBe(`poster.jpg: ${UPLOAD_FAILED_MESSAGE}`);
  });
});

describe('PHOTO_LIMITS_DESCRIPTION', () => {
  it("says the contract's limits", () => {
    expect(PHOTO_LIMITS_DESCRIPTION).toBe(
      'JPEG, PNG, WebP, AVIF or GIF, at most 10 MB and 40 megapixels each.',
    );
  });
});
