import { expect, test } from "vitest";
import { whatsappChatHref } from "../../app/domain/site/company-view.ts";
import { whatsappLink } from "../../app/domain/site/phone.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";

const company = seedSiteContent().company;

test("no WhatsApp number, no chat link", () => {
  expect(whatsappChatHref({ ...company, whatsapp: "" })).toBeNull();
  expect(whatsappChatHref({ ...company, whatsapp: "" }, "Pumps")).toBeNull();
});

test("a number becomes a wa.me link of its digits, with the country code", () => {
  for (const whatsapp of ["+91 98250 11111", "098250-11111", "98250 11111"]) {
    const href = new URL(whatsappChatHref({ ...company, whatsapp })!);
    expect(href.origin + href.pathname).toBe("https://wa.me/919825011111");
  }
});

test("the greeting names the topic when there is one, and is general otherwise", () => {
  const withNumber = { ...company, whatsapp: "+91 98250 11111" };
  const name = company.shortName || company.name;
  const general = new URL(whatsappChatHref(withNumber)!).searchParams.get("text");
  expect(general).toBe(`Hello ${name}, I have an inquiry.`);
  const topical = new URL(whatsappChatHref(withNumber, "Installation")!).searchParams.get("text");
  expect(topical).toBe(`Hello ${name}, I am interested in Installation. Please share details.`);
});

test("a lead's number: the chat alone without a greeting, the country code kept as written", () => {
  expect(whatsappLink("98250 11111")).toBe("https://wa.me/919825011111");
  // Already with the country code, but without the plus: not given 91 a second time.
  expect(whatsappLink("91 98250 11111")).toBe("https://wa.me/919825011111");
  expect(whatsappLink("+44 20 7946 0958", "Hello")).toBe("https://wa.me/442079460958?text=Hello");
  // Written with India's international prefix instead of the plus.
  expect(whatsappLink("0044 20 7946 0958")).toBe("https://wa.me/442079460958");
});
