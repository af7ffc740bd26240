/**
 * The Korean parcel carriers a store ships with (issue 26), each with the public page that tracks a parcel by its
 * number. The store picks one by name; a name not on the list (a local courier) is kept as typed, without a link.
 */
export interface Carrier {
  name: string;
  /** The tracking page, `{n}` standing for the tracking number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  { name: "CJ대한통운", trackingUrl: "https://trace.cjlogistics.com/next/tracking.html?wblNo={n}" },
  { name: "우체국택배", trackingUrl: "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={n}" },
  {
    name: "한진택배",
    trackingUrl: "https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={n}",
  },
  { name: "롯데택배", trackingUrl: "https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={n}" },
  { name: "로젠택배", trackingUrl: "https://www.ilogen.com/web/personal/trace/{n}" },
  { name: "경동택배", trackingUrl: "https://kdexp.com/service/delivery/etc/delivery.do?barcode={n}" },
  { name: "대신택배", trackingUrl: "https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={n}" },
  { name: "일양로지스", trackingUrl: "https://www.ilyanglogis.com/functionality/tracking_result.asp?hawb_no={n}" },
  { name: "합동택배", trackingUrl: "https://hdexp.co.kr/basic_delivery.hd?barcode={n}" },
  { name: "CU 편의점택배", trackingUrl: "https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no={n}" },
  { name: "GS Postbox 택배", trackingUrl: "https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no={n}" },
];

/** The tracking page of a parcel, or null for a carrier not on the list. */
export function trackingLink(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = CARRIERS.find((c) => c.name === carrier.trim());
  return known ? known.trackingUrl.replace("{n}", encodeURIComponent(trackingNumber.trim())) : null;
}
