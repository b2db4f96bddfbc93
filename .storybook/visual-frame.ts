/**
 * The part of the page one story paints, as an element a screenshot can be taken of.
 *
 * A story renders into a container the runner appends to the body, but what it shows is often partly elsewhere:
 * a dialog, a popover, a menu or a toast is portalled to the body, outside that container. So the picture is the
 * union of every visible child of the body (the story's container and its portals), marked by an empty,
 * transparent element laid over that area: a screenshot of an element is the page cropped to its box, so the
 * marker adds no pixel of its own.
 */
const frameId = 'visual-frame';

/**
 * The boxes an element paints. An element with `display: contents` has no box of its own, and React Aria portals a
 * popover, a menu or a combo box's list into one: its children's boxes are what it shows.
 */
function paintedRects(element: Element): DOMRect[] {
  const style = getComputedStyle(element);
  if (style.display === 'contents') return [...element.children].flatMap(paintedRects);
  const rect = element.getBoundingClientRect();
  // React Aria's live announcer and other visually hidden nodes are 1 px boxes clipped away: they show nothing.
  if (rect.width <= 1 || rect.height <= 1) return [];
  if (style.visibility === 'hidden') return [];
  return [rect];
}

export function placeFrame(): HTMLElement {
  removeFrame();
  const rects = [...document.body.children].flatMap(paintedRects);
  // Clipped to what the window shows: the part of a taller screen below the fold is not painted in the picture.
  const left = Math.floor(Math.max(Math.min(...rects.map((rect) => rect.left)), 0) + window.scrollX);
  const top = Math.floor(Math.max(Math.min(...rects.map((rect) => rect.top)), 0) + window.scrollY);
  const right = Math.ceil(
    Math.min(Math.max(...rects.map((rect) => rect.right)), window.innerWidth) + window.scrollX,
  );
  const bottom = Math.ceil(
    Math.min(Math.max(...rects.map((rect) => rect.bottom)), window.innerHeight) + window.scrollY,
  );

  const frame = document.createElement('div');
  frame.id = frameId;
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  return frame;
}

export function removeFrame() {
  document.getElementById(frameId)?.remove();
}
