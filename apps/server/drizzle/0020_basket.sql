CREATE TABLE "basket_product" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_product_quantity_range" CHECK ("basket_product"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "basket_product_option" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "basket_product_option_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"basket_product_id" integer NOT NULL,
	"product_option_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_product_option_quantity_range" CHECK ("basket_product_option"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "basket_product" ADD CONSTRAINT "basket_product_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_product" ADD CONSTRAINT "basket_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_product_option" ADD CONSTRAINT "basket_product_option_basket_product_id_basket_product_id_fk" FOREIGN KEY ("basket_product_id") REFERENCES "public"."basket_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_product_option" ADD CONSTRAINT "basket_product_option_product_option_id_product_option_id_fk" FOREIGN KEY ("product_option_id") REFERENCES "public"."product_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_product_member_product_key" ON "basket_product" USING btree ("member_id","product_id");--> statement-breakpoint
CREATE INDEX "basket_product_member_idx" ON "basket_product" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "basket_product_product_idx" ON "basket_product" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_product_option_line_option_key" ON "basket_product_option" USING btree ("basket_product_id","product_option_id");--> statement-breakpoint
CREATE INDEX "basket_product_option_option_idx" ON "basket_product_option" USING btree ("product_option_id");