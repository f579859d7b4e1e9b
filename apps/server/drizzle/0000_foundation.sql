CREATE SEQUENCE "public"."contact_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."member_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."product_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."rental_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."return_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sale_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_no" varchar(20) NOT NULL,
	"member_id" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"email" varchar(254),
	"phone" varchar(13),
	"birth_date" date,
	"post_code" varchar(10),
	"addr" varchar(200),
	"addr_detail" varchar(200),
	"roles" varchar(100) DEFAULT 'ROLE_USER' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_member_no_unique" UNIQUE("member_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "member_member_id_key" ON "member" USING btree (lower("member_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_active_key" ON "member" USING btree (lower("email")) WHERE "member"."del_yn" = false and "member"."email" is not null;