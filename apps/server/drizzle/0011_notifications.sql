CREATE TABLE "notification_setting" (
	"member_seq" integer PRIMARY KEY NOT NULL,
	"restock" boolean DEFAULT true NOT NULL,
	"alimtalk" boolean DEFAULT true NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"key" varchar(200) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_dttm" timestamp with time zone,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_setting" ADD CONSTRAINT "notification_setting_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_key_channel_key" ON "notification" USING btree ("key","channel");--> statement-breakpoint
CREATE INDEX "notification_member_idx" ON "notification" USING btree ("member_seq","seq");--> statement-breakpoint
CREATE INDEX "notification_unsent_idx" ON "notification" USING btree ("seq") WHERE "notification"."state" <> 'SENT';