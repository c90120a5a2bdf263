/** D2: every answer is `{ code, message, data }`; the HTTP status equals `code` on errors. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 200;

/** A refused field, named so that forms can mark it. */
export interface FieldError {
  field: string;
  message: string;
}

export interface ValidationErrorData {
  fields: FieldError[];
}

export interface Page<T> {
  total: number;
  list: T[];
}
