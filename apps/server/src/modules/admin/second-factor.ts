/**
 * The console's second factor (issue 27): an operator sets up an authenticator app (TOTP, RFC 6238, with otplib),
 * confirms it with a first code and gets ten single-use recovery codes; from then on each session opens the console
 * with a code from the app or a recovery code, for CONSOLE_SESSION_MS (domain/operator.ts). A code is accepted
 * once: its 30-second step is recorded and no step at or before it is taken again.
 */
import { randomInt } from "node:crypto";
import type { RecoveryCodes, SecondFactorEnrollment, SecondFactorState } from "@mulmung/contract/admin";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  normaliseAuthenticatorCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  TOTP_ISSUER,
} from "@mulmung/domain/operator";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import { hashToken, type SessionService } from "../auth/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createAdminRepository } from "./repository.ts";

/** One step either side of now: a phone clock a little off, or a code typed as it turned. */
const EPOCH_TOLERANCE_SECONDS = 30;

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

const invalid = () => AppError.of(ErrorCode.SECOND_FACTOR_INVALID);

export function createSecondFactorService(deps: Pick<ServiceDeps, "db" | "clock"> & { sessions: SessionService }) {
  const { db, clock, sessions } = deps;
  const repository = createAdminRepository(db);

  /** The 30-second step of a code the secret produces near now, or null. */
  async function timeStepOf(secret: string, code: string): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  }

  return {
    async state(actor: AuthMember): Promise<SecondFactorState> {
      const factor = await repository.findFactor(actor.id);
      return {
        enrolled: Boolean(factor?.confirmedAt),
        consoleOpen: actor.consoleOpen,
        recoveryCodesLeft: factor?.confirmedAt ? await repository.recoveryCodesLeft(actor.id) : 0,
      };
    },

    /** A new secret to scan (replacing one never confirmed); 409 once an authenticator is confirmed. */
    async enroll(actor: AuthMember): Promise<SecondFactorEnrollment> {
      const secret = generateSecret();
      if (!(await repository.startFactor(actor.id, secret))) throw AppError.of(ErrorCode.SECOND_FACTOR_ENROLLED);
      const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: await repository.emailOf(actor.id), secret });
      const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
      return { secret, otpauthUri, qrSvg };
    },

    /** The first code from the app: the authenticator is confirmed, the console opens, the recovery codes shown once. */
    async confirm(actor: AuthMember, input: string): Promise<RecoveryCodes> {
      const code = normaliseAuthenticatorCode(input);
      const factor = await repository.findFactor(actor.id);
      if (factor?.confirmedAt) throw AppError.of(ErrorCode.SECOND_FACTOR_ENROLLED);
      const step = factor && code ? await timeStepOf(factor.secret, code) : null;
      if (step === null) throw invalid();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const inTx = createAdminRepository(tx);
        if (!(await inTx.useTimeStep(actor.id, step, clock.now()))) throw invalid();
        await inTx.replaceRecoveryCodes(
          actor.id,
          recoveryCodes.map((shown) => hashToken(normaliseRecoveryCode(shown))),
        );
        await sessions.confirmSecondFactor(actor.sessionId, tx);
      });
      return { recoveryCodes };
    },

    /** A code from the app, or a recovery code (spent): this session opens the console. */
    async verify(actor: AuthMember, input: string): Promise<void> {
      const factor = await repository.findFactor(actor.id);
      if (!factor?.confirmedAt) throw invalid();
      await db.transaction(async (tx) => {
        const inTx = createAdminRepository(tx);
        const code = normaliseAuthenticatorCode(input);
        const accepted = code
          ? await timeStepOf(factor.secret, code).then(
              (step) => step !== null && inTx.useTimeStep(actor.id, step, clock.now()),
            )
          : await inTx.useRecoveryCode(actor.id, hashToken(normaliseRecoveryCode(input)), clock.now());
        if (!accepted) throw invalid();
        await sessions.confirmSecondFactor(actor.sessionId, tx);
      });
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
