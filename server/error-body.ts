import type { AppError } from '../core/errors/app-error';
import { errorText, type ErrorCode } from '../core/errors/error-codes';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export type ErrorBody = {
  statusCode: number;
  error: string;
  message: { messages: { id: ErrorCode; message: string; field?: string }[] }[];
  data: { id: ErrorCode; fields?: Record<string, ErrorCode>; [fact: string]: unknown };
};

/**
 * A refusal as the API answers it, in Strapi v3's shape: `message[0].messages[]` holds one
 * `{id, message}` per problem, where `id` is the stable code (ERROR_CODES) and `message` its
 * English text; `data.id` repeats the main code and `data.fields` maps each offending field to
 * its code, so a client translates by code and never by the wording.
 */
export function errorBody(err: AppError): ErrorBody {
  const fieldEntries = Object.entries(err.fields).filter((e): e is [string, ErrorCode] => e[1] !== undefined);
  const messages = fieldEntries.length
    ? fieldEntries.map(([field, code]) => ({
        id: code,
        message: code === err.code && field === err.field ? err.message : errorText(code, 'en', { field, param: field }),
        ...(field === 'form' ? {} : { field }),
      }))
    : [{ id: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) }];
  return {
    statusCode: err.status,
    error: REASON[err.status] ?? 'Error',
    message: [{ messages }],
    data: {
      id: err.code,
      ...(fieldEntries.length ? { fields: Object.fromEntries(fieldEntries) } : {}),
      ...err.params,
      ...err.details,
    },
  };
}
