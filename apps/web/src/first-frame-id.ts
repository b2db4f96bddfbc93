/** The element a page's HTML paints its first frame in: written by the build, removed by the app. */
export const FIRST_FRAME_ID = 'first-frame';
