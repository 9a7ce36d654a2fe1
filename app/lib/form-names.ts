/**
 * Reading a form's values and messages by the inputs' names, as Conform keeps them: a name with
 * dots (`tier1.hours`, `vehicles.16-seat.perMile`) is a path into nested records, and the form's
 * own message (not an input's) is under the name ''. Client-safe.
 */

/** The value at a dotted `name` of a nested record, or undefined where the path ends early. */
export function valueAtName(tree: unknown, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** The first message of each input that has one, by name, leaving out the form's own (''). */
export function inputMessages(allErrors: Record<string, string[]>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, list] of Object.entries(allErrors)) {
    if (name !== '' && list[0]) messages[name] = list[0];
  }
  return messages;
}
