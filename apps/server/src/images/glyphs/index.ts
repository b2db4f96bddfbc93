import type { Glyph } from '../../seed/catalogue';
import { accessoriesGlyphs } from './accessories';
import { clothingGlyphs } from './clothing';
import { electronicsGlyphs } from './electronics';
import type { GlyphDrawing } from './glyph';
import { homeGlyphs } from './home';

/** Every glyph a catalogue product can name has a drawing: the type makes a missing one a compile error. */
export const glyphDrawings: Record<Glyph, GlyphDrawing> = {
  ...electronicsGlyphs,
  ...accessoriesGlyphs,
  ...clothingGlyphs,
  ...homeGlyphs,
};
