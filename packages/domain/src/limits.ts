/**
 * Field limits and fixed words that forms in the browser and schemas on the server both need. They live here,
 * not in @mulmung/contract, so a browser import of a limit does not pull zod into the page's scripts.
 */

// Breeding farms and daily records
export const BREEDING_FARM_NAME_MAX = 30;
export const BREEDING_FARM_DESCRIPTION_MAX = 500;
export const TANK_SIZE_MAX = 30;
export const RECORD_NOTE_MAX = 2000;
export const RECORD_IMAGES_MAX = 10;
export const FEED_NAME_MAX = 50;
export const FISH_COUNT_MAX = 10_000;
export const FEEDING_COUNT_MAX = 20;
/** The longest chart window the API serves in one answer (a little over three years). */
export const CHART_MAX_DAYS = 1100;
/** The chart's range selector (days). */
export const CHART_RANGES = [30, 90, 365] as const;
/** The longest text a QR code may carry. */
export const QR_TEXT_MAX = 300;
/** Plain (non-link) QR text, kept short so nobody uses us as a general QR generator. */
export const QR_PLAIN_TEXT_MAX = 60;

// Members
/** The phrase a member types to confirm withdrawal; anything else is refused with 1012. */
export const WITHDRAWAL_CONFIRM_WORD = "회원탈퇴";

// Inquiries (product questions, my inquiries)
export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENT_MAX = 2000;
/** The Korean reason a question cannot be sent as typed, or null: what the server's schema says, in the browser. */
export function inquiryProblem({ title, content }: { title: string; content: string }): string | null {
  if (!title.trim()) return "제목을 입력해주세요";
  if (title.trim().length > INQUIRY_TITLE_MAX) return `제목은 ${INQUIRY_TITLE_MAX}자까지 쓸 수 있습니다`;
  if (!content.trim()) return "내용을 입력해주세요";
  if (content.trim().length > INQUIRY_CONTENT_MAX) return `내용은 ${INQUIRY_CONTENT_MAX}자까지 쓸 수 있습니다`;
  return null;
}

/** A product a store lists (issue 26): photos, option groups, options per group. */
export const PRODUCT_IMAGES_MAX = 10;
export const OPTION_GROUPS_MAX = 5;
export const OPTIONS_PER_GROUP_MAX = 30;
