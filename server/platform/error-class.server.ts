/**
 * What a log line may say about an error: each class down its chain of causes and its code
 * (a SQLSTATE, an errno name), never a message. Drizzle's messages repeat the failed statement
 * with its parameters, and PostgreSQL's detail repeats the failing row: a customer's name, phone
 * and e-mail would land in the log.
 */
const MAX_DEPTH = 8;

export function errorClass(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < MAX_DEPTH; depth++) {
    if (typeof current !== 'object') {
      parts.push(typeof current);
      break;
    }
    const name = (current as object).constructor?.name || 'Object';
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' || typeof code === 'number' ? `${name} ${code}` : name);
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(' < ') || 'unknown';
}
