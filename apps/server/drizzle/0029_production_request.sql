CREATE TABLE "production_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"state" text DEFAULT 'WRITING' NOT NULL,
	"complete_date" timestamp with time zone,
	"answer_message" text,
	"answer_quote_price" integer,
	"answer_date" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_request_state_check" CHECK ("production_request"."state" in ('WRITING', 'COMPLETED')),
	CONSTRAINT "production_request_completed_check" CHECK (("production_request"."state" = 'COMPLETED') = ("production_request"."complete_date" is not null)),
	CONSTRAINT "production_request_answer_check" CHECK ("production_request"."answer_date" is null or "production_request"."state" = 'COMPLETED'),
	CONSTRAINT "production_request_quote_check" CHECK ("production_request"."answer_quote_price" is null or "production_request"."answer_quote_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_request_step" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_request_step_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"step" text NOT NULL,
	"data" jsonb NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_request_step_check" CHECK ("production_request_step"."step" in ('budget', 'size', 'difficulty', 'etc', 'concept'))
);
--> statement-breakpoint
ALTER TABLE "production_request" ADD CONSTRAINT "production_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_request" ADD CONSTRAINT "production_request_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_request_step" ADD CONSTRAINT "production_request_step_request_id_production_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."production_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_request_writing_uq" ON "production_request" USING btree ("member_id") WHERE "production_request"."state" = 'WRITING';--> statement-breakpoint
CREATE INDEX "production_request_member_idx" ON "production_request" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "production_request_affiliate_idx" ON "production_request" USING btree ("affiliate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_request_step_uq" ON "production_request_step" USING btree ("request_id","step");