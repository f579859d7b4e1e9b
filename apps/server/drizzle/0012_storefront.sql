CREATE TABLE "legal_document" (
	"seq" serial PRIMARY KEY NOT NULL,
	"kind" varchar(30) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"author_seq" integer,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_document_version_positive" CHECK ("legal_document"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_consent" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"version" integer NOT NULL,
	"agreed" boolean NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_setting" (
	"seq" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"ceo_name" varchar(50) NOT NULL,
	"business_address" varchar(300) NOT NULL,
	"cs_phone" varchar(20) NOT NULL,
	"cs_hours" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"business_no" varchar(12) NOT NULL,
	"mail_order_no" varchar(50) NOT NULL,
	"hosting_provider" varchar(100) NOT NULL,
	"privacy_officer" varchar(50) NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_setting_one_row" CHECK ("shop_setting"."seq" = 1)
);
--> statement-breakpoint
ALTER TABLE "legal_document" ADD CONSTRAINT "legal_document_author_seq_member_seq_fk" FOREIGN KEY ("author_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_consent" ADD CONSTRAINT "member_consent_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_document_kind_version_key" ON "legal_document" USING btree ("kind","version");--> statement-breakpoint
CREATE INDEX "member_consent_member_idx" ON "member_consent" USING btree ("member_seq","kind","seq");