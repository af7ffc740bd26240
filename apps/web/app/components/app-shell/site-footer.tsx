/**
 * The footer with the business information a Korean online shop must show (전자상거래법: 상호, 대표자,
 * 사업자등록번호, 통신판매업 신고번호, 주소, 연락처), from the company_information service setting, and the
 * terms links with 개인정보처리방침 in bold.
 */
import type { CompanyInformation } from "@mulmung/contract/site-content";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ShellSettings } from "../../lib/service-settings.ts";
import { SHELL_MESSAGE } from "../messages.ts";
import styles from "./site-footer.module.css";

/** The Fair Trade Commission's public lookup of a mail-order business by its registration number. */
export function businessInformationCheckUrl(businessRegistrationNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessRegistrationNumber.replace(/\D/g, "")}`;
}

function TermsLink({ href, children }: { href: string; children: ReactNode }) {
  return /^https?:\/\//.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={href}>{children}</Link>
  );
}

function BusinessInformation({ company }: { company: CompanyInformation }) {
  const rows: [string, ReactNode][] = [
    [SHELL_MESSAGE.companyName, company.companyName],
    [SHELL_MESSAGE.ceoName, company.ceoName],
    [
      SHELL_MESSAGE.businessRegistrationNumber,
      <>
        {company.businessRegistrationNumber}{" "}
        <a
          className={styles.check}
          href={businessInformationCheckUrl(company.businessRegistrationNumber)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {SHELL_MESSAGE.businessInformationCheck}
        </a>
      </>,
    ],
    [SHELL_MESSAGE.mailOrderSalesRegistrationNumber, company.mailOrderSalesRegistrationNumber],
    [
      SHELL_MESSAGE.representativeNumber,
      <a key="tel" href={`tel:${company.representativeNumber.replace(/[^\d+]/g, "")}`}>
        {company.representativeNumber}
      </a>,
    ],
    [SHELL_MESSAGE.companyAddress, company.companyAddress],
  ];
  const mails = [
    [SHELL_MESSAGE.contactEmail, company.contactEmail, "contact"],
    [SHELL_MESSAGE.csEmail, company.csEmail, "cs"],
  ] as const;
  for (const [label, mail, key] of mails) {
    if (mail)
      rows.push([
        label,
        <a key={key} href={`mailto:${mail}`}>
          {mail}
        </a>,
      ]);
  }
  const notes = [company.message1, company.message2, company.message3].filter((note) => note?.trim());
  return (
    <>
      <dl className={styles.info}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </>
  );
}

export function SiteFooter({ settings }: { settings: ShellSettings }) {
  const company = settings.companyInformation;
  return (
    <footer className={styles.footer}>
      {settings.termsUseServiceLink || settings.termsPrivacyLink ? (
        <ul className={styles.terms}>
          {settings.termsUseServiceLink ? (
            <li>
              <TermsLink href={settings.termsUseServiceLink}>{SHELL_MESSAGE.termsUseService}</TermsLink>
            </li>
          ) : null}
          {settings.termsPrivacyLink ? (
            <li>
              <TermsLink href={settings.termsPrivacyLink}>
                <strong>{SHELL_MESSAGE.termsPrivacy}</strong>
              </TermsLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      <h2 className={styles.heading}>{company?.companyName ?? SHELL_MESSAGE.brand}</h2>
      {company ? <BusinessInformation company={company} /> : null}
      <p className={styles.copyright}>{SHELL_MESSAGE.copyright}</p>
    </footer>
  );
}
