/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` meaning just those characters. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
