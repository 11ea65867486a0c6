/**
 * The PDF's built-in Helvetica covers Windows-1252 only. Letters with accents are
 * decomposed to their base letter and anything else outside that set becomes "?",
 * so a name never turns into unreadable glyphs.
 */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function pdfText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char;
    else if (WIN_ANSI_EXTRAS.has(char)) out += char;
    else if (char === "\n" || char === "\t") out += " ";
    else {
      const base = char.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += base !== char && /^[\x20-\x7e]+$/.test(base) ? base : "?";
    }
  }
  return out;
}
