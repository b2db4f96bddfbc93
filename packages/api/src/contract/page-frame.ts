/**
 * A page's HTML paints its first frame before the app's code runs (apps/web first-frame-plugin.ts). Where that
 * frame will show a picture the build cannot know (the product's image, the catalogue's first cards), it leaves
 * an image place: an element with this attribute, numbered from 0 in the order the page shows them. The server,
 * which does know them when it sends the page, puts each picture in its place, so the page's largest paint comes
 * from the HTML instead of waiting for the script.
 */
export const FRAME_IMAGE_ATTRIBUTE = 'data-frame-image';
