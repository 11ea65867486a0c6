import { describe, expect, test } from "vitest";
import {
  boundaryOf,
  MultipartError,
  parseMultipart,
  readBody,
} from "../../server/api/read-multipart.ts";

/** The bytes and Content-Type a browser (here undici, which follows HTML's encoding) sends. */
async function encoded(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    boundary: boundaryOf(request.headers.get("content-type") ?? "") ?? "",
  };
}

describe("a multipart upload", () => {
  test("gives the file's bytes, its name as sent and the other fields", async () => {
    const file = Buffer.from([0xff, 0xd8, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, 0x00]);
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(file)]), "संयंत्र \u202Ephoto.jpg");
    form.set("alt", "Our plant\r\nat night");
    const { body, boundary } = await encoded(form);
    const parts = parseMultipart(body, boundary);
    expect(parts.map((p) => p.name)).toEqual(["file", "alt"]);
    expect(parts[0]?.fileName).toBe("संयंत्र \u202Ephoto.jpg");
    expect(parts[0]?.bytes.equals(file)).toBe(true);
    expect(parts[1]?.fileName).toBeUndefined();
    expect(parts[1]?.bytes.toString("utf8")).toBe("Our plant\r\nat night");
  });

  test("is a view of the body, not a copy", async () => {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(1000)]), "a.jpg");
    const { body, boundary } = await encoded(form);
    expect(parseMultipart(body, boundary)[0]?.bytes.buffer).toBe(body.buffer);
  });

  test("accepts a preamble, padding after a boundary and an RFC 5987 file name", () => {
    const body = Buffer.from(
      "ignored preamble\r\n--XyZ  \r\n" +
        "Content-Disposition: form-data; name=\"file\"; filename*=UTF-8''caf%C3%A9.jpg\r\n\r\n" +
        "abc\r\n--XyZ--\r\n",
    );
    const [part] = parseMultipart(body, "XyZ");
    expect(part).toMatchObject({ name: "file", fileName: "café.jpg" });
    expect(part?.bytes.toString()).toBe("abc");
  });

  test.each([
    ["no boundary at all", "hello"],
    ["no end of headers", '--b\r\nContent-Disposition: form-data; name="a"'],
    ["no closing boundary", '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc'],
    ["a part that is not form-data", "--b\r\nContent-Type: text/plain\r\n\r\nabc\r\n--b--"],
    ["a part without a name", "--b\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--b--"],
    ["garbage after a boundary", "--b garbage\r\n\r\n\r\n--b--"],
    [
      "too many parts",
      `${'--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n'.repeat(17)}--b--`,
    ],
  ])("refuses %s with a MultipartError", (_, text) => {
    expect(() => parseMultipart(Buffer.from(text), "b")).toThrow(MultipartError);
  });

  test("names its boundary in the Content-Type, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc")).toBe("abc");
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf("multipart/form-datax; boundary=abc")).toBeNull();
    expect(boundaryOf("application/json")).toBeNull();
  });
});

describe("reading a body", () => {
  const stream = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
  const request = (body: ReadableStream<Uint8Array>, length?: number) =>
    new Request("http://localhost/", {
      method: "POST",
      body,
      duplex: "half",
      headers: length === undefined ? {} : { "content-length": String(length) },
    } as RequestInit);

  test("reads an announced length into one buffer, and an unannounced one whole", async () => {
    expect((await readBody(request(stream("ab", "cd"), 4), 10)).toString()).toBe("abcd");
    expect((await readBody(request(stream("ab", "cd")), 10)).toString()).toBe("abcd");
  });

  test("refuses a body longer than allowed or than announced, and one shorter", async () => {
    await expect(readBody(request(stream("abcdef", "ghijkl")), 10)).rejects.toThrow(MultipartError);
    await expect(readBody(request(stream("abcdef"), 4), 10)).rejects.toThrow(MultipartError);
    await expect(readBody(request(stream("ab"), 4), 10)).rejects.toThrow(MultipartError);
  });
});
