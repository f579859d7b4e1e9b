CREATE TABLE "stock_history" (
	"seq" serial PRIMARY KEY NOT NULL,
	"product_seq" integer NOT NULL,
	"sale_seq" integer,
	"kind" varchar(10) NOT NULL,
	"stock_delta" integer DEFAULT 0 NOT NULL,
	"stock_after" integer,
	"quantity_delta" integer DEFAULT 0 NOT NULL,
	"quantity_after" integer,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"order_seq" integer,
	"actor_member_seq" integer,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"order_seq" integer,
	"key" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"reason" varchar(200) NOT NULL,
	"state" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_answer" jsonb,
	"last_error" text,
	"done_at" timestamp with time zone,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_key_unique" UNIQUE("key"),
	CONSTRAINT "payment_refund_positive" CHECK ("payment_refund"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(60) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" varchar(200),
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" varchar(100),
	"last_error" text,
	"done_at" timestamp with time zone,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "failure_code" varchar(20);--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "cancelled_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_lock_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_history" ADD CONSTRAINT "stock_history_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_seq_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_history_product_idx" ON "stock_history" USING btree ("product_seq","seq");--> statement-breakpoint
CREATE INDEX "stock_history_sale_idx" ON "stock_history" USING btree ("sale_seq","seq");--> statement-breakpoint
CREATE INDEX "payment_refund_payment_idx" ON "payment_refund" USING btree ("payment_seq","seq");--> statement-breakpoint
CREATE INDEX "payment_refund_order_idx" ON "payment_refund" USING btree ("order_seq");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "job_running_idx" ON "job" USING btree ("locked_until") WHERE "job"."state" = 'RUNNING';--> statement-breakpoint
CREATE INDEX "job_done_idx" ON "job" USING btree ("done_at") WHERE "job"."state" = 'DONE';--> statement-breakpoint
CREATE INDEX "payment_status_idx" ON "payment" USING btree ("status","seq");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_cancelled_within_total" CHECK ("payment"."cancelled_amount" <= "payment"."total_amount");--> statement-breakpoint
UPDATE "payment" SET "status" = 'FAILED', "failure_code" = 'EXPIRED' WHERE "status" = 'EXPIRED';--> statement-breakpoint
UPDATE "payment" SET "cancelled_amount" = "total_amount" WHERE "status" = 'CANCELLED' AND "approved_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payment_refund" ("payment_seq", "key", "amount", "reason", "state")
  SELECT "seq", 'payment:' || "seq" || ':legacy', "total_amount", coalesce("cancel_reason", '환불'), 'REQUESTED'
  FROM "payment" WHERE "status" = 'REFUNDING';--> statement-breakpoint
INSERT INTO "job" ("kind", "payload", "key")
  SELECT 'payment.refund', json_build_object('refundSeq', "seq")::jsonb, 'refund:' || "seq"
  FROM "payment_refund" WHERE "key" LIKE 'payment:%:legacy';--> statement-breakpoint
UPDATE "payment" SET "status" = 'APPROVED' WHERE "status" = 'REFUNDING';
