/** The admin module's public face: the console's second factor and the audit log (issue 27). */
export type { AuditRecord, AuditService } from "./audit.ts";
export type { SecondFactorService } from "./second-factor.ts";
