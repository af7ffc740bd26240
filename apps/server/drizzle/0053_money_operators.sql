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
ALTER TABLE "payment" ADD COLUMN "refund_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_last_error" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "refund_last_tried_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_handling" ADD CONSTRAINT "refund_handling_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_handling" ADD CONSTRAINT "refund_handling_operator_id_member_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_handling_payment_idx" ON "refund_handling" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "order_form_phone_trgm_idx" ON "order_form" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_waiting_deposit_idx" ON "payment" USING btree ("create_date") WHERE "payment"."status" = 'WAITING_DEPOSIT';--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_refund_within_paid" CHECK ("payment"."cancelled_amount" <= "payment"."paid_amount");--> statement-breakpoint
ALTER TABLE "point_history" ADD CONSTRAINT "point_history_use_valid" CHECK ("point_history"."kind" <> 'USE' or (("point_history"."order_form_id" is not null or "point_history"."ref_type" = 'OPERATOR') and "point_history"."remaining" = 0));