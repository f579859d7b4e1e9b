CREATE TABLE "contact_view" (
	"contact_seq" integer NOT NULL,
	"viewer_key" varchar(64) NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_view_contact_seq_viewer_key_pk" PRIMARY KEY("contact_seq","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "contact" (
	"seq" serial PRIMARY KEY NOT NULL,
	"contact_no" varchar(20) NOT NULL,
	"member_seq" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"reply" text,
	"replied" boolean DEFAULT false NOT NULL,
	"view" integer DEFAULT 0 NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_contact_no_unique" UNIQUE("contact_no")
);
--> statement-breakpoint
ALTER TABLE "contact_view" ADD CONSTRAINT "contact_view_contact_seq_contact_seq_fk" FOREIGN KEY ("contact_seq") REFERENCES "public"."contact"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact" ADD CONSTRAINT "contact_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_public_idx" ON "contact" USING btree ("seq") WHERE "contact"."del_yn" = false and "contact"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "contact_member_idx" ON "contact" USING btree ("member_seq");