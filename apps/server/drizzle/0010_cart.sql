CREATE TABLE "payment_line" (
	"seq" serial PRIMARY KEY NOT NULL,
	"payment_seq" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"order_type" varchar(4) NOT NULL,
	"rental_period" integer NOT NULL,
	"count" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"deposit" integer NOT NULL,
	"amount" integer NOT NULL,
	"cart_line_seq" integer,
	"hold_state" varchar(10) NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_line_count_positive" CHECK ("payment_line"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_line" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"order_type" varchar(4) NOT NULL,
	"rental_period" integer NOT NULL,
	"count" integer NOT NULL,
	"added_unit_price" integer NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_count_positive" CHECK ("cart_line"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_address" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"label" varchar(20) NOT NULL,
	"recipient" varchar(50) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"post" varchar(10) NOT NULL,
	"addr" varchar(200) NOT NULL,
	"addr_detail" varchar(200) DEFAULT '' NOT NULL,
	"request" varchar(200) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restock_notice" (
	"seq" serial PRIMARY KEY NOT NULL,
	"member_seq" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sent_dttm" timestamp with time zone,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wish" (
	"member_seq" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wish_member_seq_sale_seq_pk" PRIMARY KEY("member_seq","sale_seq")
);
--> statement-breakpoint
DROP INDEX "orders_payment_key";--> statement-breakpoint
ALTER TABLE "stock_history" ADD COLUMN "payment_line_seq" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_line_seq" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "return_origin" varchar(200);--> statement-breakpoint
ALTER TABLE "payment_line" ADD CONSTRAINT "payment_line_payment_seq_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_line" ADD CONSTRAINT "payment_line_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_line" ADD CONSTRAINT "payment_line_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_address" ADD CONSTRAINT "delivery_address_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_notice" ADD CONSTRAINT "restock_notice_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_notice" ADD CONSTRAINT "restock_notice_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish" ADD CONSTRAINT "wish_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wish" ADD CONSTRAINT "wish_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_line_no_key" ON "payment_line" USING btree ("payment_seq","line_no");--> statement-breakpoint
CREATE INDEX "payment_line_held_idx" ON "payment_line" USING btree ("sale_seq") WHERE "payment_line"."hold_state" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_choice_key" ON "cart_line" USING btree ("member_seq","sale_seq","order_type","rental_period");--> statement-breakpoint
CREATE INDEX "delivery_address_member_idx" ON "delivery_address" USING btree ("member_seq","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_address_default_key" ON "delivery_address" USING btree ("member_seq") WHERE "delivery_address"."is_default";--> statement-breakpoint
CREATE INDEX "restock_notice_unsent_idx" ON "restock_notice" USING btree ("seq") WHERE "restock_notice"."sent_dttm" is null;--> statement-breakpoint
CREATE INDEX "restock_notice_member_idx" ON "restock_notice" USING btree ("member_seq","sale_seq");--> statement-breakpoint
CREATE INDEX "wish_sale_idx" ON "wish" USING btree ("sale_seq");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_line_seq_payment_line_seq_fk" FOREIGN KEY ("payment_line_seq") REFERENCES "public"."payment_line"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_history_payment_line_idx" ON "stock_history" USING btree ("payment_line_seq") WHERE "stock_history"."payment_line_seq" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_line_key" ON "orders" USING btree ("payment_line_seq") WHERE "orders"."payment_line_seq" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key" ON "orders" USING btree ("payment_seq") WHERE "orders"."payment_seq" is not null and "orders"."payment_line_seq" is null;