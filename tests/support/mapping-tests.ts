import { expect, test } from "vitest";

/**
 * One test per row: `compute(input)` gives exactly `expected`. The title formats each row
 * as `test.each` does (`%s`, `%j`).
 */
export function testEachMapping<Input, Output>(
  title: string,
  compute: (input: Input) => Output,
  cases: ReadonlyArray<[input: Input, expected: Output]>,
): void {
  test.each(cases)(title, (input, expected) => {
    expect(compute(input)).toBe(expected);
  });
}
