/**
 * The store map (/store 지도, decision 051): Kakao Maps' JavaScript SDK with KAKAO_JAVASCRIPT_KEY, or the local
 * stand-in that serves the same `kakao.maps` surface while the stand-ins are on. Without either the map mode is
 * unavailable and the page shows the list with a notice.
 */
import { z } from "zod";

export const KAKAO_MAP_ENV = {
  /** Kakao Developers' JavaScript key (public: it is in the page; Kakao checks the registered site domains). */
  KAKAO_JAVASCRIPT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{16,64}$/, "카카오 JavaScript 키는 영문과 숫자로 된 값이어야 합니다.")
    .optional(),
};

/** Kakao's SDK loader; `autoload=false` so the page calls `kakao.maps.load` once it is on the page. */
export const KAKAO_MAP_SDK_URL = "https://dapi.kakao.com/v2/maps/sdk.js";
/** Where the local stand-in serves its script (only while the stand-ins are on and no key is set). */
export const KAKAO_MAP_STAND_IN_SCRIPT = "/kakao-map-stand-in/sdk.js";

/** What the pages load for the map: `scriptUrl` absent means no map; `standIn` that it is same-origin. */
export interface KakaoMapConfig {
  scriptUrl?: string;
  standIn: boolean;
}

/** The key wins; without it the stand-in while the stand-ins are on, else no map. */
export function kakaoMapConfig(javascriptKey: string | undefined, localStandIns: boolean): KakaoMapConfig {
  if (javascriptKey) {
    const query = new URLSearchParams({ appkey: javascriptKey, autoload: "false", libraries: "clusterer" });
    return { scriptUrl: `${KAKAO_MAP_SDK_URL}?${query}`, standIn: false };
  }
  return localStandIns ? { scriptUrl: KAKAO_MAP_STAND_IN_SCRIPT, standIn: true } : { standIn: false };
}
