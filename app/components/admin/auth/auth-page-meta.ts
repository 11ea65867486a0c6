/**
 * The title and robots tag of a back-office page outside its frame (sign-in, and the links
 * sent by e-mail): like the frame's pages, it is kept out of search engines.
 */
export function authPageMeta(title: string) {
  return [{ title }, { name: "robots", content: "noindex" }];
}
