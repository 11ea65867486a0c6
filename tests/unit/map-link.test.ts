import { describe, expect, test } from "vitest";
import { mapEmbedUrl, mapView } from "../../app/domain/site/company-map.ts";
import { MAP_LINK_MESSAGES, readMapLink } from "../../app/domain/site/map-link.ts";
import { migrateMapSetting } from "../../app/domain/site/map-schema.ts";
import { seedSiteContent } from "../../app/domain/site/seed-content.ts";

const place = (link: string) => {
  const reading = readMapLink(link);
  if (!reading.ok) throw new Error(reading.message);
  return reading.place;
};

// toEqual reads an undefined zoom as none, so a reading with a zoom still fails against it.
const point = (latitude: number, longitude: number, zoom?: number) => ({
  kind: "point",
  latitude,
  longitude,
  zoom,
});

describe("reading a pasted Google Maps link (docs/decisions/091)", () => {
  test("a place's page: the pin (!3d!4d), not the view's centre (@)", () => {
    expect(
      place(
        "https://www.google.com/maps/place/Vadtech+Industrial/@22.2601,73.1900,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1!8m2!3d22.2587!4d73.1934!16s%2Fg%2F11",
      ),
    ).toEqual(point(22.2587, 73.1934, 17));
  });

  test("a dropped pin or a moved view: @lat,lng with its zoom", () => {
    expect(place("https://www.google.com/maps/@22.3072,73.1812,15z")).toEqual(
      point(22.3072, 73.1812, 15),
    );
    expect(place("https://www.google.co.in/maps/@-33.86,151.2,12.5z?entry=ttu")).toMatchObject({
      latitude: -33.86,
      longitude: 151.2,
      zoom: 13,
    });
  });

  test("?q= with coordinates or with words, and maps.google.com", () => {
    expect(place("https://www.google.com/maps?q=22.2587,73.1934&z=14")).toEqual(
      point(22.2587, 73.1934, 14),
    );
    expect(place("https://maps.google.com/?q=GIDC+Makarpura,+Vadodara")).toEqual({
      kind: "query",
      query: "GIDC Makarpura, Vadodara",
    });
    expect(place("google.com/maps/search/?api=1&query=22.5,73.1")).toMatchObject({
      kind: "point",
      latitude: 22.5,
    });
  });

  test("/place/ without coordinates keeps its words", () => {
    expect(place("https://www.google.com/maps/place/Makarpura+GIDC,+Vadodara,+Gujarat/")).toEqual({
      kind: "query",
      query: "Makarpura GIDC, Vadodara, Gujarat",
    });
  });

  test("embed URLs and the whole embed code Google gives", () => {
    const pb =
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3692.1!2d73.1934!3d22.2587!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x1!2sVadtech!5e0!3m2!1sen!2sin!4v1";
    expect(place(pb)).toEqual(point(22.2587, 73.1934));
    expect(
      place(
        `<iframe src="${pb}" width="600" height="450" style="border:0;" loading="lazy"></iframe>`,
      ),
    ).toMatchObject({ latitude: 22.2587 });
    expect(place("https://www.google.com/maps?q=Makarpura&amp;z=14&amp;output=embed")).toEqual({
      kind: "query",
      query: "Makarpura",
    });
  });

  test("a short share link, another site, or a link without a place say what to do", () => {
    expect(readMapLink("https://maps.app.goo.gl/AbCdEf123")).toEqual({
      ok: false,
      message: MAP_LINK_MESSAGES.short,
    });
    expect(readMapLink("https://goo.gl/maps/xyz")).toMatchObject({ ok: false });
    expect(readMapLink("https://www.openstreetmap.org/#map=15/22.25/73.19")).toEqual({
      ok: false,
      message: MAP_LINK_MESSAGES.notGoogle,
    });
    expect(readMapLink("https://www.google.com/search?q=vadtech")).toMatchObject({ ok: false });
    expect(readMapLink("https://www.google.com/maps")).toEqual({
      ok: false,
      message: MAP_LINK_MESSAGES.unreadable,
    });
    expect(readMapLink("  ")).toEqual({ ok: false, message: MAP_LINK_MESSAGES.empty });
    expect(readMapLink("https://www.google.com/maps/@95.1,73.1,15z")).toMatchObject({ ok: false });
  });

  test("a link that is not http(s) is refused even on Google's host, so no script reaches the page", () => {
    for (const link of ["javascript:alert(1)", "ftp://www.google.com/maps/@22.3,73.1,15z"])
      expect(readMapLink(link), link).toEqual({ ok: false, message: MAP_LINK_MESSAGES.notGoogle });
  });

  test("a stray % in the place's name is kept as typed rather than failing the link", () => {
    expect(place("https://www.google.com/maps/place/50%+off+Pumps/")).toEqual({
      kind: "query",
      query: "50% off Pumps",
    });
  });

  test("/place/ with an empty name falls back to the view's centre", () => {
    expect(place("https://www.google.com/maps/place/+/@22.3072,73.1812,15z")).toEqual(
      point(22.3072, 73.1812, 15),
    );
  });
});

describe("the map the contact page shows", () => {
  const company = seedSiteContent().company;

  test("by default, the address", () => {
    const view = mapView(company);
    expect(view.embedUrl).toBe(
      mapEmbedUrl({
        kind: "query",
        query:
          "Shed No. 27, Phase II, GIDC Industrial Estate, Makarpura, Vadodara, Gujarat 390010, India",
      }),
    );
    expect(view.embedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?q=Shed.*&output=embed$/);
    expect(view.linkUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(view.latitude).toBeUndefined();
  });

  test("a pasted link: its point, and the link itself to open", () => {
    const link =
      "https://www.google.com/maps/place/Vadtech/@22.26,73.19,17z/data=!3d22.2587!4d73.1934";
    const view = mapView({ ...company, map: { source: "link", link } });
    expect(view.embedUrl).toBe("https://www.google.com/maps?q=22.2587%2C73.1934&z=17&output=embed");
    expect(view.linkUrl).toBe(link);
    expect(view).toMatchObject({ latitude: 22.2587, longitude: 73.1934 });
  });

  test("content saved in the first shape reads as its link, and the sample map as the address", () => {
    expect(
      migrateMapSetting({
        embedUrl: "https://www.google.com/maps?q=22.3,73.2&z=14&output=embed",
        linkUrl: "https://www.google.com/maps?q=22.3,73.2",
        title: "Map",
        latitude: 22.3,
        longitude: 73.2,
      }),
    ).toEqual({
      source: "link",
      link: "https://www.google.com/maps?q=22.3,73.2&z=14&output=embed",
    });
    expect(
      migrateMapSetting({
        embedUrl:
          "https://www.google.com/maps?q=Makarpura+GIDC,+Vadodara,+Gujarat&z=14&output=embed",
        linkUrl: "https://www.google.com/maps?q=Makarpura+GIDC,+Vadodara,+Gujarat",
        title: "Map showing the Vadtech Industrial Solutions office in GIDC Makarpura, Vadodara",
        latitude: 22.2587,
        longitude: 73.1934,
      }),
    ).toEqual({ source: "address", link: "" });
    const current = { source: "link", link: "https://www.google.com/maps/@1,2,3z" };
    expect(migrateMapSetting(current)).toBe(current);
  });
});
