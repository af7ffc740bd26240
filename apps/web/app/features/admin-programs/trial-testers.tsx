/**
 * /admin/programs/trial (issue 27): the trial-tester (체험단) recruitments; a picked one (`?recruitment=`) lists its
 * applicants with their state and the review links the selected ones posted, and 선정 / 미선정 for those still
 * waiting (the member is told). A table on a wide screen, cards on a phone.
 */
import type { AdminPreuserApplicant } from "@mulmung/contract/admin-programs";
import type { PreuserRecruitment } from "@mulmung/contract/programs";
import { PRE_USER_STATE_LABEL, type PreUserState } from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import styles from "./programs.module.css";

export type AdminRecruitment = Omit<PreuserRecruitment, "reviewLinks">;

const STATE_TONE: Partial<Record<string, string>> = { APPLY: "wait", SELECTED: "good", UNSELECTED: "bad" };

function StateLabel({ state }: { state: string }) {
  return (
    <span className={styles.state} data-tone={STATE_TONE[state]}>
      {PRE_USER_STATE_LABEL[state as PreUserState] ?? state}
    </span>
  );
}

function ReviewLinks({ applicant }: { applicant: AdminPreuserApplicant }) {
  if (applicant.reviewLinks.length === 0) return <span className={styles.hint}>{M.noReviewLinks}</span>;
  return (
    <ul className={styles.links} aria-label={`${applicant.nickname} ${M.reviewLinks}`}>
      {applicant.reviewLinks.map((link) => (
        <li key={link.id}>
          {M.linkType[link.linkType] ?? link.linkType}:{" "}
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={styles.textLink}>
            {link.url}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** 선정 / 미선정 for an application still waiting; one call at a time for the whole list. */
function Decision({
  applicant,
  busy,
  decide,
}: {
  applicant: AdminPreuserApplicant;
  busy: boolean;
  decide: (applicant: AdminPreuserApplicant, state: "SELECTED" | "UNSELECTED") => void;
}) {
  if (applicant.state !== "APPLY") return <span className={styles.hint}>{M.decided}</span>;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.primaryButton} ${styles.small}`}
        disabled={busy}
        aria-label={M.selectLabel(applicant.nickname)}
        onClick={() => decide(applicant, "SELECTED")}
      >
        {M.select}
      </button>
      <button
        type="button"
        className={`${styles.dangerButton} ${styles.small}`}
        disabled={busy}
        aria-label={M.unselectLabel(applicant.nickname)}
        onClick={() => decide(applicant, "UNSELECTED")}
      >
        {M.unselect}
      </button>
    </div>
  );
}

function Applicants({
  recruitment,
  applicants,
}: {
  recruitment: AdminRecruitment;
  applicants: AdminPreuserApplicant[];
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function decide(applicant: AdminPreuserApplicant, state: "SELECTED" | "UNSELECTED") {
    setBusy(true);
    setError(null);
    const result = await apiRequest(`/api/v1/admin/preuser/${applicant.id}/decision`, {
      method: "PATCH",
      body: { state },
    });
    if (result.ok) {
      toast.bottom(state === "SELECTED" ? M.selected(applicant.nickname) : M.unselected(applicant.nickname));
      await revalidator.revalidate();
    } else setError(result.message);
    setBusy(false);
  }

  const title = M.applicantsOf(recruitment.title);
  return (
    <section aria-labelledby="trial-applicants">
      <h2 id="trial-applicants" className={styles.sectionTitle}>
        {title}
      </h2>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {applicants.length === 0 ? (
        <p className={styles.empty}>{M.noApplicants}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{M.nickname}</th>
                <th scope="col">{M.appliedAt}</th>
                <th scope="col">{M.state}</th>
                <th scope="col">{M.reviewLinks}</th>
                <th scope="col">{M.decision}</th>
              </tr>
            </thead>
            <tbody>
              {applicants.map((applicant) => (
                <tr key={applicant.id} data-applicant={applicant.id}>
                  <td>
                    {applicant.nickname} <span className={styles.hint}>#{applicant.memberId}</span>
                  </td>
                  <td className={styles.nowrap}>{formatSeoulDate(applicant.createDate)}</td>
                  <td>
                    <StateLabel state={applicant.state} />
                  </td>
                  <td>
                    <ReviewLinks applicant={applicant} />
                  </td>
                  <td>
                    <Decision applicant={applicant} busy={busy} decide={decide} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.cards}`} aria-label={title}>
            {applicants.map((applicant) => (
              <li key={applicant.id} className={styles.item} data-applicant={applicant.id}>
                <div className={styles.itemHead}>
                  <strong>{applicant.nickname}</strong>
                  <StateLabel state={applicant.state} />
                </div>
                <dl className={styles.facts}>
                  <dt>{M.memberId}</dt>
                  <dd>{applicant.memberId}</dd>
                  <dt>{M.appliedAt}</dt>
                  <dd>{formatSeoulDate(applicant.createDate)}</dd>
                  <dt>{M.reviewLinks}</dt>
                  <dd>
                    <ReviewLinks applicant={applicant} />
                  </dd>
                </dl>
                <Decision applicant={applicant} busy={busy} decide={decide} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function TrialTestersView({
  recruitments,
  current,
  applicants,
}: {
  recruitments: AdminRecruitment[];
  current: AdminRecruitment | null;
  applicants: AdminPreuserApplicant[];
}) {
  return (
    <>
      <ProgramsHead current="trial" />
      {recruitments.length === 0 ? (
        <p className={styles.empty}>{M.noApplicants}</p>
      ) : (
        <ul className={`${styles.list} ${styles.spaced}`} aria-label={M.recruitmentsLabel}>
          {recruitments.map((recruitment) => (
            <li
              key={recruitment.id}
              className={styles.item}
              aria-current={recruitment.id === current?.id ? "true" : undefined}
            >
              <div className={styles.itemHead}>
                <h2 className={styles.itemTitle}>{recruitment.title}</h2>
                <span className={styles.state} data-tone={recruitment.isOpen ? "open" : undefined}>
                  {recruitment.isOpen ? M.open : M.closed}
                </span>
              </div>
              <dl className={styles.facts}>
                <dt>{M.product}</dt>
                <dd>{recruitment.productName}</dd>
                <dt>{M.period}</dt>
                <dd>
                  {formatSeoulDate(recruitment.startDate)} ~ {formatSeoulDate(recruitment.endDate)}
                </dd>
                <dt>{M.capacity}</dt>
                <dd>{M.people(recruitment.capacity)}</dd>
                <dt>{M.applicants}</dt>
                <dd>{M.people(recruitment.applicantCount)}</dd>
              </dl>
              {recruitment.id === current?.id ? null : (
                <div className={styles.actions}>
                  <Link
                    to={withQuery(PATH.adminProgramsTrial, { recruitment: recruitment.id })}
                    className={styles.textLink}
                    aria-label={`${recruitment.title} ${M.showApplicants}`}
                  >
                    {M.showApplicants}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {current ? (
        <Applicants recruitment={current} applicants={applicants} />
      ) : (
        <p className={styles.hint}>{M.chooseRecruitment}</p>
      )}
    </>
  );
}
