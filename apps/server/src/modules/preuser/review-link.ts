/** Whether a review link is a web address on its social type's site (SPEC §3 social link types). */
import type { SocialLinkType } from "@mulmung/domain/enums";

const HOSTS: Record<SocialLinkType, readonly string[]> = {
  INSTAGRAM: ["instagram.com", "www.instagram.com"],
  NAVER_BLOG: ["blog.naver.com", "m.blog.naver.com"],
  YOUTUBE: ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"],
};
export const LINK_TYPE_LABEL: Record<SocialLinkType, string> = {
  INSTAGRAM: "인스타그램",
  NAVER_BLOG: "네이버 블로그",
  YOUTUBE: "유튜브",
};

/** Null when the link fits; otherwise the Korean reason. */
export function reviewLinkProblem(linkType: SocialLinkType, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "리뷰 링크는 https://로 시작하는 주소여야 합니다.";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return "리뷰 링크는 https://로 시작하는 주소여야 합니다.";
  }
  if (!HOSTS[linkType].includes(parsed.hostname.toLowerCase()) || parsed.pathname.length < 2) {
    return `${LINK_TYPE_LABEL[linkType]} 게시물 주소를 입력해 주세요.`;
  }
  return null;
}
