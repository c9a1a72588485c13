// A closed set of values that each have the words shown for them (a console area, a report's reason, a tax export):
// written once, as the record of those words, whose keys in their written order are the values. The list that
// z.enum and the menus take comes from that record, so no value is spelt twice and none can lack its words.
// isOneOf tells whether a value read from outside is one of a closed set's values (these, or an `as const` list).

/** The values of a record of labels, in the order they are written: a tuple of one or more, as z.enum takes. */
export function valuesOf<Value extends string>(labels: Record<Value, string>): readonly [Value, ...Value[]] {
  return Object.keys(labels) as [Value, ...Value[]];
}

/** Whether `value` (from an address, a form or a stored document) is one of a closed set's values. */
export const isOneOf = <Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
