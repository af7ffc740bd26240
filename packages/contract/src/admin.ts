/**
 * The operators' console (issue 27; `/api/v1/admin/...`, beyond API.md): the second factor that opens it and the
 * audit log of every operator and store-console write.
 */
import { z } from "zod";
import { Id, pageSize, requiredText } from "./common.ts";

/** Where the operator's session stands with the second factor. */
export const SecondFactorState = z.object({
  /** An authenticator app was set up and confirmed with a code. */
  enrolled: z.boolean(),
  /** This session confirmed it lately: the console is open. */
  consoleOpen: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorState = z.infer<typeof SecondFactorState>;

/** A new authenticator secret to scan: the otpauth URI as a QR code, and the key to type by hand. */
export const SecondFactorEnrollment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, an SVG document. */
  qrSvg: z.string(),
});
export type SecondFactorEnrollment = z.infer<typeof SecondFactorEnrollment>;

export const SecondFactorCode = z.object({
  code: requiredText("인증 코드를 입력해주세요.", 20, "인증 코드는 6자리 숫자 또는 복구 코드입니다."),
});
export type SecondFactorCode = z.infer<typeof SecondFactorCode>;

/** Shown once, when the authenticator is confirmed. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const AUDIT_SCOPES = ["OPERATOR", "STORE"] as const;
export const AuditScope = z.enum(AUDIT_SCOPES);

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int(),
  actorEmail: z.string(),
  scope: AuditScope,
  affiliateId: z.number().int().nullable(),
  /** The call: `PATCH /api/v1/admin/banner/{id}`. */
  action: z.string(),
  /** The ids the call named (`id=3`). */
  target: z.string(),
  status: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Newest first, by `beforeId` (the last id of the page before): fast however deep. */
export const AuditLogQuery = z.object({
  size: pageSize(100).default(30),
  beforeId: z.coerce.number().int().min(1).optional(),
  /** The actor's email, or part of it. */
  actor: z.string().trim().max(100).optional(),
  /** Part of the call, e.g. `banner` or `PATCH`. */
  action: z.string().trim().max(100).optional(),
  scope: AuditScope.optional(),
  affiliateId: Id.optional(),
  from: z.iso.date("날짜는 YYYY-MM-DD 형식이어야 합니다").optional(),
  to: z.iso.date("날짜는 YYYY-MM-DD 형식이어야 합니다").optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLog = z.object({
  items: z.array(AuditEntry),
  /** The `beforeId` of the next page; null on the last. */
  nextBeforeId: z.number().int().nullable(),
});
export type AuditLog = z.infer<typeof AuditLog>;
