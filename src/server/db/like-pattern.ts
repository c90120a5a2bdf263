/** `%text%` for ILIKE, with the pattern's own wildcards (`%`, `_`) and the escape taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
