/** The first word of a child's name: all a teacher sees of it, on the roster, in messages and reports (D30). */
export const firstNameOf = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';
