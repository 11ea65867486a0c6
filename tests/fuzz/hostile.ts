import fc from "fast-check";

/** Strings an attacker or a broken client sends. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  "'; DROP TABLE products; --",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "\r\nBcc: victim@example.com",
  "😀".repeat(50),
  "\u202e\u0633\u0644\u0627\u0645",
  "a".repeat(10_000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "/\\evil.example/x.png",
  "//evil.example/x.png",
  "javascript:alert(1)",
  "http://169.254.169.254/latest/meta-data/",
];

export const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
);

/** Any JSON value, nested a little, with hostile strings among the leaves. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
  ),
})).value;
