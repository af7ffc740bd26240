CREATE TABLE "point_allocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"use_id" integer NOT NULL,
	"save_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "point_allocation_amount_positive" CHECK ("point_allocation"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"save_point_type" text,
	"amount" integer NOT NULL,
	"remaining" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	"ref_type" text,
	"ref_id" integer,
	"order_form_id" integer,
	"source_id" integer,
	"affiliate_id" integer,
	"description" text,
	"returned_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_history_kind_valid" CHECK ("point_history"."kind" in ('SAVE', 'USE', 'EXTINCTION')),
	CONSTRAINT "point_history_state_valid" CHECK ("point_history"."state" in ('NORMAL', 'EXTINCTION', 'USED_COMPLETE')),
	CONSTRAINT "point_history_amount_positive" CHECK ("point_history"."amount" > 0),
	CONSTRAINT "point_history_remaining_valid" CHECK ("point_history"."remaining" between 0 and "point_history"."amount"),
	CONSTRAINT "point_history_save_valid" CHECK (kind <> 'SAVE' or (save_point_type in ('BUY_PRODUCT', 'REVIEW_PRODUCT', 'EVENT', 'COMPANY_COMPENSATION', 'AFFILIATE_COMPENSATION', 'RECEIVED_REFEREE', 'SENT_REFEREE') and expires_at is not null and (state = 'NORMAL') = (remaining > 0))),
	CONSTRAINT "point_history_use_valid" CHECK ("point_history"."kind" <> 'USE' or ("point_history"."order_form_id" is not null and "point_history"."remaining" = 0))
);
--> statement-breakpoint
ALTER TABLE "order_form" ADD COLUMN "use_point" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "point_allocation" ADD CONSTRAINT "point_allocation_use_id_point_history_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."point_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_allocation" ADD CONSTRAINT "point_allocation_save_id_point_history_id_fk" FOREIGN KEY ("save_id") REFERENCES "public"."point_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_history" ADD CONSTRAINT "point_history_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_history" ADD CONSTRAINT "point_history_order_form_id_order_form_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_form"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_history" ADD CONSTRAINT "point_history_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_allocation_use_idx" ON "point_allocation" USING btree ("use_id");--> statement-breakpoint
CREATE INDEX "point_history_member_kind_idx" ON "point_history" USING btree ("member_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "point_history_expiring_idx" ON "point_history" USING btree ("expires_at") WHERE "point_history"."kind" = 'SAVE' and "point_history"."state" = 'NORMAL';--> statement-breakpoint
CREATE UNIQUE INDEX "point_history_save_once_key" ON "point_history" USING btree ("save_point_type","ref_type","ref_id") WHERE "point_history"."kind" = 'SAVE' and "point_history"."ref_id" is not null and "point_history"."save_point_type" in ('BUY_PRODUCT', 'REVIEW_PRODUCT', 'RECEIVED_REFEREE', 'SENT_REFEREE');--> statement-breakpoint
CREATE UNIQUE INDEX "point_history_use_once_key" ON "point_history" USING btree ("order_form_id") WHERE "point_history"."kind" = 'USE' and "point_history"."returned_at" is null;--> statement-breakpoint
ALTER TABLE "order_form" ADD CONSTRAINT "order_form_use_point_valid" CHECK ("order_form"."use_point" >= 0 and "order_form"."use_point" <= "order_form"."total_price");