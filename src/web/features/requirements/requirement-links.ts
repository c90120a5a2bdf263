/** The detail page of a requirement, and the files page of one. */
export const requirementHref = (id: number) => `/requirement-detail?id=${id}`;
export const requirementFilesHref = (id: number) => `/user/requirement/upload?id=${id}`;
