CREATE TABLE "magazine" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"issue_label" text NOT NULL,
	"summary" text NOT NULL,
	"cover_image_url" text NOT NULL,
	"articles" jsonb NOT NULL,
	"is_subscription" boolean NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_price_valid" CHECK ("magazine"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "magazine_purchase" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazine_purchase_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"magazine_id" integer,
	"payment_id" text NOT NULL,
	"pay_method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_purchase_kind_valid" CHECK ("magazine_purchase"."kind" in ('SUBSCRIPTION', 'ISSUE')),
	CONSTRAINT "magazine_purchase_status_valid" CHECK ("magazine_purchase"."status" in ('READY', 'PAID', 'FAILED')),
	CONSTRAINT "magazine_purchase_amount_valid" CHECK ("magazine_purchase"."amount" > 0),
	CONSTRAINT "magazine_purchase_target_valid" CHECK (("magazine_purchase"."kind" = 'ISSUE') = ("magazine_purchase"."magazine_id" is not null) and ("magazine_purchase"."status" <> 'PAID' or "magazine_purchase"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "magazine_purchase" ADD CONSTRAINT "magazine_purchase_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_purchase" ADD CONSTRAINT "magazine_purchase_magazine_id_magazine_id_fk" FOREIGN KEY ("magazine_id") REFERENCES "public"."magazine"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "magazine_publish_idx" ON "magazine" USING btree ("publish_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_purchase_payment_id_key" ON "magazine_purchase" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "magazine_purchase_member_idx" ON "magazine_purchase" USING btree ("member_id","id");