import { describe, expect, it } from "vitest";
import {
  BANNER_POSITIONS,
  DELIVERY_STATE_LABEL,
  DELIVERY_STATES,
  DELIVERY_TYPE,
  DELIVERY_TYPE_LABEL,
  DELIVERY_TYPES,
  GENERIC_STATES,
  ICON_THEME_TYPES,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_LABEL,
  INQUIRY_STATES,
  isEnumValue,
  LOGIN_TYPE,
  LOGIN_TYPES,
  ORDER_STATES,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
  POINT_STATES,
  PRE_USER_STATES,
  PUSH_TOPIC_LABEL,
  PUSH_TOPICS,
  pushSubscriptionName,
  RESOURCE_TYPES,
  SAVE_POINT_TYPE_LABEL,
  SAVE_POINT_TYPES,
  SOCIAL_LINK_TYPES,
  SUBSCRIBABLE_PUSH_TOPICS,
  THEME_LOCATIONS,
  toEnumObject,
} from "./enums.ts";

describe("SPEC §3 and §4 enumerations", () => {
  it.each([
    ["login types", LOGIN_TYPES, ["EMAIL", "KAKAO", "NAVER", "GMAIL", "APPLE"]],
    ["delivery types", DELIVERY_TYPES, ["PARCEL_SERVICE", "EXPRESS_BUS", "TRAIN", "QUICK_SERVICE", "VISIT"]],
    [
      "payment methods",
      PAYMENT_METHODS,
      ["CARD", "PHONE", "NAVERPAY", "KAKAOPAY", "TOSSPAY", "VBANK", "TRANS", "LPAY", "PAYCO", "OURPLATFORM_ACCOUNT"],
    ],
    [
      "inquiry categories",
      INQUIRY_CATEGORIES,
      [
        "ACCOUNT",
        "ORDER_PAYMENT",
        "DELIVERY",
        "EXCHANGE",
        "CANCEL",
        "RETURN",
        "REFUND",
        "PRODUCT",
        "ENTER",
        "ADVERTISEMENT",
        "REPORT",
        "AQUASCAPE_EDUCATION",
      ],
    ],
    ["inquiry states", INQUIRY_STATES, ["WAIT", "ANSWERED"]],
    ["social link types", SOCIAL_LINK_TYPES, ["INSTAGRAM", "NAVER_BLOG", "YOUTUBE"]],
    [
      "save-point types",
      SAVE_POINT_TYPES,
      [
        "BUY_PRODUCT",
        "REVIEW_PRODUCT",
        "EVENT",
        "COMPANY_COMPENSATION",
        "AFFILIATE_COMPENSATION",
        "RECEIVED_REFEREE",
        "SENT_REFEREE",
      ],
    ],
    ["point states", POINT_STATES, ["NORMAL", "EXTINCTION", "USED_COMPLETE"]],
    ["pre-user states", PRE_USER_STATES, ["APPLY", "CANCEL", "SELECTED", "UNSELECTED", "DELETE"]],
    ["generic states", GENERIC_STATES, ["NORMAL", "DEACTIVATE", "DELETE"]],
    ["resource types", RESOURCE_TYPES, ["COMPANY", "AFFILIATE"]],
    ["banner positions", BANNER_POSITIONS, ["TOP", "MIDDLE", "BOTTOM"]],
    ["theme locations", THEME_LOCATIONS, ["HOME", "BREEDING_FARM", "BREEDING_DAILY_RECORD", "ANYWHERE"]],
    ["icon theme types", ICON_THEME_TYPES, ["MANIA", "PRODUCT_EXHIBITION"]],
    [
      "push topics",
      PUSH_TOPICS,
      ["AD", "EVENT", "ORDER_DELIVERY", "REVIEW", "COMMUNITY", "AFFILIATE", "COMMENT", "LIKE", "ETC", "WATER_ALERT"],
    ],
    [
      "order states",
      ORDER_STATES,
      [
        "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED",
        "PAYMENT_WAIT",
        "PAYMENT_SUCCESS",
        "PREPARING",
        "PAYMENT_CANCEL",
        "CONFIRMATION",
        "UNPAID",
      ],
    ],
    ["delivery states", DELIVERY_STATES, ["WAIT", "TRANSIT", "SUCCESS"]],
  ] as const)("%s", (_name, values, expected) => {
    expect(values).toEqual(expected);
  });

  it("builds objects whose keys are their values", () => {
    expect(LOGIN_TYPE).toEqual({ EMAIL: "EMAIL", KAKAO: "KAKAO", NAVER: "NAVER", GMAIL: "GMAIL", APPLE: "APPLE" });
    expect(DELIVERY_TYPE.PARCEL_SERVICE).toBe("PARCEL_SERVICE");
    expect(Object.isFrozen(toEnumObject(["A"] as const))).toBe(true);
  });

  it("narrows unknown values", () => {
    expect(isEnumValue(PAYMENT_METHODS, "VBANK")).toBe(true);
    expect(isEnumValue(PAYMENT_METHODS, "vbank")).toBe(false);
    expect(isEnumValue(PAYMENT_METHODS, 1)).toBe(false);
  });

  it("labels every value shown to people in Korean", () => {
    const labels = [
      [DELIVERY_TYPES, DELIVERY_TYPE_LABEL],
      [PAYMENT_METHODS, PAYMENT_METHOD_LABEL],
      [INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABEL],
      [SAVE_POINT_TYPES, SAVE_POINT_TYPE_LABEL],
      [PUSH_TOPICS, PUSH_TOPIC_LABEL],
      [DELIVERY_STATES, DELIVERY_STATE_LABEL],
    ] as const;
    for (const [values, label] of labels) {
      expect(Object.keys(label).sort()).toEqual([...values].sort());
      for (const text of Object.values(label)) expect(text).toMatch(/[가-힣]|pay/i);
    }
  });
});

describe("push subscription names (SPEC §9)", () => {
  it("are lower case, prefixed dev_ only in dev mode", () => {
    expect(SUBSCRIBABLE_PUSH_TOPICS.map((topic) => pushSubscriptionName(topic))).toEqual([
      "event",
      "ad",
      "order_delivery",
      "review",
      "community",
      "affiliate",
      "like",
      "comment",
    ]);
    expect(pushSubscriptionName("EVENT", true)).toBe("dev_event");
  });
});
