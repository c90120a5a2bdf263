/** An ILIKE pattern matching `text` anywhere, with the pattern's own wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
