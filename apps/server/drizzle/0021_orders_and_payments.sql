CREATE TABLE "order_form" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"source" text NOT NULL,
	"basket_product_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"state" text DEFAULT 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED' NOT NULL,
	"order_name" text NOT NULL,
	"shipping_destination_id" integer,
	"shipping_name" text,
	"recipient" text,
	"phone_number" text,
	"postal_code" text,
	"address" text,
	"detail_address" text,
	"delivery_memo" text,
	"pay_method" text,
	"product_price" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"extra_delivery_price" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"stock_reserved" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_form_state_valid" CHECK (state in ('ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED', 'PAYMENT_WAIT', 'PAYMENT_SUCCESS', 'PREPARING', 'PAYMENT_CANCEL', 'CONFIRMATION', 'UNPAID')),
	CONSTRAINT "order_form_source_valid" CHECK ("order_form"."source" in ('DIRECT', 'BASKET', 'PERSONAL')),
	CONSTRAINT "order_form_pay_method_valid" CHECK (pay_method is null or pay_method in ('CARD', 'PHONE', 'NAVERPAY', 'KAKAOPAY', 'TOSSPAY', 'VBANK', 'TRANS', 'LPAY', 'PAYCO', 'OURPLATFORM_ACCOUNT')),
	CONSTRAINT "order_form_prices_valid" CHECK ("order_form"."product_price" >= 0 and "order_form"."delivery_price" >= 0 and "order_form"."extra_delivery_price" >= 0 and "order_form"."total_price" = "order_form"."product_price" + "order_form"."delivery_price" + "order_form"."extra_delivery_price"),
	CONSTRAINT "order_form_confirmed_has_method" CHECK ("order_form"."state" = 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED' or "order_form"."pay_method" is not null)
);
--> statement-breakpoint
CREATE TABLE "order_part" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_part_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_form_id" integer NOT NULL,
	"affiliate_id" integer NOT NULL,
	"affiliate_name" text NOT NULL,
	"state" text DEFAULT 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED' NOT NULL,
	"delivery_state" text DEFAULT 'WAIT' NOT NULL,
	"is_parcel" boolean NOT NULL,
	"is_free_delivery" boolean NOT NULL,
	"free_delivery_price_order_payment" integer NOT NULL,
	"parcel_delivery_price" integer NOT NULL,
	"product_price" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"extra_delivery_price" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"delivery_type" text,
	"carrier" text,
	"tracking_number" text,
	"prepared_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_part_state_valid" CHECK (state in ('ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED', 'PAYMENT_WAIT', 'PAYMENT_SUCCESS', 'PREPARING', 'PAYMENT_CANCEL', 'CONFIRMATION', 'UNPAID')),
	CONSTRAINT "order_part_delivery_state_valid" CHECK ("order_part"."delivery_state" in ('WAIT', 'TRANSIT', 'SUCCESS')),
	CONSTRAINT "order_part_prices_valid" CHECK ("order_part"."product_price" >= 0 and "order_part"."delivery_price" >= 0 and "order_part"."extra_delivery_price" >= 0 and "order_part"."total_price" = "order_part"."product_price" + "order_part"."delivery_price" + "order_part"."extra_delivery_price"),
	CONSTRAINT "order_part_refund_valid" CHECK ("order_part"."refunded_amount" between 0 and "order_part"."total_price"),
	CONSTRAINT "order_part_transit_has_tracking" CHECK ("order_part"."delivery_state" = 'WAIT' or ("order_part"."carrier" is not null and "order_part"."tracking_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_part_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"basket_product_id" integer,
	"name" text NOT NULL,
	"image_url" text,
	"sell_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"stock_quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"delivery_options_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_product_values_valid" CHECK ("order_product"."sell_price" >= 0 and "order_product"."quantity" >= 0 and "order_product"."stock_quantity" >= 0 and "order_product"."price" >= 0 and "order_product"."delivery_options_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_product_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_product_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_product_id" integer NOT NULL,
	"product_option_id" integer,
	"group_name" text,
	"name" text NOT NULL,
	"sell_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_delivery_price" boolean NOT NULL,
	"is_add_product_sell_price" boolean NOT NULL,
	"is_required_by_product_option_group" boolean NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "order_product_option_values_valid" CHECK ("order_product_option"."sell_price" >= 0 and "order_product_option"."quantity" > 0 and "order_product_option"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "personal_payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personal_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"affiliate_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'WAIT' NOT NULL,
	"order_form_id" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_payment_amount_positive" CHECK ("personal_payment"."amount" > 0),
	CONSTRAINT "personal_payment_state_valid" CHECK ("personal_payment"."state" in ('WAIT', 'PAID', 'CANCEL'))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_form_id" integer NOT NULL,
	"payment_id" text NOT NULL,
	"pay_method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'KRW' NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"refund_due" integer DEFAULT 0 NOT NULL,
	"refund_reason" text,
	"failure_message" text,
	"bank_name" text,
	"account_number" text,
	"account_holder" text,
	"due_date" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_status_valid" CHECK ("payment"."status" in ('READY', 'VIRTUAL_ACCOUNT_ISSUED', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED', 'MISMATCH', 'WAITING_DEPOSIT')),
	CONSTRAINT "payment_amounts_valid" CHECK ("payment"."amount" >= 0 and "payment"."paid_amount" >= 0 and "payment"."cancelled_amount" >= 0 and "payment"."refund_due" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"detail" jsonb,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_form" ADD CONSTRAINT "order_form_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_form" ADD CONSTRAINT "order_form_shipping_destination_id_shipping_destination_id_fk" FOREIGN KEY ("shipping_destination_id") REFERENCES "public"."shipping_destination"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_part" ADD CONSTRAINT "order_part_order_form_id_order_form_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_part" ADD CONSTRAINT "order_part_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_order_part_id_order_part_id_fk" FOREIGN KEY ("order_part_id") REFERENCES "public"."order_part"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product" ADD CONSTRAINT "order_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_option" ADD CONSTRAINT "order_product_option_order_product_id_order_product_id_fk" FOREIGN KEY ("order_product_id") REFERENCES "public"."order_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_product_option" ADD CONSTRAINT "order_product_option_product_option_id_product_option_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_option"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_payment" ADD CONSTRAINT "personal_payment_affiliate_id_affiliate_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliate"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_payment" ADD CONSTRAINT "personal_payment_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_payment" ADD CONSTRAINT "personal_payment_order_form_id_order_form_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_form"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_form_id_order_form_id_fk" FOREIGN KEY ("order_form_id") REFERENCES "public"."order_form"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_form_number_key" ON "order_form" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "order_form_member_idx" ON "order_form" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_form_waiting_idx" ON "order_form" USING btree ("expires_at") WHERE "order_form"."state" = 'PAYMENT_WAIT';--> statement-breakpoint
CREATE INDEX "order_part_form_idx" ON "order_part" USING btree ("order_form_id");--> statement-breakpoint
CREATE INDEX "order_part_affiliate_idx" ON "order_part" USING btree ("affiliate_id","state","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_part_delivered_idx" ON "order_part" USING btree ("delivered_at") WHERE "order_part"."delivery_state" = 'SUCCESS' and "order_part"."state" in ('PAYMENT_SUCCESS', 'PREPARING');--> statement-breakpoint
CREATE INDEX "order_product_part_idx" ON "order_product" USING btree ("order_part_id");--> statement-breakpoint
CREATE INDEX "order_product_option_product_idx" ON "order_product_option" USING btree ("order_product_id");--> statement-breakpoint
CREATE INDEX "personal_payment_member_idx" ON "personal_payment" USING btree ("member_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_payment_id_key" ON "payment" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_form_key" ON "payment" USING btree ("order_form_id");--> statement-breakpoint
CREATE INDEX "payment_pending_idx" ON "payment" USING btree ("create_date") WHERE "payment"."status" in ('READY', 'VIRTUAL_ACCOUNT_ISSUED');--> statement-breakpoint
CREATE INDEX "payment_refund_due_idx" ON "payment" USING btree ("id") WHERE "payment"."refund_due" > 0;--> statement-breakpoint
CREATE INDEX "payment_event_payment_idx" ON "payment_event" USING btree ("payment_id","id");