/*
 * React's hydration sets a server-rendered <textarea> back to its server text when that text is
 * not empty: a form that came back from a post with the visitor's words in it loses what they
 * changed before the scripts ran. The one control hydration overwrites, so its text is noted
 * just before hydration (app/entry.client.tsx) and put back after (docs/decisions/078).
 */
const typed = new WeakMap<HTMLTextAreaElement, string>();

export function rememberTextBeforeHydration(root: ParentNode): void {
  for (const textarea of root.querySelectorAll("textarea")) typed.set(textarea, textarea.value);
}

/** Once per element; a value still differing from the server text was typed since and stays. */
export function restoreTextBeforeHydration(textarea: HTMLTextAreaElement): void {
  const before = typed.get(textarea);
  typed.delete(textarea);
  if (before !== undefined && textarea.value === textarea.defaultValue) textarea.value = before;
}
