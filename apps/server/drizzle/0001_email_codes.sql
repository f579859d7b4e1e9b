CREATE TABLE "email_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"member_id" varchar(50),
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_code_email_idx" ON "email_code" USING btree (lower("email"),"purpose","insert_dttm");