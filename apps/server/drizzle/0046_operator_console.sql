CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"scope" text NOT NULL,
	"affiliate_id" integer,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_scope_valid" CHECK ("audit_log"."scope" in ('OPERATOR', 'STORE'))
);
--> statement-breakpoint
CREATE TABLE "operator_factor" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint
);
--> statement-breakpoint
CREATE TABLE "operator_recovery_code" (
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "operator_recovery_code_member_id_code_hash_pk" PRIMARY KEY("member_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "member_session" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_factor" ADD CONSTRAINT "operator_factor_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_recovery_code" ADD CONSTRAINT "operator_recovery_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_affiliate_idx" ON "audit_log" USING btree ("affiliate_id","id" DESC NULLS LAST);