import pLimit from 'p-limit';

/**
 * How many pictures a process decodes at once: an upload of 40 megapixels takes ~160 MB while sharp works on
 * it, so two at a time bound a process's memory however many admins upload or pages ask for new variants
 * together; the rest wait their turn. sharp runs each on libuv's threads, so two keep these two cores busy.
 */
export const IMAGE_WORK_AT_ONCE = 2;

/** Runs `work` when fewer than IMAGE_WORK_AT_ONCE pictures are being decoded in this process. */
export const imageWork = pLimit(IMAGE_WORK_AT_ONCE);
