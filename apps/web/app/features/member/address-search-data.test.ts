import { extraDeliveryArea } from "@mulmung/domain/delivery";
import { describe, expect, it } from "vitest";
import { STAND_IN_ADDRESSES, searchStandInAddresses } from "./address-search-data.ts";

describe("the address search stand-in", () => {
  it("holds five-digit postal codes, a Jeju one and an island one among them", () => {
    for (const item of STAND_IN_ADDRESSES) expect(item.postalCode).toMatch(/^\d{5}$/);
    const areas = STAND_IN_ADDRESSES.map((item) => extraDeliveryArea(item.postalCode));
    expect(areas).toContain("JEJU");
    expect(areas).toContain("ISLAND");
    expect(areas).toContain(null);
  });

  it("finds by every word of the road, the building or the postal code, spaces inside a word ignored", () => {
    expect(searchStandInAddresses("세종대로 110").map((a) => a.postalCode)).toEqual(["04524"]);
    expect(searchStandInAddresses("울릉군청").map((a) => a.postalCode)).toEqual(["40205"]);
    expect(searchStandInAddresses("63309").map((a) => a.building)).toEqual(["카카오 스페이스닷원"]);
    expect(searchStandInAddresses("세종대로").length).toBe(2);
    expect(searchStandInAddresses("   ")).toEqual([]);
    expect(searchStandInAddresses("없는도로")).toEqual([]);
  });
});
