-- Upload names are hashes of the bytes (decision 052): two members may upload the same picture, each recorded as theirs.
ALTER TABLE "upload" DROP CONSTRAINT "upload_pkey";--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_path_member_id_pk" PRIMARY KEY("path","member_id");
