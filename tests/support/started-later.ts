/**
 * Stands for what a beforeAll hook will start, in either test runner: every property read goes to
 * the started value, so a test reads `server.url` as if it held the server itself. Reading it
 * before the hook ran throws, naming `what`.
 */
export function startedLater<T extends object>(what: string, read: () => T | undefined): T {
  const current = () => {
    const value = read();
    if (value === undefined) throw new Error(`${what} is read before its beforeAll ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, property) => Reflect.get(current(), property),
    has: (_target, property) => Reflect.has(current(), property),
  });
}
