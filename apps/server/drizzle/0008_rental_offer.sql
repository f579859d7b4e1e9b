ALTER TABLE "rental" ALTER COLUMN "start_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rental" ALTER COLUMN "end_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "rental_periods" integer[] DEFAULT '{30,90,180,360}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "rental_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "purchase_price" integer;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "late_fee_per_day" integer;--> statement-breakpoint
ALTER TABLE "sale" ADD COLUMN "late_fee_cap" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_type" varchar(4) DEFAULT 'RENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "order_type" varchar(4) DEFAULT 'RENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_offer_not_negative" CHECK ("sale"."deposit" >= 0 and coalesce("sale"."purchase_price", 0) >= 0 and coalesce("sale"."late_fee_per_day", 0) >= 0 and coalesce("sale"."late_fee_cap", 0) >= 0);