/** Splits a comma-separated literal into trimmed items: long word lists stay a few lines long. */
export const list = (text: string): readonly string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
