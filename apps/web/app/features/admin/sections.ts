/**
 * The console's sections (issue 27), in the order the navigation lists them. `path` is null until the section's
 * pages exist: the navigation links only the pages that exist, the home lists the rest as 준비 중.
 */
import { PATH } from "../../lib/paths.ts";

export interface ConsoleSection {
  key: string;
  title: string;
  description: string;
  path: string | null;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: "home", title: "홈", description: "콘솔의 첫 화면", path: PATH.admin },
  {
    key: "content",
    title: "사이트 콘텐츠",
    description: "배너, 팝업, 이벤트, 콘텐츠, FAQ, 홈 테마와 아이콘 테마",
    path: PATH.adminContent,
  },
  {
    key: "settings",
    title: "서비스 설정",
    description: "점검 모드, 배송 메모, 적립률, 생존 도착 보장 시간, 수수료",
    path: PATH.adminSettings,
  },
  { key: "stores", title: "스토어", description: "입점 신청 승인과 거절, 스토어 정지, 수수료", path: PATH.adminStores },
  {
    key: "reports",
    title: "신고 관리",
    description: "신고된 글·댓글·리뷰의 복구와 삭제, 회원 이용 정지",
    path: PATH.adminReports,
  },
  {
    key: "programs",
    title: "프로그램",
    description: "추첨, 체험단 선정, 매거진, 물BTI, 수조 제작 의뢰",
    path: PATH.adminPrograms,
  },
  {
    key: "money",
    title: "주문·환불",
    description: "주문 조회, 무통장 입금 확인, 환불 대기, 쿠폰 캠페인, 적립금 지급",
    path: PATH.adminMoney,
  },
  {
    key: "push",
    title: "알림 발송",
    description: "회원에게 보내는 푸시와 공지 (광고는 동의한 회원에게만)",
    path: PATH.adminPush,
  },
  {
    key: "species",
    title: "어종 정보",
    description: "수조 궁합과 수질 알림이 읽는 어종의 수온·pH·경도, 성격, 수조 크기",
    path: PATH.adminSpecies,
  },
  { key: "members", title: "회원", description: "회원 검색과 조회, 이용 정지, 탈퇴", path: PATH.adminMembers },
  {
    key: "audit",
    title: "감사 로그",
    description: "운영자와 스토어 콘솔의 모든 변경 기록 (누가, 언제, 무엇을, 전과 후)",
    path: PATH.adminAuditLog,
  },
];
