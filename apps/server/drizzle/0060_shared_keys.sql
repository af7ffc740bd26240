CREATE TABLE "shared_key" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_key_name_valid" CHECK ("shared_key"."name" in ('jwt_secret', 'cookie_secret', 'vapid'))
);
