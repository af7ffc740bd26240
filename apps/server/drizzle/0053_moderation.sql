CREATE TABLE "member_suspension" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_suspension_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"until_date" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_suspension_period_valid" CHECK ("member_suspension"."until_date" > "member_suspension"."from_date")
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_operator_id_member_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_lifted_by_member_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_suspension_member_idx" ON "member_suspension" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_email_trgm_idx" ON "member" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_nickname_trgm_idx" ON "member" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_phone_number_trgm_idx" ON "member" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "report_state_target_idx" ON "report" USING btree ("state","report_type","target_id");