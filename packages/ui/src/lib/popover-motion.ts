/*
 * How a popover that opens beside its trigger (an option list, a menu, a tooltip) comes and goes. React Aria marks
 * its first frame `data-entering` and its last `data-exiting`, so a plain transition fades it in and out and
 * lifts it a step from the side it opens on. Those states are `motion-safe:`: for people who ask for reduced
 * motion (theme.css stops every transition) the first frame is not see-through, and the popover shows at once.
 */
export const popoverMotion = [
  'transition-[opacity,translate] duration-fast ease-standard',
  'motion-safe:data-entering:opacity-0 motion-safe:data-exiting:opacity-0',
  'motion-safe:data-[placement=bottom]:data-entering:-translate-y-1',
  'motion-safe:data-[placement=top]:data-entering:translate-y-1',
].join(' ');
