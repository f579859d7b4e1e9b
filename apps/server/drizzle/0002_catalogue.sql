CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "banner" (
	"seq" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"link" varchar(500) NOT NULL,
	"image_name" varchar(100),
	"image_path" varchar(200),
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"seq" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"image_name" varchar(100),
	"image_path" varchar(200),
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_company" (
	"seq" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" varchar(50) NOT NULL,
	"call_no" varchar(20),
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_image" (
	"seq" serial PRIMARY KEY NOT NULL,
	"product_seq" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"path" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"seq" serial PRIMARY KEY NOT NULL,
	"product_no" varchar(20) NOT NULL,
	"category_seq" integer NOT NULL,
	"brand" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"standard" varchar(200) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_product_no_unique" UNIQUE("product_no"),
	CONSTRAINT "product_stock_not_negative" CHECK ("product"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_image" (
	"seq" serial PRIMARY KEY NOT NULL,
	"sale_seq" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"path" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_view" (
	"sale_seq" integer NOT NULL,
	"viewer_key" varchar(64) NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_view_sale_seq_viewer_key_pk" PRIMARY KEY("sale_seq","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "sale" (
	"seq" serial PRIMARY KEY NOT NULL,
	"sale_no" varchar(20) NOT NULL,
	"product_seq" integer NOT NULL,
	"category_seq" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"sale_price" integer,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"view" integer DEFAULT 0 NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	"del_yn" boolean DEFAULT false NOT NULL,
	"insert_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_sale_no_unique" UNIQUE("sale_no"),
	CONSTRAINT "sale_quantity_not_negative" CHECK ("sale"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_seq_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_image" ADD CONSTRAINT "sale_image_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_view" ADD CONSTRAINT "sale_view_sale_seq_sale_seq_fk" FOREIGN KEY ("sale_seq") REFERENCES "public"."sale"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_product_seq_product_seq_fk" FOREIGN KEY ("product_seq") REFERENCES "public"."product"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale" ADD CONSTRAINT "sale_category_seq_category_seq_fk" FOREIGN KEY ("category_seq") REFERENCES "public"."category"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_visible_idx" ON "banner" USING btree ("seq") WHERE "banner"."del_yn" = false and "banner"."use_yn" = true;--> statement-breakpoint
CREATE UNIQUE INDEX "category_name_active_key" ON "category" USING btree (lower("name")) WHERE "category"."del_yn" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_company_code_active_key" ON "delivery_company" USING btree ("code") WHERE "delivery_company"."del_yn" = false;--> statement-breakpoint
CREATE INDEX "product_image_product_idx" ON "product_image" USING btree ("product_seq","sort_order");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category_seq");--> statement-breakpoint
CREATE INDEX "sale_image_sale_idx" ON "sale_image" USING btree ("sale_seq","kind","sort_order");--> statement-breakpoint
CREATE INDEX "sale_active_idx" ON "sale" USING btree ("seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "sale_category_active_idx" ON "sale" USING btree ("category_seq","seq") WHERE "sale"."del_yn" = false and "sale"."use_yn" = true;--> statement-breakpoint
CREATE INDEX "sale_product_idx" ON "sale" USING btree ("product_seq");--> statement-breakpoint
CREATE INDEX "sale_title_trgm_idx" ON "sale" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_no_trgm_idx" ON "sale" USING gin ("sale_no" gin_trgm_ops);