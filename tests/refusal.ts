import type { ErrorBody } from '../server/error-body';

export type Refusal = {
  statusCode: number;
  /** The main stable code. */
  code: string;
  /** The field of the main problem, if any. */
  field: string | undefined;
  /** Every field with its code. */
  fields: Record<string, string>;
  /** The English text of the main problem. */
  message: string;
};

/** The facts of an API error answer (Strapi v3 shape, server/error-body.ts) that tests assert on. */
export function refusal(body: unknown): Refusal {
  const b = body as ErrorBody;
  const first = b.message?.[0]?.messages?.[0];
  return {
    statusCode: b.statusCode,
    code: b.data?.id ?? first?.id,
    field: first?.field,
    fields: b.data?.fields ?? {},
    message: first?.message ?? '',
  };
}

/** Reads a Response's error answer. */
export async function refusalOf(res: Response): Promise<Refusal> {
  return refusal(await res.json());
}
