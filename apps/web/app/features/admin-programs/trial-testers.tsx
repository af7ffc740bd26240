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
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, StateLabel } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { MemberTag, ProgramsHead } from "./program-tabs.tsx";
import own from "./programs.module.css";

export type AdminRecruitment = Omit<PreuserRecruitment, "reviewLinks">;

const STATE_TONE: Record<string, "wait" | "good" | "bad"> = { APPLY: "wait", SELECTED: "good", UNSELECTED: "bad" };

function ApplicantState({ state }: { state: string }) {
  return <StateLabel text={PRE_USER_STATE_LABEL[state as PreUserState] ?? state} tone={STATE_TONE[state] ?? "muted"} />;
}

function ReviewLinks({ applicant }: { applicant: AdminPreuserApplicant }) {
  if (applicant.reviewLinks.length === 0) return <span className={page.hint}>{M.noReviewLinks}</span>;
  return (
    <ul className={own.links} aria-label={`${applicant.nickname} ${M.reviewLinks}`}>
      {applicant.reviewLinks.map((link) => (
        <li key={link.id}>
          {M.linkType[link.linkType] ?? link.linkType}:{" "}
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className={page.link}>
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
  if (applicant.state !== "APPLY") return <span className={page.hint}>{M.decided}</span>;
  const choices = [
    { state: "SELECTED", text: M.select, label: M.selectLabel, className: page.primaryButton },
    { state: "UNSELECTED", text: M.unselect, label: M.unselectLabel, className: page.dangerButton },
  ] as const;
  return (
    <div className={page.buttons}>
      {choices.map((choice) => (
        <button
          key={choice.state}
          type="button"
          className={choice.className}
          disabled={busy}
          aria-label={choice.label(applicant.nickname)}
          onClick={() => decide(applicant, choice.state)}
        >
          {choice.text}
        </button>
      ))}
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
  const decision = (applicant: AdminPreuserApplicant) => <Decision applicant={applicant} busy={busy} decide={decide} />;
  return (
    <section aria-labelledby="trial-applicants">
      <h2 id="trial-applicants" className={page.sectionTitle}>
        {title}
      </h2>
      <AlertText message={error} className={page.error} />
      <DataTable
        caption={title}
        items={applicants}
        rowKey={(applicant) => applicant.id}
        rowData="applicant"
        empty={M.noApplicants}
        columns={[
          {
            head: M.nickname,
            cell: (applicant) => <MemberTag nickname={applicant.nickname} id={applicant.memberId} />,
          },
          { head: M.appliedAt, cell: (applicant) => formatSeoulDate(applicant.createDate), nowrap: true },
          { head: M.state, cell: (applicant) => <ApplicantState state={applicant.state} /> },
          { head: M.reviewLinks, cell: (applicant) => <ReviewLinks applicant={applicant} /> },
          { head: M.decision, cell: decision },
        ]}
        card={(applicant) => (
          <>
            <div className={own.head}>
              <strong>{applicant.nickname}</strong>
              <ApplicantState state={applicant.state} />
            </div>
            <Facts
              facts={[
                [M.memberId, applicant.memberId],
                [M.appliedAt, formatSeoulDate(applicant.createDate)],
                [M.reviewLinks, <ReviewLinks key="links" applicant={applicant} />],
              ]}
            />
            {decision(applicant)}
          </>
        )}
      />
    </section>
  );
}

function Recruitment({ recruitment, current }: { recruitment: AdminRecruitment; current: boolean }) {
  return (
    <li className={`${page.card} ${own.current}`} aria-current={current ? "true" : undefined}>
      <div className={own.head}>
        <h2 className={page.cardTitle}>{recruitment.title}</h2>
        {recruitment.isOpen ? <StateLabel text={M.open} /> : <StateLabel text={M.closed} tone="muted" />}
      </div>
      <Facts
        facts={[
          [M.product, recruitment.productName],
          [M.period, `${formatSeoulDate(recruitment.startDate)} ~ ${formatSeoulDate(recruitment.endDate)}`],
          [M.capacity, M.people(recruitment.capacity)],
          [M.applicants, M.people(recruitment.applicantCount)],
        ]}
      />
      {current ? null : (
        <div className={page.buttons}>
          <Link
            to={withQuery(PATH.adminProgramsTrial, { recruitment: recruitment.id })}
            className={page.link}
            aria-label={`${recruitment.title} ${M.showApplicants}`}
          >
            {M.showApplicants}
          </Link>
        </div>
      )}
    </li>
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
        <p className={page.empty}>{M.noApplicants}</p>
      ) : (
        <ul className={`${page.cards} ${own.spaced}`} aria-label={M.recruitmentsLabel}>
          {recruitments.map((recruitment) => (
            <Recruitment key={recruitment.id} recruitment={recruitment} current={recruitment.id === current?.id} />
          ))}
        </ul>
      )}
      {current ? (
        <Applicants recruitment={current} applicants={applicants} />
      ) : (
        <p className={page.hint}>{M.chooseRecruitment}</p>
      )}
    </>
  );
}
