CREATE TABLE "rental_settlement" (
	"seq" serial PRIMARY KEY NOT NULL,
	"rental_seq" integer NOT NULL,
	"condition" varchar(4) NOT NULL,
	"damage_charge" integer DEFAULT 0 NOT NULL,
	"damage_reason" varchar(500),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"balance" integer NOT NULL,
	"payment_seq" integer,
	"actor_member_seq" integer,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_settlement_rental_seq_unique" UNIQUE("rental_seq"),
	CONSTRAINT "rental_settlement_damage_not_negative" CHECK ("rental_settlement"."damage_charge" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" varchar(10) DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "rental_seq" integer;--> statement-breakpoint
ALTER TABLE "rental_history" ADD COLUMN "payment_seq" integer;--> statement-breakpoint
ALTER TABLE "rental_history" ADD COLUMN "amount" integer;--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "return_requested_on" date;--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "return_kind" varchar(12);--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "return_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "return_refund" integer;--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "late_fee_per_day" integer;--> statement-breakpoint
ALTER TABLE "rental" ADD COLUMN "late_fee_cap" integer;--> statement-breakpoint
ALTER TABLE "rental_settlement" ADD CONSTRAINT "rental_settlement_rental_seq_rental_seq_fk" FOREIGN KEY ("rental_seq") REFERENCES "public"."rental"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_settlement" ADD CONSTRAINT "rental_settlement_payment_seq_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_history" ADD CONSTRAINT "rental_history_payment_seq_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_history_payment_key" ON "rental_history" USING btree ("payment_seq") WHERE "rental_history"."payment_seq" is not null;