/**
 * For `npm run bench:web`: a category whose main, gallery and sub-product images
 * are photographs uploaded to the media library, so the report shows a page of real pictures
 * beside the illustrated ones. Everything goes through the public HTTP API, as the owner would.
 */
import { photograph } from "../tests/support/photographs.ts";
import { signIn } from "./support/admin-sign-in.ts";

const SUBPRODUCTS = [
  "Centrifugal Pumps",
  "Submersible Pumps",
  "Pressure Boosters",
  "Pipe Fittings",
];

export async function seedPhotographedCategory(
  origin: string,
  admin: { email: string; password: string },
): Promise<string> {
  const headers = await signIn(origin, admin);
  const upload = async (hue: number, name: string, alt: string) => {
    const form = new FormData();
    const bytes = await photograph(4000, 3000, hue, { quality: 90 });
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
    form.set("alt", alt);
    const response = await fetch(`${origin}/api/admin/media`, {
      method: "POST",
      headers,
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return ((await response.json()) as { url: string }).url;
  };
  const main = await upload(200, "pump-house.jpg", "The pump house at our Makarpura works");
  const gallery = await upload(140, "test-bench.jpg", "Pumps on the test bench");
  const subproductImages: Record<string, string> = {};
  for (const [index, name] of SUBPRODUCTS.entries())
    subproductImages[name] = await upload(20 + index * 70, `${name}.jpg`, name);
  const response = await fetch(`${origin}/api/products`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Pumps (photographed)",
      category: "Pumps & Plumbing",
      description: SUBPRODUCTS.join(", "),
      imageUrl: main,
      isNew: false,
      images: [main, gallery],
      subproductImages,
    }),
  });
  if (response.status !== 201) throw new Error(`product answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}
