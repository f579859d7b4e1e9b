CREATE TABLE "order_history" (
	"seq" serial PRIMARY KEY NOT NULL,
	"order_seq" integer NOT NULL,
	"from_state" varchar(10),
	"to_state" varchar(10) NOT NULL,
	"actor_member_seq" integer,
	"actor_role" varchar(10) NOT NULL,
	"memo" text,
	"detail" jsonb,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"seq" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"member_seq" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"payment_seq" integer,
	"state" varchar(10) NOT NULL,
	"sale_title" varchar(100) NOT NULL,
	"name" varchar(50) NOT NULL,
	"recipient" varchar(50) NOT NULL,
	"phone" varchar(13) NOT NULL,
	"post" varchar(10) NOT NULL,
	"addr" varchar(200) NOT NULL,
	"addr_detail" varchar(200) DEFAULT '' NOT NULL,
	"request" varchar(200) DEFAULT '' NOT NULL,
	"prod_price" integer NOT NULL,
	"order_count" integer NOT NULL,
	"tot_prod_price" integer NOT NULL,
	"delivery_fee" integer NOT NULL,
	"total_price" integer NOT NULL,
	"rental_period" integer NOT NULL,
	"delivery_code" varchar(3),
	"delivery_company" varchar(50),
	"tracking" varchar(30),
	"stock_restored" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"seq" serial PRIMARY KEY NOT NULL,
	"tid" varchar(40) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"partner_order_id" varchar(100) NOT NULL,
	"member_seq" integer NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"sale_seq" integer,
	"rental_period" integer,
	"status" varchar(12) NOT NULL,
	"demo_pg_token" varchar(64),
	"payment_method_type" varchar(10),
	"approved_at" timestamp with time zone,
	"approval" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_tid_unique" UNIQUE("tid"),
	CONSTRAINT "payment_partner_order_id_unique" UNIQUE("partner_order_id")
);
--> statement-breakpoint
CREATE TABLE "rental_history" (
	"seq" serial PRIMARY KEY NOT NULL,
	"rental_seq" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"from_state" varchar(10),
	"to_state" varchar(10),
	"from_end_date" date,
	"to_end_date" date,
	"days" integer,
	"actor_member_seq" integer,
	"memo" text,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental" (
	"seq" serial PRIMARY KEY NOT NULL,
	"rental_no" varchar(20) NOT NULL,
	"order_seq" integer NOT NULL,
	"member_seq" integer NOT NULL,
	"product_seq" integer NOT NULL,
	"sale_seq" integer NOT NULL,
	"state" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"return_date" date,
	"return_name" varchar(50),
	"return_phone" varchar(13),
	"return_post" varchar(10),
	"return_addr" varchar(200),
	"return_addr_detail" varchar(200),
	"return_memo" varchar(500),
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_rental_no_unique" UNIQUE("rental_no"),
	CONSTRAINT "rental_order_seq_unique" UNIQUE("order_seq")
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_seq_orders_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."orders"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_seq_payment_seq_fk" FOREIGN KEY ("payment_seq") REFERENCES "public"."payment"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_history" ADD CONSTRAINT "rental_history_rental_seq_rental_seq_fk" FOREIGN KEY ("rental_seq") REFERENCES "public"."rental"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental" ADD CONSTRAINT "rental_order_seq_orders_seq_fk" FOREIGN KEY ("order_seq") REFERENCES "public"."orders"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental" ADD CONSTRAINT "rental_member_seq_member_seq_fk" FOREIGN KEY ("member_seq") REFERENCES "public"."member"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental" ADD CONSTRAINT "rental_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental" ADD CONSTRAINT "rental_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_seq","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key" ON "orders" USING btree ("payment_seq") WHERE "orders"."payment_seq" is not null;--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_seq","seq");--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","seq");--> statement-breakpoint
CREATE INDEX "payment_member_idx" ON "payment" USING btree ("member_seq");--> statement-breakpoint
CREATE INDEX "rental_history_rental_idx" ON "rental_history" USING btree ("rental_seq","seq");--> statement-breakpoint
CREATE INDEX "rental_member_idx" ON "rental" USING btree ("member_seq","seq");--> statement-breakpoint
CREATE INDEX "rental_state_idx" ON "rental" USING btree ("state");