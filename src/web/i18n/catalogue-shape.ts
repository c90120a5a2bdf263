/** The Chinese catalogue must have exactly the English catalogue's keys, each a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
