import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import page from "../components/console-page.module.css";
import styles from "../features/admin/console.module.css";
import { ConsoleShell } from "../features/admin/console-shell.tsx";
import { requireSecondFactorPage } from "../features/admin/guard.server.ts";
import { ADMIN_MESSAGE } from "../features/admin/messages.ts";
import { SecondFactorSetup, SecondFactorVerify } from "../features/admin/second-factor.tsx";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-second-factor";

export const meta: Route.MetaFunction = () => privatePageMeta(ADMIN_MESSAGE.secondFactorTitle);

/**
 * /admin/second-factor?redirect=: the console's second factor (issue 27). Operators only (404 for everyone else,
 * login first when signed out); once the console is open, on to the console page they were going to.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { member, secondFactor, redirectTo } = await requireSecondFactorPage(context, request);
  return {
    operatorName: member.email ?? member.nickname,
    enrolled: secondFactor.enrolled,
    recoveryCodesLeft: secondFactor.recoveryCodesLeft,
    redirectTo,
  };
}

export const handle = { layout: "none" } satisfies ShellHandle;

export default function AdminSecondFactorPage({ loaderData }: Route.ComponentProps) {
  const { operatorName, enrolled, recoveryCodesLeft, redirectTo } = loaderData;
  return (
    <ConsoleShell operatorName={operatorName} showNav={false}>
      <div className={styles.narrow}>
        <h1 className={page.title}>{ADMIN_MESSAGE.secondFactorTitle}</h1>
        {enrolled ? (
          <SecondFactorVerify redirectTo={redirectTo} recoveryCodesLeft={recoveryCodesLeft} />
        ) : (
          <SecondFactorSetup redirectTo={redirectTo} />
        )}
      </div>
    </ConsoleShell>
  );
}
