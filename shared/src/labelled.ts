// A closed set of values that each have words the server itself writes (a tax export's file name): written once, as
// the record of those words, whose keys in their written order are the values. The list that z.enum and the menus
// take comes from that record, so no value is spelt twice and none can lack its words. A set whose words only a
// screen shows is its values alone (`as const`), its words the web's catalogue's in each language (decision 090).
// isOneOf tells whether a value read from outside is one of a closed set's values (these, or an `as const` list).

/** The values of a record of labels, in the order they are written: a tuple of one or more, as z.enum takes. */
export function valuesOf<Value extends string>(labels: Record<Value, string>): readonly [Value, ...Value[]] {
  return Object.keys(labels) as [Value, ...Value[]];
}

/** Whether `value` (from an address, a form or a stored document) is one of a closed set's values. */
export const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
