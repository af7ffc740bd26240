/**
 * PortOne's bank names (its `Bank` enum) against the financial-institution codes and Korean names of the refund
 * account (member/banks.ts): virtual accounts arrive with PortOne's name, refunds go out with it.
 */
const PORTONE_BANKS: readonly { code: string; portone: string; name: string }[] = [
  { code: "004", portone: "KOOKMIN", name: "KB국민은행" },
  { code: "088", portone: "SHINHAN", name: "신한은행" },
  { code: "020", portone: "WOORI", name: "우리은행" },
  { code: "081", portone: "HANA", name: "하나은행" },
  { code: "011", portone: "NONGHYUP", name: "NH농협은행" },
  { code: "003", portone: "IBK", name: "IBK기업은행" },
  { code: "090", portone: "KAKAO", name: "카카오뱅크" },
  { code: "092", portone: "TOSS", name: "토스뱅크" },
  { code: "089", portone: "K_BANK", name: "케이뱅크" },
  { code: "023", portone: "STANDARD_CHARTERED", name: "SC제일은행" },
  { code: "027", portone: "CITI", name: "한국씨티은행" },
  { code: "007", portone: "SUHYUP", name: "수협은행" },
  { code: "031", portone: "DAEGU", name: "iM뱅크" },
  { code: "032", portone: "BUSAN", name: "부산은행" },
  { code: "034", portone: "KWANGJU", name: "광주은행" },
  { code: "035", portone: "JEJU", name: "제주은행" },
  { code: "037", portone: "JEONBUK", name: "전북은행" },
  { code: "039", portone: "KYONGNAM", name: "경남은행" },
  { code: "045", portone: "KFCC", name: "새마을금고" },
  { code: "048", portone: "SHINHYUP", name: "신협" },
  { code: "071", portone: "POST", name: "우체국" },
  { code: "002", portone: "KDB", name: "KDB산업은행" },
];

/** The Korean name of a PortOne bank (an unknown one is shown as PortOne named it). */
export function portoneBankName(portone: string | undefined): string {
  if (!portone) return "";
  return PORTONE_BANKS.find((bank) => bank.portone === portone)?.name ?? portone;
}

/** PortOne's name for a refund account's bank code; undefined when PortOne has none for it. */
export function portoneBankOf(code: string): string | undefined {
  return PORTONE_BANKS.find((bank) => bank.code === code)?.portone;
}
