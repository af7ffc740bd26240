CREATE TABLE "coupon_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"code" text NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"published_coupon_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_code_redeemed_valid" CHECK (("coupon_code"."redeemed_by" is null) = ("coupon_code"."redeemed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "refund_handling" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_handling_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"note" text NOT NULL,
	"operator_id" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_handling_amount_valid" CHECK ("refund_handling"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_history" DROP CONSTRAINT "point_history_use_valid";--> statement-breakpoint
DROP INDEX "published_coupon_member_coupon_key";--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "per_member_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "published_coupon" ADD COLUMN "copy_no" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_last_error" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_last_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupon_code" ADD CONSTRAINT "coupon_code_coupon_id_coupon_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code" ADD CONSTRAINT "coupon_code_redeemed_by_member_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_code" ADD CONSTRAINT "coupon_code_published_coupon_id_published_coupon_id_fk" FOREIGN KEY ("published_coupon_id") REFERENCES "public"."published_coupon"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_handling" ADD CONSTRAINT "refund_handling_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_handling" ADD CONSTRAINT "refund_handling_operator_id_member_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_code_code_key" ON "coupon_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupon_code_coupon_idx" ON "coupon_code" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "refund_handling_payment_idx" ON "refund_handling" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_form_phone_prefix_idx" ON "order_form" USING btree ("phone_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "order_form_phone_suffix_idx" ON "order_form" USING btree (reverse("phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_waiting_deposit_idx" ON "payment" USING btree ("create_date") WHERE "payment"."status" = 'WAITING_DEPOSIT';--> statement-breakpoint
CREATE UNIQUE INDEX "published_coupon_member_coupon_key" ON "published_coupon" USING btree ("member_id","coupon_id","copy_no");--> statement-breakpoint
ALTER TABLE "coupon" ADD CONSTRAINT "coupon_per_member_limit_valid" CHECK ("coupon"."per_member_limit" between 1 and 100);--> statement-breakpoint
ALTER TABLE "published_coupon" ADD CONSTRAINT "published_coupon_copy_no_valid" CHECK ("published_coupon"."copy_no" >= 1);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_within_paid" CHECK ("payment"."cancelled_amount" <= "payment"."paid_amount");--> statement-breakpoint
ALTER TABLE "point_history" ADD CONSTRAINT "point_history_use_valid" CHECK ("point_history"."kind" <> 'USE' or (("point_history"."order_form_id" is not null or "point_history"."ref_type" = 'OPERATOR') and "point_history"."remaining" = 0));